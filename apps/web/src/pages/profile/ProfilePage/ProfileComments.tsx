import type { PostComment } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState, Link, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { PostListSkeleton } from "../../post/PostList";
import { postPath } from "../../post/post-queries";
import { commentPostQuery, PROFILE_PAGE_SIZE, userCommentsPageQuery } from "../profile-queries";

/**
 * A member's comments (GET /api/v2/user/{id}/comments), newest first, 8 at a time: each as plain
 * text (whatever it holds, nothing in it runs), when it was written and the post it was written on.
 */
export function ProfileComments({
  userId,
  name,
  isOwn,
}: {
  userId: number;
  name: string;
  isOwn: boolean;
}) {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: userCommentsPageQuery(userId),
    size: PROFILE_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === PROFILE_PAGE_SIZE,
  });
  if (list.isPending) return <PostListSkeleton count={2} />;
  if (list.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t("web.profile.comments_error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  const comments = list.pages.flat();
  if (comments.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={
          isOwn ? t("web.profile.comments_none_own") : t("web.profile.comments_none", { name })
        }
      />
    );
  return (
    <div className="cw:flex cw:max-w-3xl cw:flex-col cw:gap-4">
      <ul className="cw:flex cw:flex-col cw:gap-3">
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} />
          </li>
        ))}
      </ul>
      <PagedFooter
        list={list}
        moreLabel={t("web.profile.comments_more")}
        errorTitle={t("web.profile.comments_error")}
      />
    </div>
  );
}

function CommentItem({ comment }: { comment: PostComment }) {
  const { locale } = useTranslator();
  const date = new Date(comment.date_added * 1000);
  return (
    <article className="cw:flex cw:flex-col cw:gap-2 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-4">
      <p className="cw:text-fg-muted cw:text-sm">
        <CommentPost postId={comment.post_id} />
        {" · "}
        <time dateTime={date.toISOString()}>
          {new Intl.DateTimeFormat(locale, {
            dateStyle: "medium",
            timeStyle: "short",
            timeZone: "UTC",
          }).format(date)}
        </time>
      </p>
      <p className="cw:whitespace-pre-line cw:break-words">{comment.content}</p>
    </article>
  );
}

/** "On <the post>", linking to it; a post no longer there says so. */
function CommentPost({ postId }: { postId: number }) {
  const { t } = useTranslator();
  const post = useQuery(commentPostQuery(postId));
  if (post.isPending)
    return (
      <span className="cw:inline-block cw:w-40 cw:align-middle">
        <Skeleton />
      </span>
    );
  if (post.isError) return <span>{t("web.profile.comment_on_removed")}</span>;
  const title =
    post.data.title ||
    t("forms.post_card.untitled", { name: post.data.user?.name ?? t("forms.post_card.anonymous") });
  const href = postPath(post.data) ?? post.data.url;
  return (
    <span>
      {t("web.profile.comment_on")}{" "}
      <Link href={href} variant="inline">
        {title}
      </Link>
    </span>
  );
}
