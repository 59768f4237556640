import type { Campaign } from "@causeway/api-client";
import { CampaignCard } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Link } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { inFavourQuery } from "./campaign-sections";
import { SectionSkeleton } from "./SectionSkeleton";

/**
 * The campaigns raising money for this one (GET /campaign/{id}/campaigns-in-favour; their
 * withdrawals go here), and, while it takes donations, the way to start another
 * (/campaign/create-in-favour?campaign=, 000 §2).
 */
export function CampaignsInFavour({
  campaign,
  canDonate,
}: {
  campaign: Campaign;
  canDonate: boolean;
}) {
  const { t } = useTranslator();
  const list = useQuery(inFavourQuery(campaign.id));
  const start = canDonate ? (
    <Link
      variant="standalone"
      href={`/campaign/create-in-favour?campaign=${encodeURIComponent(campaign.url)}`}
    >
      {t("web.campaign.in_favour.start")}
    </Link>
  ) : null;
  if (list.isPending) return <SectionSkeleton kind="cards" />;
  if (list.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t("web.campaign.in_favour.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={() => void list.refetch()}
      />
    );
  const campaigns = list.data.campaigns;
  return (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <p className="cw:text-sm cw:text-fg-muted">
        {campaigns.length === 0
          ? t("web.campaign.in_favour.none")
          : t("web.campaign.in_favour.intro", { count: campaigns.length })}
      </p>
      {campaigns.length > 0 ? (
        <ul className="cw:grid cw:gap-4 cw:sm:grid-cols-2">
          {campaigns.map((item) => (
            <li key={item.id} className="cw:flex">
              <CampaignCard campaign={item} headingLevel={3} className="cw:w-full" />
            </li>
          ))}
        </ul>
      ) : null}
      {start}
    </div>
  );
}
