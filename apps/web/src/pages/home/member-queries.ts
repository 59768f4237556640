// The queries of a member's home, apart from its components so the route's loader can start them
// without loading the feed's code (HomePage loads MemberHome only for a member).
import { campaignQueries, FEED_PAGE_SIZE, postQueries } from "@causeway/api-client";

/** The feed's shortcuts: up to 20 of the member's campaigns (001 §9: feed shortcuts 20). */
export const FEED_SHORTCUTS = 20;

/** A page of the feed, 8 posts from `offset`. */
export const feedPageQuery = (offset: number) =>
  postQueries.feed({ offset, limit: FEED_PAGE_SIZE });

/** The member's campaigns, the same query (and cache entry) as the header's menu of 20. */
export const ownCampaignsQuery = (userId: number) =>
  campaignQueries.list({ created_by: userId, limit: FEED_SHORTCUTS, offset: 0 });
