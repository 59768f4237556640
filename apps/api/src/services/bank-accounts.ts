// A campaign's bank account (routes/bank-accounts.ts): read and changed by the campaign's owner or
// staff, submitted by the owner only (one live account a campaign; a refused or sent-back one is
// replaced), its documents the submitter's own uploads, decided by staff with a notification.
import type { BankAccountPayloadOutput } from "@causeway/rules";
import { isAdmin } from "../context";
import type { Q } from "../db/database";
import type { BankAccountRow, UserRow } from "../db/schema";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { ibanBank } from "../lib/iban";
import { campaignById } from "./campaigns";
import { claimDocuments } from "./document-media";
import { notify } from "./notify";

type Caller = Pick<UserRow, "id" | "roles">;
type Documents = BankAccountPayloadOutput["documents"];

function liveAccount(db: Q, id: number) {
  return db
    .selectFrom("bank_accounts")
    .selectAll()
    .where("id", "=", id)
    .where("deleted", "=", false)
    .executeTakeFirst();
}

/** The account and its campaign, if `user` owns the campaign or is staff (404, else 403). */
export async function ownedBankAccount(db: Q, user: Caller, id: number) {
  const account = await liveAccount(db, id);
  if (!account) throw notFound();
  const campaign = await campaignById(db, account.campaign_id);
  if (!campaign) throw notFound();
  if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
  return { account, campaign };
}

/** The campaign's live account, for its owner or staff (404 for no campaign, 403). */
export async function campaignBankAccount(db: Q, user: Caller, campaignId: number) {
  const campaign = await campaignById(db, campaignId);
  if (!campaign) throw notFound();
  if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
  return db
    .selectFrom("bank_accounts")
    .selectAll()
    .where("campaign_id", "=", campaignId)
    .where("deleted", "=", false)
    .executeTakeFirst();
}

/**
 * The media `ids` are all `userId`'s own uploads (claimDocuments), else a 400 on documents; they
 * are private from now on, pictures too.
 */
async function assertOwnDocuments(db: Q, userId: number, ids: number[]) {
  if (!(await claimDocuments(db, userId, ids)))
    throw badRequest({ documents: "bank_account.validator.documents" });
}

/**
 * A new account for the owner's campaign, PENDING, its owner notified: the IBAN's country the
 * one given, a known currency, the owner's own documents; refused while one is pending or
 * approved, a refused or waiting one deleted first (000 §4). The notification's emitter with it.
 */
export async function submitBankAccount(
  db: Q,
  user: Pick<UserRow, "id" | "name" | "username">,
  body: BankAccountPayloadOutput,
) {
  const campaign = await campaignById(db, body.campaign_id);
  if (!campaign) throw badRequest({ campaign_id: "validation.invalid" });
  if (campaign.created_by !== user.id) throw forbidden();
  const bank = ibanBank(body.iban);
  if (bank && bank.country !== body.country)
    throw badRequest({ "provider.country": "withdraw.validator.country_mismatch" });
  const currency = await db
    .selectFrom("currencies")
    .select("id")
    .where("id", "=", body.currency)
    .executeTakeFirst();
  if (!currency) throw badRequest({ currency: "withdraw.validator.currency" });
  await assertOwnDocuments(
    db,
    user.id,
    body.documents.map((d) => d.id),
  );
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom("campaigns")
      .select("id")
      .where("id", "=", campaign.id)
      .forUpdate()
      .execute();
    const existing = await trx
      .selectFrom("bank_accounts")
      .selectAll()
      .where("campaign_id", "=", campaign.id)
      .where("deleted", "=", false)
      .executeTakeFirst();
    if (existing && existing.state !== "REFUSED" && existing.state !== "WAITING")
      throw badRequest({ "provider.iban": "bank_account.validator.already_exists" });
    // A refused account's new verification deletes the old one first (000 §4); so does one
    // staff sent back to WAITING.
    if (existing)
      await trx
        .updateTable("bank_accounts")
        .set({ deleted: true })
        .where("id", "=", existing.id)
        .execute();
    // The holder the owner gave (the beneficiary's name as the bank writes it), else the beneficiary.
    const holder = body.holder_name || campaign.beneficent?.name || user.name || user.username;
    const row = await trx
      .insertInto("bank_accounts")
      .values({
        campaign_id: campaign.id,
        state: "PENDING",
        iban: body.iban,
        holder_name: holder,
        bic: body.bic,
        bank: body.bank,
        country: body.country,
        currency_id: body.currency,
        documents: JSON.stringify(body.documents),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const emit = await notify(trx, user.id, "BANK_ACCOUNT_PROCESSING", {
      campaign_name: campaign.name,
      slug: campaign.slug,
      bank_account_id: row.id,
      iban: row.iban,
    });
    return { created: row, emit };
  });
}

async function remove(db: Q, account: BankAccountRow) {
  await db
    .updateTable("bank_accounts")
    .set({ deleted: true })
    .where("id", "=", account.id)
    .execute();
}

/** An approved or refused account removed; a pending one is declined instead (403). */
export async function deleteBankAccount(db: Q, account: BankAccountRow) {
  if (account.state === "PENDING")
    throw forbidden("bank_account.validator.pending_decline_instead");
  await remove(db, account);
}

/** A pending account withdrawn (403 for any other). */
export async function declineBankAccount(db: Q, account: BankAccountRow) {
  if (account.state !== "PENDING") throw forbidden("bank_account.validator.only_pending");
  await remove(db, account);
}

/** A pending account's documents replaced by `userId`'s own uploads (400 for another state). */
export async function replaceBankDocuments(
  db: Q,
  userId: number,
  account: BankAccountRow,
  documents: Documents,
) {
  if (account.state !== "PENDING")
    throw badRequest({ state: "bank_account.validator.only_pending" });
  await assertOwnDocuments(db, userId, [...new Set(documents.map((d) => d.id))]);
  return db
    .updateTable("bank_accounts")
    .set({ documents: JSON.stringify(documents) })
    .where("id", "=", account.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Staff's decision on a live account, its campaign's owner notified; the emitter with it. */
export async function decideBankAccount(
  db: Q,
  id: number,
  body: { state: "APPROVED" | "REFUSED" | "WAITING"; note?: string | null },
) {
  const account = await liveAccount(db, id);
  if (!account) throw notFound();
  const campaign = await campaignById(db, account.campaign_id);
  if (!campaign) throw notFound();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("bank_accounts")
      .set({ state: body.state, note: body.note || null })
      .where("id", "=", account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const emit = await notify(
      trx,
      campaign.created_by,
      body.state === "APPROVED" ? "BANK_ACCOUNT_APPROVED" : "BANK_ACCOUNT_DECLINED",
      {
        campaign_name: campaign.name,
        slug: campaign.slug,
        bank_account_id: row.id,
        iban: row.iban,
        state: row.state,
        note: row.note,
      },
    );
    return { updated: row, emit };
  });
}
