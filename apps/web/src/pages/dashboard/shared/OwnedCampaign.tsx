import { type Campaign, campaignQueries, isApiError } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { NotFoundPage } from "../../errors/NotFoundPage";

export interface OwnedCampaignProps {
  /** The page, given the campaign once it is known to belong to the signed-in member. */
  children: (campaign: Campaign) => ReactNode;
}

/**
 * Loads the campaign of the `:campaign` path segment and lets only its owner (the creator, 000 §6)
 * through: anyone else, a guest included, is sent to the campaign page (000 §2) once the signed-in
 * user (if there is a token) is known. An unknown campaign is the 404 page.
 */
export function OwnedCampaign({ children }: OwnedCampaignProps) {
  const { t } = useTranslator();
  const { campaign: slug = "" } = useParams();
  const { user, loading } = useSession();
  const query = useQuery(campaignQueries.detail(slug));

  if (query.isPending || loading) {
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4 cw:py-6">
        <span className="cw:sr-only" role="status">
          {t("web.dashboard.loading")}
        </span>
        <Skeleton width="50%" height="2.25rem" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" height="8rem" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.dashboard.load_failed")}
        onReload={() => void query.refetch()}
        size="lg"
      />
    );
  }
  const campaign = query.data;
  if (!user || campaign.created_by.id !== user.id) {
    return <Navigate replace to={`/campaign/${campaign.url}`} />;
  }
  return <>{children(campaign)}</>;
}
