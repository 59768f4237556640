import type { Generated } from "kysely";
import type { DocumentRef } from "./campaigns";
import type { Def, Json, Timestamp } from "./columns";

// Withdrawals, their notes, and the bank accounts and providers they are paid to.

export interface ProvidersTable {
  id: Generated<number>;
  iban: string;
  bic: string;
  bank: string;
  country: string;
  holder_name: string;
  currency_id: number;
}

export type BankAccountState = "PENDING" | "APPROVED" | "REFUSED" | "WAITING";

export interface BankAccountsTable {
  id: Generated<number>;
  campaign_id: number;
  state: BankAccountState;
  deleted: Def<boolean>;
  iban: string;
  holder_name: string;
  bic: string;
  bank: string;
  country: string;
  currency_id: number;
  documents: Json<DocumentRef[]>;
  /** The staff note of the last decision. */
  note: Def<string | null>;
  created_at: Timestamp;
}

export type WithdrawState = "PAYED" | "REFUSED" | "PENDING" | "WAITING_DOCUMENTS";
export type WithdrawKind = "service" | "personal" | "transfer";

export interface ProviderValue {
  iban: string;
  bic: string;
  bank: string;
  country: string;
  holder_name: string;
  currency_id: number;
  provider_id: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  campaign_id: number;
  kind: WithdrawKind;
  amount: number;
  tax: number;
  total: number;
  currency_id: number;
  state: WithdrawState;
  reasons: Def<number[]>;
  receiver_name: string | null;
  clinic_name: string | null;
  hospital_name: string | null;
  comment: Def<string>;
  invoices: Json<DocumentRef[]>;
  invoice_not_available: Def<boolean>;
  reference: string | null;
  provider: Json<ProviderValue | null>;
  bank_account_id: number | null;
  transfer_to_campaign_id: number | null;
  transfer_donation_id: number | null;
  motivational_message: string | null;
  created_by: number;
  created_at: Timestamp;
}

export interface WithdrawNotesTable {
  id: Generated<number>;
  withdraw_id: number;
  text: string;
  state: Def<"OPEN" | "FOR_REVIEW" | "COMPLETED">;
  author_id: number;
  created_at: Timestamp;
}
