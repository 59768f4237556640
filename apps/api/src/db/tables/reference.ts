import type { ColumnType, Generated } from "kysely";
import type { Def, Json } from "./columns";

// The reference tables: currencies and their rates, categories, withdrawal reasons, banks,
// report types (the seed and migrations write them; reference-data.ts caches them).

export interface CurrenciesTable {
  id: number;
  name: string;
  abbreviation: string;
  sign: string;
  min_value: number;
  popular: Def<boolean>;
  zero_based: Def<boolean>;
  active: Def<boolean>;
  is_default: Def<boolean>;
  stripe_fee: Def<number>;
  stripe_fee_percent: ColumnType<string, string | number | undefined, string | number>;
  payout_currency_id: number;
  rate_to_payout_micros: Def<number>;
  taxes: Json<{ type: string; value: number; paymentMethod: string }[]>;
  methods: Json<{ id: number; name: string }[]>;
}

/** A currency's rate to the euro from a day on (0012): euro cents per minor unit × 1e6. */
export interface CurrencyRatesTable {
  currency_id: number;
  valid_from: ColumnType<string, string, string>;
  eur_micros: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  type: "category" | "disease";
  status: Def<"active" | "inactive">;
}

export interface WithdrawReasonsTable {
  id: number;
  text: string;
}

export interface BankDirectoryTable {
  country: string;
  bank_code: string;
  bic: string;
  bank: string;
}

export interface ReportTypesTable {
  id: number;
  item_type: "post" | "campaign" | "user";
  name: string;
}
