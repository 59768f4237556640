import type { Campaign } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState } from "@causeway/ui";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { PostList, PostListSkeleton } from "../../post/PostList";
import { CAMPAIGN_PAGE_SIZE, campaignPostsPageQuery } from "./campaign-sections";

/**
 * The campaign's updates (GET /campaign/{id}/posts), 8 at a time with "more" while a page comes
 * back full (000 §4), each a PostCard with karma, save, share and its menu by role.
 */
export function CampaignUpdates({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: campaignPostsPageQuery(campaign.id),
    size: CAMPAIGN_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === CAMPAIGN_PAGE_SIZE,
  });
  if (list.isPending) return <PostListSkeleton count={2} />;
  if (list.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t("web.campaign.updates.error")}
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
        title={t("web.campaign.updates.empty")}
        description={t("web.campaign.updates.empty_hint", { name: campaign.created_by.name })}
      />
    );
  return (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <PostList posts={posts} headingLevel={3} />
      <PagedFooter
        list={list}
        moreLabel={t("web.campaign.updates.more")}
        errorTitle={t("web.campaign.updates.error")}
      />
    </div>
  );
}
