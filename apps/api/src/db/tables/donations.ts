import type { Generated } from "kysely";
import type { Def, Timestamp } from "./columns";

// Donations and their payments.

export interface DonationsTable {
  id: Generated<number>;
  campaign_id: number;
  donor_user_id: number | null;
  donator_type: "USER" | "OTHER" | "CAMPAIGN" | "ORGANIZATION";
  donator_name: string | null;
  email: string | null;
  campaign_from_id: number | null;
  is_anon: Def<boolean>;
  payment_status: "PROCESSING" | "PROCESSED" | "FAILED" | "CANCELLED" | "REFUNDED";
  payment_id: string;
  payment_method: string;
  /** What still counts for the campaign, in its currency (less what was refunded; migration 0023). */
  amount: number;
  /** What is left of the tip, in the campaign's currency. */
  tip: Def<number>;
  currency_id: number;
  initiated_amount: number;
  initiated_tip: Def<number>;
  initiated_currency_id: number;
  thank_you: Def<boolean>;
  /** Where the provider's page sends the donor back (null before migration 0008). */
  return_url: string | null;
  /** Migration 0019: the language the donor used (the checkout's ?lang=), for the receipt. */
  language: Def<string | null>;
  /** Migration 0023: given back to the donor, in the donor's currency (initiated_currency_id). */
  refunded: Def<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0023: a donation's refund, from staff or from the provider's dashboard. */
export interface DonationRefundsTable {
  id: Generated<number>;
  donation_id: number;
  /** In the donor's currency. */
  amount: number;
  /** Taken from the donation's count, in the campaign's currency. */
  campaign_amount: number;
  /** Taken from the tip, in the campaign's currency. */
  campaign_tip: number;
  reason: string;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  provider_refund_id: string | null;
  /** Why the provider refused it. */
  failure: string | null;
  /** Staff's Idempotency-Key. */
  request_key: Def<string | null>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
