import type { Campaign } from "@causeway/api-client";
import { CampaignCard } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Skeleton, VisuallyHidden } from "@causeway/ui";

const grid = "cw:grid cw:gap-4 cw:sm:grid-cols-2 cw:lg:grid-cols-4";

/** Campaign cards in a responsive grid, each name a heading of `headingLevel`. */
export function CampaignGrid({
  campaigns,
  headingLevel = 3,
}: {
  campaigns: readonly Campaign[];
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ul className={grid}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="cw:flex">
          <CampaignCard campaign={campaign} headingLevel={headingLevel} className="cw:w-full" />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders the size of campaign cards while they load, announced once as busy. */
export function CampaignGridSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" data-slot="campaign-grid-skeleton">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      <div className={grid}>
        {Array.from({ length: count }, (_, index) => `skeleton-${index}`).map((key) => (
          <div
            key={key}
            className="cw:flex cw:flex-col cw:overflow-hidden cw:rounded-lg cw:border cw:border-border"
          >
            <Skeleton shape="media" radius="none" />
            <div className="cw:flex cw:flex-col cw:gap-3 cw:p-4">
              <Skeleton width="70%" />
              <Skeleton height={6} />
              <Skeleton lines={2} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
