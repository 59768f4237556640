"use client";
import { type Post, postMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { type PostMenuAction, type PostViewer, postMenuActions } from "@causeway/rules";
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@causeway/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bookmark, ExternalLink, Flag, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { lazy, type MouseEvent, Suspense, useState } from "react";
import type { StatusTone } from "./PostActions";
import { patchCachedPost } from "./post-cache";

export interface PostMenuProps {
  post: Post;
  viewer: PostViewer;
  /** The viewer has a full name on the profile (a report then asks for none). */
  viewerHasName: boolean;
  onChange: (patch: Partial<Post>) => void;
  onStatus: (message: string, tone?: StatusTone) => void;
  onEdit: () => void;
  /** After the server deleted the post (the host then leaves its page, or drops it from a list). */
  onDeleted: (post: Post) => void;
  /** A same-site link of the menu ("open link") goes through the host's router. */
  onNavigate?: (href: string) => void;
  /** Opened as it mounts (PostCard loads it when its trigger is first pressed). */
  defaultOpen?: boolean;
}

const icon = { "aria-hidden": true, size: 16 } as const;

// The delete question and the report form load when first asked for (a reader rarely does).
const PostMenuDialogs = lazy(() =>
  import("./PostMenuDialogs").then((module) => ({ default: module.PostMenuDialogs })),
);

/**
 * The post's context menu by role, exactly as 000 §6 lists it (postMenuActions): save or unsave,
 * edit, delete (after a confirmation), report (if not reported, in the report modal), open link.
 */
export function PostMenu({
  post,
  viewer,
  viewerHasName,
  onChange,
  onStatus,
  onEdit,
  onDeleted,
  onNavigate,
  defaultOpen = false,
}: PostMenuProps) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Once opened, the dialogs stay mounted so they close (and give focus back) as dialogs do.
  const dialogsUsed = useDialogsUsed(confirming || reporting);
  const bookmark = useMutation(postMutations.toggleBookmark());
  const removal = postMutations.remove();
  const remove = useMutation({
    ...removal,
    // The host moves on first (the post page goes home), then every list forgets the post.
    onSuccess: async (...args) => {
      onDeleted(post);
      await removal.onSuccess?.(...args);
    },
  });
  const actions = postMenuActions(post, viewer);

  const save = () =>
    bookmark.mutate(post.slug, {
      onSuccess: ({ added }) => {
        onChange({ is_bookmarked: added });
        patchCachedPost(client, post.id, { is_bookmarked: added });
        onStatus(t(added ? "forms.post_card.saved" : "forms.post_card.unsaved"), "success");
      },
      onError: () => onStatus(t("forms.post_card.save_failed")),
    });

  const routeClicks = (event: MouseEvent<HTMLElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a[href]");
    const href = anchor?.getAttribute("href") ?? "";
    if (!href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    onNavigate(href);
  };

  const item = (action: PostMenuAction) => {
    switch (action) {
      case "save":
        return (
          <DropdownMenuItem key={action} icon={<Bookmark {...icon} />} onAction={save}>
            {t(post.is_bookmarked ? "forms.post_card.menu.unsave" : "forms.post_card.menu.save")}
          </DropdownMenuItem>
        );
      case "edit":
        return (
          <DropdownMenuItem key={action} icon={<Pencil {...icon} />} onAction={onEdit}>
            {t("forms.post_card.menu.edit")}
          </DropdownMenuItem>
        );
      case "delete":
        return (
          <DropdownMenuItem
            key={action}
            variant="destructive"
            icon={<Trash2 {...icon} />}
            onAction={() => setConfirming(true)}
          >
            {t("forms.post_card.menu.delete")}
          </DropdownMenuItem>
        );
      case "report":
        return (
          <DropdownMenuItem
            key={action}
            icon={<Flag {...icon} />}
            onAction={() => setReporting(true)}
          >
            {t("forms.post_card.menu.report")}
          </DropdownMenuItem>
        );
      case "open":
        return (
          <DropdownMenuItem key={action} icon={<ExternalLink {...icon} />} href={post.url}>
            {t("forms.post_card.menu.open")}
          </DropdownMenuItem>
        );
    }
  };

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t("forms.post_card.menu.label")}
            icon={<MoreHorizontal aria-hidden size={18} />}
          />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" onClick={routeClicks}>
          {actions.map(item)}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialogsUsed ? (
        <Suspense fallback={null}>
          <PostMenuDialogs
            post={post}
            viewer={viewer}
            viewerHasName={viewerHasName}
            confirming={confirming}
            reporting={reporting}
            onConfirmingChange={setConfirming}
            onReportingChange={setReporting}
            onDelete={() =>
              remove.mutate(post.slug, {
                onError: () => onStatus(t("forms.post_card.delete_failed")),
              })
            }
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** True from the first time `open` is true. */
function useDialogsUsed(open: boolean) {
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used || open;
}
