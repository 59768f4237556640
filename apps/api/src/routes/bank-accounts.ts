import { bankAccountPayloadSchema, normaliseBankAccountRequest } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../context";
import type { BankAccountRow } from "../db/schema";
import { type Ctx, jsonBody, ok, pathId, requireAdmin, requireAuth } from "../http/request";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { ibanBank } from "../lib/iban";
import { issuesToFields, parse, zId } from "../lib/validate";
import { campaignById } from "../services/campaigns";
import { notify } from "../services/notify";
import { presentBankAccount } from "../services/present";

// The payload is checked by the forms' schema after the builder's normalisation (IBAN compacted
// and upper-cased, BIC and country upper-cased: normaliseBankAccountRequest). Field keys follow the
// provider form: a failure is shown as the provider.iban error (000 §8).
const FIELD_KEYS: Record<string, string> = {
  iban: "provider.iban",
  bic: "provider.bic",
  country: "provider.country",
  bank: "provider.bank",
};

export function bankAccountRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  /** The account and its campaign, if the caller owns the campaign (or is an admin). */
  const owned = async (c: Ctx, id: number) => {
    const { user } = requireAuth(c);
    const account = await db
      .selectFrom("bank_accounts")
      .selectAll()
      .where("id", "=", id)
      .where("deleted", "=", false)
      .executeTakeFirst();
    if (!account) throw notFound();
    const campaign = await campaignById(db, account.campaign_id);
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
    return { account, campaign };
  };

  const remove = async (account: BankAccountRow) => {
    await db
      .updateTable("bank_accounts")
      .set({ deleted: true })
      .where("id", "=", account.id)
      .execute();
  };

  app.get("/api/v2/campaign/withdraw-bank-account", async (c) => {
    const { user } = requireAuth(c);
    const campaignId = parse(z.object({ campaign_id: zId }), c.req.query()).campaign_id;
    const campaign = await campaignById(db, campaignId);
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
    const account = await db
      .selectFrom("bank_accounts")
      .selectAll()
      .where("campaign_id", "=", campaignId)
      .where("deleted", "=", false)
      .executeTakeFirst();
    // 404 means none yet: the client then shows an empty account in state WAITING.
    if (!account) throw notFound();
    return c.json({ response: await presentBankAccount(db, account) });
  });

  app.post("/api/v2/campaign/withdraw-bank-account", async (c) => {
    const { user } = requireAuth(c);
    const raw = await jsonBody(c);
    const result = z.safeParse(bankAccountPayloadSchema, normaliseBankAccountRequest(raw));
    if (!result.success) {
      const fields = issuesToFields(result.error.issues);
      throw badRequest(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [FIELD_KEYS[k] ?? k, v])),
      );
    }
    const body = result.data;
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
    const media = await db
      .selectFrom("media")
      .select(["id", "owner_id"])
      .where(
        "id",
        "in",
        body.documents.map((d) => d.id),
      )
      .execute();
    if (
      media.filter((m) => m.owner_id === user.id || m.owner_id === null).length !==
      new Set(body.documents.map((d) => d.id)).size
    )
      throw badRequest({ documents: "bank_account.validator.documents" });
    const { created, emit } = await db.transaction().execute(async (trx) => {
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
      const holder = campaign.beneficent?.name || user.name || user.username;
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
    emit(deps.realtime);
    return c.json({ response: await presentBankAccount(db, created) }, 201);
  });

  app.delete("/api/v2/campaign/withdraw-bank-account/:id", async (c) => {
    const { account } = await owned(c, pathId(c, "id"));
    // Approved (and refused) accounts are removed; a pending one is declined instead.
    if (account.state === "PENDING")
      throw forbidden("bank_account.validator.pending_decline_instead");
    await remove(account);
    return c.json(ok);
  });

  app.put("/api/v2/campaign/withdraw-bank-account/:id/decline", async (c) => {
    const { account } = await owned(c, pathId(c, "id"));
    if (account.state !== "PENDING") throw forbidden("bank_account.validator.only_pending");
    await remove(account);
    return c.json(ok);
  });

  app.put("/api/v2/campaign/withdraw-bank-account/:id/documents", async (c) => {
    const { account } = await owned(c, pathId(c, "id"));
    const { user } = requireAuth(c);
    const body = parse(
      z.object({ documents: bankAccountPayloadSchema.shape.documents }),
      await jsonBody(c),
    );
    if (account.state !== "PENDING")
      throw badRequest({ state: "bank_account.validator.only_pending" });
    const ids = [...new Set(body.documents.map((d) => d.id))];
    const media = await db
      .selectFrom("media")
      .select(["id", "owner_id"])
      .where("id", "in", ids)
      .execute();
    if (media.filter((m) => m.owner_id === user.id || m.owner_id === null).length !== ids.length)
      throw badRequest({ documents: "bank_account.validator.documents" });
    const updated = await db
      .updateTable("bank_accounts")
      .set({ documents: JSON.stringify(body.documents) })
      .where("id", "=", account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: await presentBankAccount(db, updated) });
  });

  // Staff decision (the contract's decideBankAccount; the spec shows no path for it).
  app.put("/api/v2/campaign/withdraw-bank-account/:id/state", async (c) => {
    const id = pathId(c, "id");
    requireAdmin(c);
    const body = parse(
      z
        .object({
          state: z
            .enum(["APPROVED", "ACCEPTED", "REFUSED", "WAITING"], { error: "validation.invalid" })
            .transform((s) => (s === "ACCEPTED" ? "APPROVED" : s)),
          note: z.string().trim().max(2000).nullable().optional(),
        })
        .refine((b) => b.state !== "REFUSED" || !!b.note, {
          message: "validation.required",
          path: ["note"],
        }),
      await jsonBody(c),
    );
    const account = await db
      .selectFrom("bank_accounts")
      .selectAll()
      .where("id", "=", id)
      .where("deleted", "=", false)
      .executeTakeFirst();
    if (!account) throw notFound();
    const campaign = await campaignById(db, account.campaign_id);
    if (!campaign) throw notFound();
    const { updated, emit } = await db.transaction().execute(async (trx) => {
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
    emit(deps.realtime);
    return c.json({ response: await presentBankAccount(db, updated) });
  });
}
