// The queries of the campaign page's sections, apart from their components: the route's loader
// starts them (the server renders the sections with their data) without loading the sections'
// code, which comes lazily (CampaignPage.tsx).
import { type Campaign, campaignQueries, postQueries } from "@causeway/api-client";

/** Updates and donations come 8 to a page (001 §9: donations page 8 offset 0; default limit 8). */
export const CAMPAIGN_PAGE_SIZE = 8;

/** One page of the campaign's updates (GET /campaign/{id}/posts), newest first. */
export const campaignPostsPageQuery = (campaignId: number) => (offset: number) =>
  postQueries.campaign(campaignId, { offset, limit: CAMPAIGN_PAGE_SIZE });

/**
 * One page of the campaign's donations (GET /campaign/{id}/donations), newest first: the paid ones,
 * or with `all` (its owner's dashboard) the waiting transfers and refunded ones too.
 */
export const campaignDonationsPageQuery =
  (campaignId: number, states?: "all") => (offset: number) =>
    campaignQueries.donations(campaignId, {
      offset,
      limit: CAMPAIGN_PAGE_SIZE,
      ...(states ? { states } : {}),
    });

/** The campaigns raising money for this one (GET /campaign/{id}/campaigns-in-favour). */
export const inFavourQuery = (campaignId: number) => campaignQueries.inFavour(campaignId);

/** Whether donations are taken: verified and ACTIVE (not finished, not successful, not paused). */
export const takesDonations = (campaign: Campaign) =>
  campaign.verified && campaign.active && !campaign.finished && !campaign.successful;
