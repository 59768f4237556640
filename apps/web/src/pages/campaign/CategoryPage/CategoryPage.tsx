import { campaignQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState, Link, Skeleton, VisuallyHidden } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { CampaignGrid, CampaignGridSkeleton } from "../CampaignGrid";
import { categoryName } from "./category-name";

/** Trending campaigns of a category or disease come 10 a page (001 §9: trending 10). */
export const TRENDING_PAGE_SIZE = 10;

/** One page of a category's or a disease's trending campaigns, at `offset`. */
export const trendingPageQuery = (kind: "category" | "disease", slug: string) => (offset: number) =>
  campaignQueries.trendingByCategory({
    ...(kind === "category" ? { category: slug } : { disease_slug: slug }),
    offset,
    limit: TRENDING_PAGE_SIZE,
  });

/**
 * /campaign/categories/:category and /campaign/diseases/:disease (000 §2): the trending campaigns
 * of one category or disease, 10 a page with load more; an unknown slug is the not-found page.
 */
export function CategoryPage({ kind }: { kind: "category" | "disease" }) {
  const translator = useTranslator();
  const { t } = translator;
  const params = useParams();
  const slug = (kind === "category" ? params.category : params.disease) ?? "";
  const categories = useQuery(campaignQueries.categories());
  const category = categories.data?.find((item) => item.slug === slug && item.type === kind);
  if (categories.isSuccess && !category) return <NotFoundPage />;
  return (
    <div className="cw:flex cw:flex-col cw:gap-6 cw:pb-8">
      <Link href="/campaign/categories" className="cw:self-start cw:text-sm">
        {t("web.campaign.categories.all")}
      </Link>
      {category ? (
        <h1 className="cw:text-3xl cw:font-bold">{categoryName(category, translator)}</h1>
      ) : categories.isError ? (
        <h1 className="cw:text-3xl cw:font-bold">{t("web.campaign.list.title")}</h1>
      ) : (
        <div aria-busy="true">
          <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
          <Skeleton height={36} width="40%" />
        </div>
      )}
      <TrendingCampaigns kind={kind} slug={slug} />
    </div>
  );
}

function TrendingCampaigns({ kind, slug }: { kind: "category" | "disease"; slug: string }) {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: trendingPageQuery(kind, slug),
    size: TRENDING_PAGE_SIZE,
    hasMore: (pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.campaigns.length, 0);
      return loaded < (pages[pages.length - 1]?.total ?? 0);
    },
  });
  if (list.isPending) return <CampaignGridSkeleton count={4} />;
  if (list.isError)
    return (
      <ErrorState
        title={t("web.campaign.list.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  const campaigns = list.pages.flatMap((page) => page.campaigns);
  if (campaigns.length === 0)
    return (
      <EmptyState
        title={t("web.campaign.categories.empty")}
        description={t("web.campaign.list.empty_hint")}
        action={<Link href="/campaign/create">{t("web.home.start")}</Link>}
      />
    );
  return (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <CampaignGrid campaigns={campaigns} headingLevel={2} />
      <PagedFooter
        list={list}
        moreLabel={t("web.campaign.list.more")}
        errorTitle={t("web.campaign.list.error")}
      />
    </div>
  );
}
