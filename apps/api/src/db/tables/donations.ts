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
  payment_status: "PROCESSING" | "PROCESSED" | "FAILED" | "CANCELLED";
  payment_id: string;
  payment_method: string;
  amount: number;
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
  created_at: Timestamp;
  updated_at: Timestamp;
}
