import {
  BLOCKER,
  DOCUMENTS_POLICY_MESSAGE,
  documentsOrCommentErrors,
  IBAN_VERIFY_MIN_LENGTH,
  ibanProblem,
  initialWithdrawState,
  invoiceRef,
  isEligibleTransferTarget,
  normalizeIban,
  PROVIDER_SEARCH_LIMIT,
  WITHDRAW_LIST_PAGE_SIZE,
  withdrawNotePayloadSchema,
  withdrawTotal,
} from "@causeway/forms/rules";
import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../context";
import type { Tx } from "../db/database";
import type { CampaignRow, WithdrawalRow, WithdrawState } from "../db/schema";
import { ownedCampaign } from "../http/ownership";
import { type Ctx, jsonBody, pathId, rateLimit, requireAuth } from "../http/request";
import { badRequest, type FieldErrors, forbidden, notFound } from "../lib/errors";
import { ibanBank } from "../lib/iban";
import { convert } from "../lib/money";
import { parse, zId } from "../lib/validate";
import { availableBalance, campaignById, campaignOwner } from "../services/campaigns";
import { documentsCaseFor, rateDay, reusedDocument } from "../services/documents-policy";
import { idempotent } from "../services/idempotency";
import { notify } from "../services/notify";
import {
  currencies,
  currencyRef,
  presentNote,
  presentWithdrawalRows,
  presentWithdrawals,
  userSummaries,
  withdrawalDetails,
} from "../services/present";
import type { Realtime } from "../services/realtime";
import { withdrawReasons } from "../services/reference-data";
import {
  type OwnerPayload,
  type ProviderPayload,
  parseTransfer,
  parseWithdrawal,
} from "../services/withdraw-rules";

type Emit = (realtime: Realtime) => void;

/** Locks the campaign row for the rest of the transaction: balance checks are serialised. */
async function lockCampaign(trx: Tx, id: number): Promise<CampaignRow> {
  const row = await trx
    .selectFrom("campaigns")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.deleted) throw notFound();
  return row;
}

/** 000 §4: withdraw only if can_withdraw, verified and it has donations. */
function canWithdraw(campaign: CampaignRow, donated: number): FieldErrors {
  if (!campaign.verified || !campaign.can_withdraw || donated <= 0)
    return { campaign: "withdraw.validator.campaign_cannot_withdraw" };
  return {};
}

async function assertFunds(trx: Tx, campaignId: number, total: number, exceptId?: number) {
  const balance = await availableBalance(trx, campaignId, exceptId);
  if (total > balance.available)
    throw badRequest({ amount: "withdraw.validator.insufficient_funds" });
  return balance;
}

async function checkReferences(
  trx: Tx,
  userId: number,
  p: { reasons: number[]; invoices: { id: number }[]; currency: number },
  campaign: CampaignRow,
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const known = new Set((await withdrawReasons(trx)).map((r) => r.id));
  if (!p.reasons.every((id) => known.has(id))) fields.reasons = BLOCKER.reasons;
  if (p.invoices.length) {
    const ids = p.invoices.map((i) => i.id);
    const media = await trx
      .selectFrom("media")
      .select(["id", "owner_id"])
      .where("id", "in", ids)
      .execute();
    const mine = media.filter((m) => m.owner_id === userId || m.owner_id === null);
    if (mine.length !== new Set(ids).size) fields.invoices = BLOCKER.documents;
  }
  if (p.currency !== campaign.currency_id) fields.currency = "withdraw.validator.currency";
  return fields;
}

/** A document given (by its content) that another withdrawal already carries. */
async function reusedDocuments(
  trx: Tx,
  invoices: readonly { id: number }[],
  exceptWithdrawId?: number,
): Promise<FieldErrors> {
  const reused = await reusedDocument(
    trx,
    invoices.map((i) => i.id),
    exceptWithdrawId,
  );
  return reused ? { invoices: DOCUMENTS_POLICY_MESSAGE.reused } : {};
}

const zListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(WITHDRAW_LIST_PAGE_SIZE),
  state: z.enum(["PAYED", "REFUSED", "PENDING", "WAITING_DOCUMENTS"]).default("PAYED"),
});

export function withdrawalRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const loadWithdrawal = async (c: Ctx, id: number, opts: { campaignId?: number } = {}) => {
    const { user } = requireAuth(c);
    const row = await db
      .selectFrom("withdrawals")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || (opts.campaignId && row.campaign_id !== opts.campaignId)) throw notFound();
    const campaign = await campaignById(db, row.campaign_id);
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
    return { row, campaign };
  };
  const one = async (row: WithdrawalRow) => (await presentWithdrawals(db, [row]))[0];

  app.get("/api/v2/campaign/withdraw/reasons", async (c) => {
    requireAuth(c);
    return c.json({ response: { reasons: await withdrawReasons(db) } });
  });

  app.get("/api/v2/iban-verification", async (c) => {
    const { user } = requireAuth(c);
    await rateLimit(c, deps, "iban", "", user.id);
    const iban = normalizeIban(c.req.query("iban") ?? "");
    // The forms verify a typed IBAN from 10 characters on; the rule says what is wrong with it.
    const problem =
      iban.length < IBAN_VERIFY_MIN_LENGTH ? { key: "forms.iban.wrong_length" } : ibanProblem(iban);
    if (problem) throw badRequest({ iban: problem.key });
    const parts = ibanBank(iban);
    const bank = parts
      ? await db
          .selectFrom("bank_directory")
          .selectAll()
          .where("country", "=", parts.country)
          .where("bank_code", "=", parts.bankCode)
          .executeTakeFirst()
      : undefined;
    // An unknown bank still has a valid IBAN: bic and bank come back empty for the owner to fill.
    return c.json({
      response: {
        iban,
        bic: bank?.bic ?? "",
        bank: bank?.bank ?? "",
        country: parts?.country ?? iban.slice(0, 2),
        valid: true,
      },
    });
  });

  app.get("/api/v2/campaign/withdraw/providers", async (c) => {
    requireAuth(c);
    const query = parse(
      z.object({
        search: z
          .string({ error: "validation.required" })
          .trim()
          .min(1, { error: "validation.required" })
          .max(100),
        limit: z.coerce.number().int().min(1).max(50).default(PROVIDER_SEARCH_LIMIT),
      }),
      c.req.query(),
    );
    const iban = normalizeIban(query.search);
    const like = `%${query.search.replace(/[%_\\]/g, "\\$&")}%`;
    const rows = await db
      .selectFrom("providers")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("iban", "like", `${iban}%`),
          eb("holder_name", "ilike", like),
          eb("bank", "ilike", like),
        ]),
      )
      .orderBy("holder_name")
      .limit(query.limit)
      .execute();
    const cur = await currencies(db);
    return c.json({
      response: {
        providers: rows.map((p) => ({
          iban: p.iban,
          bic: p.bic,
          bank: p.bank,
          country: p.country,
          holder_name: p.holder_name,
          currency: currencyRef(cur, p.currency_id),
        })),
      },
    });
  });

  // ------------------------------------------------------------ list and read
  app.get("/api/v2/campaign/:id/withdraw", async (c) => {
    const { user } = requireAuth(c);
    // The owner (or staff) only; who owns a campaign is read once and kept (campaignOwner).
    const campaign = await campaignOwner(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
    const query = parse(zListQuery, c.req.query());
    // PENDING also returns WAITING_DOCUMENTS: both are shown as pending.
    const states: WithdrawState[] =
      query.state === "PENDING" ? ["PENDING", "WAITING_DOCUMENTS"] : [query.state];
    const base = db
      .selectFrom("withdrawals")
      .where("campaign_id", "=", campaign.id)
      .where("state", "in", states);
    // One statement: the page, all it is presented with, and the total riding on its rows (only
    // a page past the end counts on its own).
    const rows = await base
      .selectAll()
      .select(withdrawalDetails())
      .select(sql<number>`(count(*) over ())::int`.as("total_count"))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(query.offset)
      .limit(query.limit)
      .execute();
    const total =
      rows[0]?.total_count ??
      (query.offset > 0
        ? (await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n
        : 0);
    return c.json({
      response: {
        withdraws: await presentWithdrawalRows(
          db,
          rows.map(({ total_count: _, ...row }) => row),
        ),
        total,
      },
    });
  });

  app.get("/api/v2/campaign/withdraw/:id", async (c) => {
    const { row } = await loadWithdrawal(c, pathId(c, "id"));
    return c.json({ response: await one(row) });
  });

  // ------------------------------------------------------------ create
  app.post("/api/v2/campaign/:id/withdraw", async (c) => {
    const campaignId = pathId(c, "id");
    const { user } = requireAuth(c);
    const campaign = await campaignById(db, campaignId);
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id) throw forbidden();
    const parsed = parseWithdrawal(await jsonBody(c));
    const answer = await idempotent(
      deps,
      `withdraw:${user.id}:${campaignId}`,
      c.req.header("idempotency-key"),
      parsed,
      async (trx) => {
        const locked = await lockCampaign(trx, campaignId);
        const balance = await availableBalance(trx, campaignId);
        // The documents policy: which case the amount is in, and the owner's overdue documents
        // (any of them puts a new withdrawal on hold until they are given).
        const documents = await documentsCaseFor(trx, {
          currencyId: locked.currency_id,
          ownerId: locked.created_by,
          amount: parsed.payload.amount,
          available: balance.available,
          now: new Date(),
          limits: deps.config.documents,
        });
        const fields: FieldErrors = {
          ...canWithdraw(locked, balance.donated),
          ...(locked.beneficent?.other?.target_campaign_id
            ? { campaign: "withdraw.validator.has_target_campaign" }
            : {}),
          ...(documents.overdue.length ? { hold: DOCUMENTS_POLICY_MESSAGE.onHold } : {}),
          ...(await checkReferences(trx, user.id, parsed.payload, locked)),
        };
        if (!fields.invoices)
          Object.assign(fields, await reusedDocuments(trx, parsed.payload.invoices));
        let receiver: string;
        let providerValue: (ProviderPayload["provider"] & { provider_id: number }) | null = null;
        let bankAccountId: number | null = null;
        if (parsed.kind === "personal") {
          const account = await trx
            .selectFrom("bank_accounts")
            .selectAll()
            .where("id", "=", (parsed.payload as OwnerPayload).bank_account)
            .where("campaign_id", "=", campaignId)
            .where("deleted", "=", false)
            .executeTakeFirst();
          if (account?.state !== "APPROVED")
            fields.bank_account = "withdraw.validator.bank_account_not_approved";
          receiver = account?.holder_name ?? "";
          bankAccountId = account?.id ?? null;
        } else {
          const p = (parsed.payload as ProviderPayload).provider;
          const cur = await trx
            .selectFrom("currencies")
            .select("id")
            .where("id", "=", p.currency)
            .executeTakeFirst();
          if (!cur) fields["provider.currency"] = "withdraw.validator.currency";
          receiver = p.holder_name;
          if (!Object.keys(fields).length) {
            const saved = await trx
              .insertInto("providers")
              .values({
                iban: p.iban,
                bic: p.bic,
                bank: p.bank,
                country: p.country,
                holder_name: p.holder_name,
                currency_id: p.currency,
              })
              .onConflict((oc) =>
                oc.column("iban").doUpdateSet({
                  bic: p.bic,
                  bank: p.bank,
                  country: p.country,
                  holder_name: p.holder_name,
                  currency_id: p.currency,
                }),
              )
              .returning("id")
              .executeTakeFirstOrThrow();
            providerValue = { ...p, provider_id: saved.id };
          }
        }
        if (Object.keys(fields).length) throw badRequest(fields);
        const p = parsed.payload;
        const { tax, total } = withdrawTotal(p.amount);
        if (total > balance.available)
          throw badRequest({ amount: "withdraw.validator.insufficient_funds" });
        const row = await trx
          .insertInto("withdrawals")
          .values({
            campaign_id: campaignId,
            kind: parsed.kind,
            amount: p.amount,
            tax,
            total,
            currency_id: p.currency,
            state: initialWithdrawState(documents.case, p.invoiceNotAvailable),
            reasons: p.reasons,
            receiver_name: receiver,
            clinic_name: parsed.kind === "service" ? receiver : null,
            comment: p.comment,
            invoices: JSON.stringify(p.invoices),
            invoice_not_available: p.invoiceNotAvailable,
            reference:
              parsed.kind === "service" ? ((p as ProviderPayload).reference ?? null) : null,
            provider: providerValue
              ? JSON.stringify({
                  iban: providerValue.iban,
                  bic: providerValue.bic,
                  bank: providerValue.bank,
                  country: providerValue.country,
                  holder_name: providerValue.holder_name,
                  currency_id: providerValue.currency,
                  provider_id: providerValue.provider_id,
                })
              : null,
            bank_account_id: bankAccountId,
            created_by: user.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const emit = await notify(
          trx,
          user.id,
          row.state === "WAITING_DOCUMENTS"
            ? "TRANSFER_PROCESSING_DOCUMENTS"
            : "TRANSFER_PROCESSING",
          {
            campaign_name: locked.name,
            slug: locked.slug,
            withdraw_id: row.id,
            amount: row.amount,
            currency: currencyRef(await currencies(trx), row.currency_id),
          },
        );
        const [body] = await presentWithdrawals(trx, [row]);
        return { status: 201, body: { response: body }, after: () => emit(deps.realtime) };
      },
    );
    answer.after?.();
    return c.json(answer.body as object, answer.status as 201);
  });

  app.post("/api/v2/campaign/transfer-funds", async (c) => {
    const { user } = requireAuth(c);
    const body = parseTransfer(await jsonBody(c));
    const from = await campaignById(db, body.campaign_from);
    if (!from) throw notFound();
    if (from.created_by !== user.id) throw forbidden();
    const answer = await idempotent(
      deps,
      `transfer:${user.id}:${from.id}`,
      c.req.header("idempotency-key"),
      body,
      async (trx) => {
        // Lock both rows in id order so two opposite transfers cannot deadlock.
        const ids = [body.campaign_from, body.campaign_to].sort((a, b) => a - b);
        const locked = new Map<number, CampaignRow>();
        for (const id of new Set(ids)) {
          const row = await trx
            .selectFrom("campaigns")
            .selectAll()
            .where("id", "=", id)
            .forUpdate()
            .executeTakeFirst();
          if (row) locked.set(id, row);
        }
        const source = locked.get(body.campaign_from);
        if (!source || source.deleted) throw notFound();
        const target = locked.get(body.campaign_to);
        const balance = await availableBalance(trx, source.id);
        const fields: FieldErrors = { ...canWithdraw(source, balance.donated) };
        // 000 §5: only an active, verified, not successful campaign in the same currency, not the source.
        const asCandidate = (row: CampaignRow) => ({ ...row, currency: { id: row.currency_id } });
        if (
          !target ||
          target.deleted ||
          !isEligibleTransferTarget(asCandidate(target), asCandidate(source))
        )
          fields.campaign_to = "withdraw.validator.invalid_target_campaign";
        if (body.currency !== source.currency_id) fields.currency = "withdraw.validator.currency";
        if (Object.keys(fields).length || !target) throw badRequest(fields);
        const { tax, total } = withdrawTotal(body.amount);
        if (total > balance.available)
          throw badRequest({ amount: "withdraw.validator.insufficient_funds" });
        const row = await trx
          .insertInto("withdrawals")
          .values({
            campaign_id: source.id,
            kind: "transfer",
            amount: body.amount,
            tax,
            total,
            currency_id: source.currency_id,
            state: "PAYED",
            comment: "",
            invoices: "[]",
            invoice_not_available: true,
            transfer_to_campaign_id: target.id,
            motivational_message: body.motivational_message,
            receiver_name: target.name,
            created_by: user.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The transfer arrives in the target as a processed donation from the source campaign.
        const donation = await trx
          .insertInto("donations")
          .values({
            campaign_id: target.id,
            donor_user_id: user.id,
            donator_type: "CAMPAIGN",
            donator_name: source.name,
            campaign_from_id: source.id,
            payment_status: "PROCESSED",
            // Unguessable: a payment id lets its holder read the donation.
            payment_id: `transfer_${row.id}_${crypto.randomUUID()}`,
            payment_method: "BANK",
            amount: body.amount,
            currency_id: source.currency_id,
            initiated_amount: body.amount,
            initiated_currency_id: source.currency_id,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable("withdrawals")
          .set({ transfer_donation_id: donation.id })
          .where("id", "=", row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const cur = currencyRef(await currencies(trx), source.currency_id);
        const emits: Emit[] = [
          await notify(trx, user.id, "TRANSFER_APPROVED", {
            campaign_name: source.name,
            slug: source.slug,
            withdraw_id: row.id,
            amount: row.amount,
            currency: cur,
          }),
          await notify(trx, target.created_by, "CAMPAIGN_FUNDS_COLLECTED", {
            campaign_name: target.name,
            slug: target.slug,
            amount: body.amount,
            currency: cur,
          }),
        ];
        const [presented] = await presentWithdrawals(trx, [updated]);
        return {
          status: 201,
          body: { response: presented },
          after: () => {
            for (const e of emits) e(deps.realtime);
          },
        };
      },
    );
    answer.after?.();
    return c.json(answer.body as object, answer.status as 201);
  });

  // ------------------------------------------------------------ update
  app.put("/api/v2/campaign/:id/withdraw/:withdrawId", async (c) => {
    const campaignId = pathId(c, "id");
    const { row } = await loadWithdrawal(c, pathId(c, "withdrawId"), { campaignId });
    const { user } = requireAuth(c);
    const body = await jsonBody(c);
    const emits: Emit[] = [];
    let updated: WithdrawalRow;
    if (typeof body === "object" && body !== null && "state" in body) {
      // Staff decision: accepted -> PAYED, declined -> REFUSED, pending -> PENDING.
      if (!isAdmin(user)) throw forbidden();
      const { state } = parse(
        z.object({ state: z.enum(["accepted", "declined", "pending"]) }),
        body,
      );
      const next: WithdrawState =
        state === "accepted" ? "PAYED" : state === "declined" ? "REFUSED" : "PENDING";
      if (row.kind === "transfer" && next !== row.state)
        throw badRequest({ state: "withdraw.validator.transfer_final" });
      updated = await db.transaction().execute(async (trx) => {
        const campaign = await lockCampaign(trx, row.campaign_id);
        const current = await trx
          .selectFrom("withdrawals")
          .selectAll()
          .where("id", "=", row.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        // A refused withdrawal gave its money back; taking it again needs the balance.
        if (current.state === "REFUSED" && next !== "REFUSED")
          await assertFunds(trx, row.campaign_id, current.total, current.id);
        const out = await trx
          .updateTable("withdrawals")
          .set({ state: next })
          .where("id", "=", row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (next !== current.state && (next === "PAYED" || next === "REFUSED")) {
          emits.push(
            await notify(
              trx,
              campaign.created_by,
              next === "PAYED" ? "TRANSFER_APPROVED" : "TRANSFER_DECLINED",
              {
                campaign_name: campaign.name,
                slug: campaign.slug,
                withdraw_id: out.id,
                amount: out.amount,
                currency: currencyRef(await currencies(trx), out.currency_id),
              },
            ),
          );
        }
        return out;
      });
    } else {
      if (row.created_by !== user.id && !isAdmin(user)) throw forbidden();
      if (row.state !== "PENDING" && row.state !== "WAITING_DOCUMENTS")
        throw badRequest({ state: "withdraw.validator.not_editable" });
      const parsed = parseWithdrawal(body);
      if (parsed.kind !== row.kind) throw badRequest({ kind: "withdraw.validator.kind_mismatch" });
      updated = await db.transaction().execute(async (trx) => {
        const campaign = await lockCampaign(trx, row.campaign_id);
        const fields = await checkReferences(trx, user.id, parsed.payload, campaign);
        if (!fields.invoices)
          Object.assign(fields, await reusedDocuments(trx, parsed.payload.invoices, row.id));
        let provider: string | null = null;
        let receiver = row.receiver_name;
        if (parsed.kind === "personal") {
          const account = await trx
            .selectFrom("bank_accounts")
            .selectAll()
            .where("id", "=", parsed.payload.bank_account)
            .where("campaign_id", "=", campaign.id)
            .where("deleted", "=", false)
            .executeTakeFirst();
          if (account?.state !== "APPROVED")
            fields.bank_account = "withdraw.validator.bank_account_not_approved";
          receiver = account?.holder_name ?? receiver;
        } else {
          const p = parsed.payload.provider;
          const saved = await trx
            .insertInto("providers")
            .values({
              iban: p.iban,
              bic: p.bic,
              bank: p.bank,
              country: p.country,
              holder_name: p.holder_name,
              currency_id: p.currency,
            })
            .onConflict((oc) =>
              oc
                .column("iban")
                .doUpdateSet({ bic: p.bic, bank: p.bank, holder_name: p.holder_name }),
            )
            .returning("id")
            .executeTakeFirstOrThrow();
          provider = JSON.stringify({ ...p, currency_id: p.currency, provider_id: saved.id });
          receiver = p.holder_name;
        }
        if (Object.keys(fields).length) throw badRequest(fields);
        const p = parsed.payload;
        const { tax, total } = withdrawTotal(p.amount);
        const balance = await assertFunds(trx, campaign.id, total, row.id);
        // A request already made is not held; its amount decides whether it waits for documents.
        const documents = await documentsCaseFor(trx, {
          currencyId: campaign.currency_id,
          ownerId: campaign.created_by,
          amount: p.amount,
          available: balance.available,
          now: new Date(),
          limits: deps.config.documents,
        });
        return trx
          .updateTable("withdrawals")
          .set({
            amount: p.amount,
            tax,
            total,
            state: initialWithdrawState(documents.case, p.invoiceNotAvailable),
            reasons: p.reasons,
            comment: p.comment,
            invoices: JSON.stringify(p.invoices),
            invoice_not_available: p.invoiceNotAvailable,
            receiver_name: receiver,
            ...(provider
              ? {
                  provider,
                  clinic_name: receiver,
                  reference: (p as ProviderPayload).reference ?? null,
                }
              : {}),
            ...(parsed.kind === "personal" ? { bank_account_id: parsed.payload.bank_account } : {}),
          })
          .where("id", "=", row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    }
    for (const e of emits) e(deps.realtime);
    return c.json({ response: await one(updated) });
  });

  app.put("/api/v2/campaign/:id/withdraw/:withdrawId/invoices", async (c) => {
    const campaignId = pathId(c, "id");
    const { row, campaign } = await loadWithdrawal(c, pathId(c, "withdrawId"), { campaignId });
    const { user } = requireAuth(c);
    if (row.kind === "transfer") throw badRequest({ invoices: "withdraw.validator.not_editable" });
    const raw = await jsonBody(c);
    const body = parse(
      z.object({
        invoices: z.array(invoiceRef()),
        invoiceNotAvailable: z.boolean().default(false),
      }),
      raw,
    );
    const invoices = body.invoices;
    // The payloads' documents-or-comment rule, on the stored comment and the new documents.
    const documents = documentsOrCommentErrors({
      invoices,
      invoiceNotAvailable: body.invoiceNotAvailable,
      comment: row.comment,
    });
    if (Object.keys(documents).length) throw badRequest(documents);
    const refs = await checkReferences(
      db as unknown as Tx,
      user.id,
      { reasons: row.reasons, invoices, currency: row.currency_id },
      campaign,
    );
    if (refs.invoices) throw badRequest({ invoices: refs.invoices });
    const reused = await reusedDocuments(db as unknown as Tx, invoices, row.id);
    if (reused.invoices) throw badRequest(reused);
    const nextState: WithdrawState =
      row.state === "WAITING_DOCUMENTS" && invoices.length ? "PENDING" : row.state;
    const updated = await db
      .updateTable("withdrawals")
      .set({
        invoices: JSON.stringify(invoices),
        invoice_not_available: body.invoiceNotAvailable,
        state: nextState,
      })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (invoices.length) {
      const emit = await notify(db, campaign.created_by, "TRANSFER_PROCESSING_DOCUMENTS", {
        campaign_name: campaign.name,
        slug: campaign.slug,
        withdraw_id: row.id,
      });
      emit(deps.realtime);
    }
    return c.json({ response: await one(updated) });
  });

  // ------------------------------------------------------------ notes
  app.get("/api/v2/campaign/withdraw/:id/notes", async (c) => {
    const { row } = await loadWithdrawal(c, pathId(c, "id"));
    const notes = await db
      .selectFrom("withdraw_notes")
      .selectAll()
      .where("withdraw_id", "=", row.id)
      .orderBy("id")
      .execute();
    const authors = await userSummaries(
      db,
      notes.map((n) => n.author_id),
    );
    return c.json({ response: { notes: notes.map((n) => presentNote(n, authors)) } });
  });

  app.post("/api/v2/campaign/withdraw/:id/notes", async (c) => {
    const { row } = await loadWithdrawal(c, pathId(c, "id"));
    const { user } = requireAuth(c);
    const body = parse(withdrawNotePayloadSchema, await jsonBody(c));
    const note = await db
      .insertInto("withdraw_notes")
      .values({ withdraw_id: row.id, text: body.text, author_id: user.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: presentNote(note, await userSummaries(db, [user.id])) }, 201);
  });

  const noteState = (path: string, state: "FOR_REVIEW" | "COMPLETED" | "OPEN") =>
    app.put(`/api/v2/campaign/withdraw/notes/:noteId/${path}`, async (c) => {
      const { user } = requireAuth(c);
      if (!isAdmin(user)) throw forbidden();
      const note = await db
        .updateTable("withdraw_notes")
        .set({ state })
        .where("id", "=", pathId(c, "noteId"))
        .returningAll()
        .executeTakeFirst();
      if (!note) throw notFound();
      return c.json({ response: presentNote(note, await userSummaries(db, [note.author_id])) });
    });
  noteState("review", "FOR_REVIEW");
  noteState("completed", "COMPLETED");
  noteState("reverted", "OPEN");

  // ------------------------------------------------------------ balances
  const balanceOf = async (campaign: CampaignRow) => {
    const [donations, withdrawals] = await Promise.all([
      db
        .selectFrom("donations")
        .select([
          sql<number>`coalesce(sum(amount), 0)::bigint`.as("amount"),
          sql<number>`coalesce(sum(tip), 0)::bigint`.as("tip"),
          sql<number>`coalesce(sum(amount) filter (where payment_method = 'BANK'), 0)::bigint`.as(
            "bank",
          ),
        ])
        .where("campaign_id", "=", campaign.id)
        .where("payment_status", "=", "PROCESSED")
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("withdrawals")
        .select([
          sql<number>`coalesce(sum(total), 0)::bigint`.as("total"),
          sql<number>`coalesce(sum(tax), 0)::bigint`.as("tax"),
        ])
        .where("campaign_id", "=", campaign.id)
        .where("state", "<>", "REFUSED")
        .executeTakeFirstOrThrow(),
    ]);
    const donated = Number(donations.amount);
    const withdrawn = Number(withdrawals.total);
    return {
      withdrawAmount: withdrawn,
      availableAmount: donated - withdrawn,
      subscriptionsAmount: 0,
      donationAmount: donated,
      bankAmount: Number(donations.bank),
      paymentProviderAmount: donated - Number(donations.bank),
      allTaxes: Number(withdrawals.tax),
      tipAmount: Number(donations.tip),
      paymentProviderTax: 0,
      marketingCampaignTax: 0,
      marketingCampaignCollectedAmount: 0,
    };
  };

  app.get("/api/v2/campaign/:id/balance", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const cur = await currencies(db);
    const original = await balanceOf(campaign);
    const rate =
      campaign.currency_id === campaign.payout_currency_id
        ? 1_000_000
        : (cur.get(campaign.currency_id)?.rate_to_payout_micros ?? 1_000_000);
    const converted = Object.fromEntries(
      Object.entries(original).map(([k, v]) => [k, convert(v, rate)]),
    );
    return c.json({
      response: {
        currency: currencyRef(cur, campaign.currency_id),
        payoutCurrency: currencyRef(cur, campaign.payout_currency_id),
        original,
        converted,
      },
    });
  });

  // What the withdrawal forms need to say which documents case applies before the owner submits
  // (the rule is documentsPolicy of @causeway/forms/rules): the available amount, the currency's
  // rate to the euro today, the limits, and the owner's overdue documents (the hold).
  app.get("/api/v2/campaign/:id/documents-policy", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const { withdraw } = parse(z.object({ withdraw: zId.optional() }), c.req.query());
    const now = new Date();
    const limits = deps.config.documents;
    const balance = await availableBalance(db, campaign.id, withdraw);
    const documents = await documentsCaseFor(db, {
      currencyId: campaign.currency_id,
      ownerId: campaign.created_by,
      amount: 0,
      available: balance.available,
      now,
      limits,
    });
    const days = limits.holdDays * 86_400;
    const seconds = (date: Date) => Math.floor(new Date(date).getTime() / 1000);
    return c.json({
      response: {
        currency: currencyRef(await currencies(db), campaign.currency_id),
        available: balance.available,
        eur_rate: documents.eurRate,
        rate_date: rateDay(now),
        limits: {
          free_eur: limits.freeEur,
          share_percent: limits.sharePercent,
          cap_eur: limits.capEur,
          hold_days: limits.holdDays,
        },
        threshold: documents.threshold,
        overdue: documents.overdue
          .filter((w) => w.id !== withdraw)
          .map((w) => ({
            withdraw_id: w.id,
            campaign_id: w.campaign_id,
            campaign_name: w.campaign_name,
            slug: w.slug,
            requested_at: seconds(w.created_at),
            due_at: seconds(w.created_at) + days,
          })),
      },
    });
  });

  app.get("/api/v2/campaign/:id/summary", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const [b, counts] = await Promise.all([
      balanceOf(campaign),
      db
        .selectFrom("campaigns")
        .select([
          sql<number>`(select count(*)::int from donations d where d.campaign_id = campaigns.id and d.payment_status = 'PROCESSED')`.as(
            "donations",
          ),
          sql<number>`(select count(*)::int from follows f where f.campaign_id = campaigns.id)`.as(
            "followers",
          ),
          sql<number>`(select count(*)::int from posts p where p.campaign_id = campaigns.id and not p.deleted)`.as(
            "posts",
          ),
        ])
        .where("id", "=", campaign.id)
        .executeTakeFirstOrThrow(),
    ]);
    return c.json({
      response: {
        campaign_id: campaign.id,
        currency: currencyRef(await currencies(db), campaign.currency_id),
        total_amount: campaign.total_amount,
        donated_amount: b.donationAmount,
        donations_count: counts.donations,
        withdrawn_amount: b.withdrawAmount,
        available_amount: b.availableAmount,
        followers_count: counts.followers,
        posts_count: counts.posts,
      },
    });
  });

  app.get("/api/v2/campaign/:id/accounts", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const cur = await currencies(db);
    const b = await balanceOf(campaign);
    const accounts = [
      {
        id: campaign.currency_id,
        currency: currencyRef(cur, campaign.currency_id),
        amount: b.availableAmount,
      },
    ];
    if (campaign.payout_currency_id !== campaign.currency_id) {
      const rate = cur.get(campaign.currency_id)?.rate_to_payout_micros ?? 1_000_000;
      accounts.push({
        id: campaign.payout_currency_id,
        currency: currencyRef(cur, campaign.payout_currency_id),
        amount: convert(b.availableAmount, rate),
      });
    }
    return c.json({ response: { accounts } });
  });

  app.get("/api/v2/campaign/:id/accountant", async (c) => {
    await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const currencyId = parse(z.object({ currency: zId }), c.req.query()).currency;
    const cur = await currencies(db);
    if (!cur.has(currencyId)) throw notFound();
    return c.json({
      response: {
        id: currencyId,
        name: "Causeway Accounting",
        email: "accounting@causeway.example",
        phone: "+359 2 987 6543",
        currency: currencyRef(cur, currencyId),
      },
    });
  });
}
