"use client";
import type { Post } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import type { PostViewer } from "@causeway/rules";
import { ConfirmDialog, Modal } from "@causeway/ui";
import { useQueryClient } from "@tanstack/react-query";
import { ReportForm } from "../ReportForm";
import { patchCachedPost } from "./post-cache";

export interface PostMenuDialogsProps {
  post: Post;
  viewer: PostViewer;
  viewerHasName: boolean;
  confirming: boolean;
  reporting: boolean;
  onConfirmingChange: (open: boolean) => void;
  onReportingChange: (open: boolean) => void;
  /** The member confirmed the deletion. */
  onDelete: () => void;
  onChange: (patch: Partial<Post>) => void;
}

/** The post menu's two dialogs: the delete question and the report form (000 §6). */
export function PostMenuDialogs({
  post,
  viewer,
  viewerHasName,
  confirming,
  reporting,
  onConfirmingChange,
  onReportingChange,
  onDelete,
  onChange,
}: PostMenuDialogsProps) {
  const { t } = useTranslator();
  const client = useQueryClient();
  return (
    <>
      <ConfirmDialog
        isOpen={confirming}
        variant="destructive"
        title={t("forms.post_card.delete.title")}
        description={t("forms.post_card.delete.description")}
        confirmLabel={t("forms.post_card.delete.confirm")}
        cancelLabel={t("forms.post_card.delete.cancel")}
        onCancel={() => onConfirmingChange(false)}
        onConfirm={() => {
          onConfirmingChange(false);
          onDelete();
        }}
      />
      <Modal
        isOpen={reporting}
        onClose={() => onReportingChange(false)}
        title={t("forms.post_card.report.title")}
        description={t("forms.post_card.report.description")}
      >
        {reporting ? (
          <ReportForm
            target={{ type: "post", slug: post.slug }}
            reporter={{
              isLoggedIn: viewer !== null,
              hasFullName: viewer !== null && viewerHasName,
            }}
            onReported={() => {
              onChange({ is_reported: true });
              patchCachedPost(client, post.id, { is_reported: true });
            }}
            onCancel={() => onReportingChange(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}
