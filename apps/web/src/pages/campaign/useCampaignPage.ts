import { ApiError, type Campaign, campaignQueries } from "@causeway/api-client";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useSession } from "../../app/session/SessionProvider";

/** The campaign of a /campaign/:campaign/... page; a 404 is an answer, not something to retry. */
export const campaignPageQuery = (slug: string) => ({
  ...campaignQueries.detail(slug),
  retry: false,
});

export type CampaignPageState =
  | { status: "loading" }
  | { status: "not-found" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; campaign: Campaign; isOwner: boolean; isGuest: boolean };

/**
 * The campaign of a /campaign/:campaign/... page and who is looking: a 404 is the not-found page,
 * and the owner (the session user is the campaign's created_by) is known before anything shows,
 * so an owner is redirected without a flash of the public page.
 */
export function useCampaignPage(): CampaignPageState {
  const slug = useParams().campaign ?? "";
  const session = useSession();
  const campaign = useQuery(campaignPageQuery(slug));
  if (campaign.isPending || session.loading) return { status: "loading" };
  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404)
      return { status: "not-found" };
    return { status: "error", retry: () => void campaign.refetch() };
  }
  const data = campaign.data;
  if (data.deleted) return { status: "not-found" };
  return {
    status: "ready",
    campaign: data,
    isOwner: session.user !== null && session.user.id === data.created_by.id,
    isGuest: session.token === null,
  };
}
