// Campaigns for the transfer-target stories: the contract's example, varied so that only some are
// eligible (active, verified, not successful, same currency, not the current one).
import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";

const base = mockExample("fetchCampaign").response as Campaign;
const EUR = { id: 1, abbreviation: "EUR", name: "Euro" };
const BGN = { id: 2, abbreviation: "BGN", name: "Bulgarian lev" };

const make = (id: number, name: string, patch: Partial<Campaign> = {}): Campaign => ({
  ...base,
  id,
  name,
  url: name.toLowerCase().replace(/\s+/g, "-"),
  currency: EUR,
  active: true,
  verified: true,
  successful: false,
  ...patch,
});

/** The campaign the money leaves. */
export const CURRENT = { id: 1042, currency: EUR } as const;

export const CANDIDATES: Campaign[] = [
  make(1042, "Help Maria walk again"),
  make(2001, "Help Ivan see again"),
  make(2002, "Hearing aids for Elena", { verified: false }),
  make(2003, "A wheelchair for Petar", { successful: true }),
  make(2004, "Heart surgery for Niko", { currency: BGN }),
  make(2005, "Help the Vita rehabilitation centre", { active: false }),
  make(2006, "Help Ana walk to school"),
];

/** What the search lists for them: the two eligible ones. */
export const ELIGIBLE_NAMES = ["Help Ivan see again", "Help Ana walk to school"];

export const campaignsAnswer = (campaigns: Campaign[] = CANDIDATES) => ({
  response: { campaigns, total: campaigns.length },
});
