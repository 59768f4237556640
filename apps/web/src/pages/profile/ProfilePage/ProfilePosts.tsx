import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState } from "@causeway/ui";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { PostList, PostListSkeleton } from "../../post/PostList";
import { PROFILE_PAGE_SIZE, userPostsPageQuery } from "../profile-queries";

/** A member's posts (GET /api/v2/user/{id}/posts; anonymous ones only to themself), 8 at a time. */
export function ProfilePosts({
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
    pageQuery: userPostsPageQuery(userId),
    size: PROFILE_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === PROFILE_PAGE_SIZE,
  });
  if (list.isPending) return <PostListSkeleton count={2} />;
  if (list.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t("web.profile.posts_error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  const posts = list.pages.flat();
  if (posts.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={isOwn ? t("web.profile.posts_none_own") : t("web.profile.posts_none", { name })}
      />
    );
  return (
    <div className="cw:flex cw:max-w-3xl cw:flex-col cw:gap-4">
      <PostList posts={posts} headingLevel={3} />
      <PagedFooter
        list={list}
        moreLabel={t("web.profile.posts_more")}
        errorTitle={t("web.profile.posts_error")}
      />
    </div>
  );
}
