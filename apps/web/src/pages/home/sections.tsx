import { campaignQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState, Link, Skeleton, VisuallyHidden } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CampaignGrid, CampaignGridSkeleton } from "../campaign/CampaignGrid";
import { categoryName } from "../campaign/CategoryPage/category-name";
import { HomeSection } from "./HomeSection";
import { ArrowRightIcon } from "./icons";

/** Featured campaigns (001: offset 0, limit 4, successful 0, verified 1). */
export function FeaturedCampaigns() {
  const { t } = useTranslator();
  const featured = useQuery(campaignQueries.featured());
  let body: ReactNode;
  if (featured.isPending) body = <CampaignGridSkeleton count={4} />;
  else if (featured.isError)
    body = (
      <ErrorState
        headingLevel={3}
        title={t("web.home.featured.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={() => void featured.refetch()}
      />
    );
  else if (featured.data.campaigns.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t("web.home.featured.empty")}
        description={t("web.home.featured.empty_description")}
      />
    );
  else body = <CampaignGrid campaigns={featured.data.campaigns} />;
  return (
    <HomeSection
      title={t("web.home.featured.title")}
      action={
        <Link href="/campaign" variant="standalone">
          {t("web.home.featured.all")}
          <ArrowRightIcon className="cw:size-4" />
        </Link>
      }
    >
      {body}
    </HomeSection>
  );
}

/** Categories, each a link to /campaign/categories/{slug}; a failure leaves the list empty (001 §8). */
export function CategoryLinks() {
  const translator = useTranslator();
  const { t } = translator;
  const categories = useQuery(campaignQueries.categories());
  const list = (categories.data ?? []).filter(
    (category) => category.type === "category" && category.status === "active",
  );
  if (!categories.isPending && list.length === 0) return null;
  return (
    <HomeSection
      title={t("web.home.categories.title")}
      action={
        <Link href="/campaign/categories" variant="standalone">
          {t("web.home.categories.all")}
          <ArrowRightIcon className="cw:size-4" />
        </Link>
      }
    >
      {categories.isPending ? (
        <div aria-busy="true" className="cw:flex cw:flex-wrap cw:gap-2">
          <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
          {["a", "b", "c", "d", "e"].map((key) => (
            <Skeleton key={key} width={140} height={40} radius="full" />
          ))}
        </div>
      ) : (
        <ul className="cw:flex cw:flex-wrap cw:gap-2">
          {list.map((category) => (
            <li key={category.id}>
              <Link
                href={`/campaign/categories/${encodeURIComponent(category.slug)}`}
                variant="plain"
                className="cw:inline-flex cw:items-center cw:gap-2 cw:rounded-full cw:border cw:border-border cw:bg-surface-raised cw:px-4 cw:py-2 cw:text-fg cw:no-underline cw:data-[hovered]:border-primary cw:data-[hovered]:text-primary"
              >
                <span className="cw:font-medium">{categoryName(category, translator)}</span>
                {category.campaigns !== undefined ? (
                  <span className="cw:text-sm cw:text-fg-muted">
                    {t("web.home.categories.count", { count: category.campaigns })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
