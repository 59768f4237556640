// Who a withdrawal is paid to, the same for a new request and for the owner's edit of one: the
// campaign's approved bank account (a personal withdrawal), or a provider saved by its IBAN with
// its bank details and currency (a service withdrawal).
import type { Tx } from "../db/database";
import type { ProviderValue } from "../db/tables/withdrawals";
import type { FieldErrors } from "../lib/errors";
import type { ParsedWithdrawal, ProviderPayload } from "./withdraw-rules";

export interface Receiver {
  /** The name the money goes to: the account's holder or the provider's. */
  name: string;
  bankAccountId: number | null;
  provider: ProviderValue | null;
}

/**
 * Checks the receiver of `parsed` for campaign `campaignId`, adding its errors to `fields`, and,
 * when `fields` holds no error at all, saves the provider (one row per IBAN, updated to the
 * latest details). Nothing is saved for a request that will be refused.
 */
export async function resolveReceiver(
  trx: Tx,
  campaignId: number,
  parsed: ParsedWithdrawal,
  fields: FieldErrors,
): Promise<Receiver> {
  if (parsed.kind === "personal") {
    const account = await trx
      .selectFrom("bank_accounts")
      .select(["id", "state", "holder_name"])
      .where("id", "=", parsed.payload.bank_account)
      .where("campaign_id", "=", campaignId)
      .where("deleted", "=", false)
      .executeTakeFirst();
    if (account?.state !== "APPROVED")
      fields.bank_account = "withdraw.validator.bank_account_not_approved";
    return { name: account?.holder_name ?? "", bankAccountId: account?.id ?? null, provider: null };
  }
  const p = parsed.payload.provider;
  const currency = await trx
    .selectFrom("currencies")
    .select("id")
    .where("id", "=", p.currency)
    .executeTakeFirst();
  if (!currency) fields["provider.currency"] = "withdraw.validator.currency";
  const provider = Object.keys(fields).length ? null : await saveProvider(trx, p);
  return { name: p.holder_name, bankAccountId: null, provider };
}

/** Inserts the provider, or updates the one with its IBAN; answers what the withdrawal keeps. */
async function saveProvider(trx: Tx, p: ProviderPayload["provider"]): Promise<ProviderValue> {
  const details = {
    bic: p.bic,
    bank: p.bank,
    country: p.country,
    holder_name: p.holder_name,
    currency_id: p.currency,
  };
  const saved = await trx
    .insertInto("providers")
    .values({ iban: p.iban, ...details })
    .onConflict((oc) => oc.column("iban").doUpdateSet(details))
    .returning("id")
    .executeTakeFirstOrThrow();
  return { iban: p.iban, ...details, provider_id: saved.id };
}
