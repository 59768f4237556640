"use client";
import type { Post } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Dialog, DialogContent, VisuallyHidden, WIDGET_ROOT } from "@causeway/ui";
import { useRef, useState } from "react";
import { PostCreator, type PostCreatorCampaign, type PostImageUpload } from "../PostCreator";
import { useDiscardQuestion } from "../shared/useDiscardQuestion";
import { hasDraft } from "./draft";

export interface CampaignUpdateModalProps {
  /** The campaign the update is posted to, with no selector (after a withdrawal: its campaign). */
  campaign: PostCreatorCampaign;
  /**
   * Why it opens: `"withdrawal"` (the default) right after a withdrawal request, whose description
   * says the request is sent; `"news"` whenever the owner has something to tell (the dashboard).
   */
  occasion?: "withdrawal" | "news";
  open: boolean;
  /**
   * Closing, with or without a post. After a withdrawal the host then goes to the campaign's
   * withdraws page (000 §2: "on post or close goes to the campaign's withdraws page").
   */
  onOpenChange: (open: boolean) => void;
  /** After the update is published (the modal is closing); e.g. for the host's own toast. */
  onPublished?: (post: Post) => void;
  /** Replaces the API image upload. */
  upload?: PostImageUpload;
}

/**
 * The campaign-update post modal (000 §2), offered after a withdrawal is created and on the
 * owner's dashboard at any time (`occasion`): the PostCreator,
 * open, with the campaign locked (no selector), in a dialog. Publishing goes through the API
 * (POST /api/v2/post, then attached to the campaign); success closes the modal and announces
 * the update in a status message that outlives the dialog. Closing it (Escape, the creator's
 * Close) with a title, text or image in it asks first, as the withdrawal forms do.
 */
export function CampaignUpdateModal({
  campaign,
  occasion = "withdrawal",
  open,
  onOpenChange,
  onPublished,
  upload,
}: CampaignUpdateModalProps) {
  const { t } = useTranslator();
  const [announcement, setAnnouncement] = useState("");
  const body = useRef<HTMLDivElement>(null);
  const { requestClose, question } = useDiscardQuestion({
    isDirty: () => hasDraft(body.current),
    onClose: () => onOpenChange(false),
    title: t("forms.campaign_update.discard_title"),
  });
  const published = (post: Post) => {
    setAnnouncement(t("forms.campaign_update.published", { campaign: campaign.name }));
    onOpenChange(false);
    onPublished?.(post);
  };
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) return requestClose();
          setAnnouncement("");
          onOpenChange(true);
        }}
      >
        <DialogContent
          data-slot="campaign-update-modal"
          size="md"
          hideCloseButton
          title={t("forms.campaign_update.title", { campaign: campaign.name })}
          description={t(
            occasion === "news"
              ? "forms.campaign_update.description_news"
              : "forms.campaign_update.description",
          )}
          onOpenAutoFocus={(event) => {
            // Start on the title, not on the creator's Close button.
            const field = (event.currentTarget as HTMLElement).querySelector("input");
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
        >
          <div ref={body} className="cw:pb-4">
            <PostCreator
              campaigns={[campaign]}
              preselectedCampaignId={campaign.id}
              hideCampaignSelector
              defaultExpanded
              upload={upload}
              onPublished={published}
              onClose={requestClose}
            />
          </div>
          {question}
        </DialogContent>
      </Dialog>
      <VisuallyHidden className={WIDGET_ROOT}>
        <p role="status">{announcement}</p>
      </VisuallyHidden>
    </>
  );
}
