import type { ColumnType, Generated } from "kysely";
import type { Def, Json, Timestamp } from "./columns";

// Campaigns, their images, daily statistics and followers.

export interface BeneficentValue {
  name: string;
  business_name: string | null;
  other: {
    name: string;
    other_type: "campaign" | "person";
    relation?: string | null;
    receiver?: string | null;
    receiver_type?: "individual" | "business" | null;
    target_campaign_id?: number | null;
  } | null;
}

export interface DocumentRef {
  id: number;
  type: string;
}

export interface CampaignsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  short_url: string | null;
  content: Def<string>;
  total_amount: number;
  currency_id: number;
  payout_currency_id: number;
  created_by: number;
  created_at: Timestamp;
  type: "medical" | "other";
  category_id: number | null;
  disease_id: number | null;
  beneficent_type: Def<string>;
  beneficent: Json<BeneficentValue | null>;
  video: string | null;
  documents: Json<DocumentRef[]>;
  in_favour_of: number | null;
  deleted: Def<boolean>;
  active: Def<boolean>;
  verified: Def<boolean>;
  urgent: Def<boolean>;
  finished: Def<boolean>;
  successful: Def<boolean>;
  trust_club: Def<boolean>;
  attention_required: Def<boolean>;
  can_withdraw: Def<boolean>;
  share_count: Def<number>;
  visits: Def<number>;
}

/** A campaign's visits, unique visitors and shares on one UTC day (0014). */
export interface CampaignDailyStatsTable {
  campaign_id: number;
  /** "YYYY-MM-DD" (UTC). */
  day: ColumnType<string, string, string>;
  visits: Def<number>;
  unique_visits: Def<number>;
  shares: Def<number>;
}

/** Today's (and yesterday's) visitors of a campaign, as day-salted HMACs (0014). */
export interface CampaignDailyVisitorsTable {
  campaign_id: number;
  day: ColumnType<string, string, string>;
  visitor: string;
}

export interface CampaignImagesTable {
  campaign_id: number;
  media_id: number;
  main: Def<boolean>;
  position: Def<number>;
}

export interface FollowsTable {
  user_id: number;
  campaign_id: number;
  created_at: Timestamp;
}
