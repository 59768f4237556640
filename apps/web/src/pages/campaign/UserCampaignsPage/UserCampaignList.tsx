import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, EmptyState, ErrorState, Link } from "@causeway/ui";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { CampaignGrid, CampaignGridSkeleton } from "../CampaignGrid";
import { CAMPAIGN_PAGE_SIZE } from "../campaign-list-size";
import { userCampaignsPageQuery } from "./user-campaigns";

/**
 * A user's campaigns (000 §2 /campaign/user/{userId}, and the profile's campaigns tab): 8 cards
 * at a time with their count and "show more"; none yet says so, and invites their owner to start one.
 * `headingLevel` is that of the cards' names and of the empty or failed state's title.
 */
export function UserCampaignList({
  userId,
  name,
  isOwn,
  headingLevel = 2,
}: {
  userId: number;
  name: string;
  isOwn: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: userCampaignsPageQuery(userId),
    size: CAMPAIGN_PAGE_SIZE,
    hasMore: (pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.campaigns.length, 0);
      return loaded < (pages[pages.length - 1]?.total ?? 0);
    },
  });
  if (list.isPending) return <CampaignGridSkeleton count={4} />;
  if (list.isError)
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={t("web.user_campaigns.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  const campaigns = list.pages.flatMap((page) => page.campaigns);
  const total = Math.max(list.pages[0]?.total ?? 0, campaigns.length);
  if (campaigns.length === 0)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={isOwn ? t("web.user_campaigns.empty_own") : t("web.user_campaigns.empty", { name })}
        description={isOwn ? t("web.user_campaigns.empty_own_hint") : undefined}
        action={
          isOwn ? (
            <Link
              href="/campaign/create"
              variant="plain"
              className={`${buttonVariants({ variant: "primary" })} cw:no-underline`}
            >
              {t("web.user_campaigns.start")}
            </Link>
          ) : undefined
        }
      />
    );
  return (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <p role="status" className="cw:text-fg-muted cw:text-sm">
        {t("web.campaign.list.count", { count: total })}
      </p>
      <CampaignGrid campaigns={campaigns} headingLevel={headingLevel} />
      <PagedFooter
        list={list}
        moreLabel={t("web.campaign.list.more")}
        errorTitle={t("web.user_campaigns.error")}
      />
    </div>
  );
}
