/**
 * Campaigns per page of a campaign list (001: campaigns default 8): the list page, a member's
 * campaigns on their profile. A module of its own, so the profile reads it without loading the
 * list page's filters and sort select.
 */
export const CAMPAIGN_PAGE_SIZE = 8;
