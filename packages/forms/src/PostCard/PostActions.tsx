"use client";
import { type Post, postMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  canGiveKarma,
  type PostViewer,
  type ShareMethod,
  sharedPostUrl,
  shareTarget,
  toggledKarma,
} from "@causeway/rules";
import { Link, NativeButton } from "@causeway/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bookmark, Heart, MessageCircle, Share2 } from "lucide-react";
import { lazy } from "react";
import { DeferredMenu } from "./DeferredMenu";
import { patchCachedPost } from "./post-cache";

const loadShareMenu = () => import("./ShareMenu");
const ShareMenu = lazy(() => loadShareMenu().then((module) => ({ default: module.ShareMenu })));

export type MemberAction = "karma" | "bookmark" | "comment";

/** A status that confirms what the user did (a toast where there is a region). */
export type StatusTone = "success";

export interface PostActionsProps {
  post: Post;
  viewer: PostViewer;
  /** The post changed here (karma, bookmark): the card keeps it. */
  onChange: (patch: Partial<Post>) => void;
  /**
   * Something to tell the user (a failure, a copied link), read out politely; a success (the card
   * then toasts it where the host mounts a toast region) says so.
   */
  onStatus: (message: string, tone?: StatusTone) => void;
  onRequireLogin?: (action: MemberAction) => void;
  /** Where the comments are: a link on a feed card, nothing on the post's own page. */
  commentsHref?: string | null;
  onShare?: (method: ShareMethod) => void;
  /** The last thing to tell the user, in the row's polite live region (a new id redraws it). */
  status?: { text: string; id: number };
}

const icon = { "aria-hidden": true, className: "cw:size-4" } as const;

/**
 * The post's actions (000 §4, 001 §4): karma, applied on screen first and reverted if the call
 * fails (never on one's own post, where it is a count); the comments; the bookmark, marked only
 * when the server answers that it was added; sharing with the utm_* parameters of 001 §7.
 * A guest's karma or bookmark asks the host to prompt for registration.
 */
export function PostActions({
  post,
  viewer,
  onChange,
  onStatus,
  onRequireLogin,
  commentsHref,
  onShare,
  status,
}: PostActionsProps) {
  const { t, locale } = useTranslator();
  const client = useQueryClient();
  const karma = useMutation(postMutations.karma());
  const bookmark = useMutation(postMutations.toggleBookmark());
  const count = new Intl.NumberFormat(locale).format(post.karma);

  const pressKarma = () => {
    if (viewer === null) return onRequireLogin?.("karma");
    if (karma.isPending) return;
    const before = { karma: post.karma, is_karmed: post.is_karmed };
    const after = toggledKarma(before);
    onChange(after);
    karma.mutate(
      { slug: post.slug, give: after.is_karmed },
      {
        onSuccess: (state) => {
          onChange(state);
          patchCachedPost(client, post.id, state);
        },
        onError: () => {
          onChange(before);
          onStatus(t("forms.post_card.karma_failed"));
        },
      },
    );
  };

  const pressBookmark = () => {
    if (viewer === null) return onRequireLogin?.("bookmark");
    if (bookmark.isPending) return;
    bookmark.mutate(post.slug, {
      onSuccess: ({ added }) => {
        onChange({ is_bookmarked: added });
        patchCachedPost(client, post.id, { is_bookmarked: added });
        onStatus(t(added ? "forms.post_card.saved" : "forms.post_card.unsaved"), "success");
      },
      onError: () => onStatus(t("forms.post_card.save_failed")),
    });
  };

  const share = async (method: ShareMethod) => {
    onShare?.(method);
    const origin = window.location.origin;
    if (method !== "copy") {
      window.open(shareTarget(origin, post.url, method), "_blank", "noopener,noreferrer");
      return;
    }
    try {
      await navigator.clipboard.writeText(sharedPostUrl(origin, post.url, "copy"));
      onStatus(t("forms.post_card.copied"), "success");
    } catch {
      onStatus(t("forms.post_card.copy_failed"));
    }
  };

  return (
    <div
      data-slot="post-actions"
      className="cw:flex cw:flex-wrap cw:items-center cw:gap-1 cw:text-sm"
    >
      {canGiveKarma(post, viewer) || viewer === null ? (
        <NativeButton
          variant="ghost"
          size="sm"
          aria-pressed={post.is_karmed}
          aria-label={t("forms.post_card.karma_button", { count: post.karma })}
          icon={
            <Heart
              aria-hidden
              className={post.is_karmed ? "cw:size-4 cw:fill-danger cw:text-danger" : "cw:size-4"}
            />
          }
          onPress={pressKarma}
        >
          {count}
        </NativeButton>
      ) : (
        <span
          data-slot="post-karma"
          className="cw:inline-flex cw:h-8 cw:items-center cw:gap-2 cw:px-3 cw:text-fg-muted"
          title={t("post.karma.own_post")}
        >
          <Heart {...icon} />
          {t("forms.post_card.karma_count", { count: post.karma })}
        </span>
      )}
      {commentsHref ? (
        <Link
          href={commentsHref}
          variant="plain"
          className="cw:inline-flex cw:h-8 cw:items-center cw:gap-2 cw:rounded-md cw:px-3 cw:text-fg cw:no-underline cw:data-[hovered]:bg-surface-sunken"
        >
          <MessageCircle {...icon} />
          {t("forms.post_card.comments", { count: post.comments })}
        </Link>
      ) : null}
      <NativeButton
        variant="ghost"
        size="sm"
        aria-pressed={post.is_bookmarked}
        isDisabled={bookmark.isPending}
        icon={
          <Bookmark
            aria-hidden
            className={
              post.is_bookmarked ? "cw:size-4 cw:fill-primary cw:text-primary" : "cw:size-4"
            }
          />
        }
        onPress={pressBookmark}
      >
        {/* Says what it is, saved or not (it said "Save" on a saved post); pressed says it too. */}
        {t(post.is_bookmarked ? "forms.post_card.saved_button" : "forms.post_card.save_button")}
      </NativeButton>
      <DeferredMenu
        load={loadShareMenu}
        trigger={(handlers) => (
          <NativeButton
            variant="ghost"
            size="sm"
            aria-haspopup="menu"
            aria-expanded={false}
            icon={<Share2 {...icon} />}
            {...handlers}
          >
            {t("forms.post_card.share")}
          </NativeButton>
        )}
      >
        <ShareMenu defaultOpen onShare={(method) => void share(method)} />
      </DeferredMenu>
      <span role="status" className="cw:ms-auto cw:text-fg-muted cw:text-xs">
        {status?.text ? <span key={status.id}>{status.text}</span> : null}
      </span>
    </div>
  );
}
