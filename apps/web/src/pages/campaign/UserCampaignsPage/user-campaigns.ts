import { campaignQueries } from "@causeway/api-client";
import { CAMPAIGN_PAGE_SIZE } from "../campaign-list-size";

/** One page of a user's campaigns, newest first (every state: the list is theirs). */
export const userCampaignsPageQuery = (userId: number) => (offset: number) =>
  campaignQueries.list({ created_by: userId, offset, limit: CAMPAIGN_PAGE_SIZE });

/** The id of /campaign/user/:userId, or null when the segment is not one. */
export function userIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
