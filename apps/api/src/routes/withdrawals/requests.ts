import { invoiceRef, WITHDRAW_LIST_PAGE_SIZE } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../../context";
import type { WithdrawalRow } from "../../db/schema";
import { ownedWithdrawal } from "../../http/ownership";
import { jsonBody, pathId, requireAuth } from "../../http/request";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { campaignById, campaignOwner } from "../../services/campaigns";
import { idempotent } from "../../services/idempotency";
import { presentWithdrawals } from "../../services/present";
import { parseTransfer, parseWithdrawal } from "../../services/withdraw-rules";
import { createWithdrawal, editPendingWithdrawal } from "../../services/withdrawals";
import { listWithdrawals } from "../../services/withdrawals-read";
import { replaceInvoices, reviewWithdrawal } from "../../services/withdrawals-review";
import { createTransfer } from "../../services/withdrawals-transfer";

const zListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(WITHDRAW_LIST_PAGE_SIZE),
  state: z.enum(["PAYED", "REFUSED", "PENDING", "WAITING_DOCUMENTS"]).default("PAYED"),
});

/** A campaign's withdrawals: listed, read, asked for, transferred, edited, decided, documented. */
export function withdrawalRequestRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;
  const one = async (row: WithdrawalRow) => (await presentWithdrawals(db, [row]))[0];

  app.get("/api/v2/campaign/:id{[0-9]+}/withdraw", async (c) => {
    const { user } = requireAuth(c);
    // The owner (or staff) only; who owns a campaign is read once and kept (campaignOwner).
    const campaign = await campaignOwner(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    if (campaign.created_by !== user.id && !isAdmin(user)) throw forbidden();
    const query = parse(zListQuery, c.req.query());
    return c.json({ response: await listWithdrawals(db, campaign.id, query) });
  });

  app.get("/api/v2/campaign/withdraw/:id{[0-9]+}", async (c) => {
    const { row } = await ownedWithdrawal(c, deps, pathId(c, "id"));
    return c.json({ response: await one(row) });
  });

  app.post("/api/v2/campaign/:id{[0-9]+}/withdraw", async (c) => {
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
      (trx) => createWithdrawal(deps, trx, user, campaignId, parsed),
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
      (trx) => createTransfer(deps, trx, user, body),
    );
    answer.after?.();
    return c.json(answer.body as object, answer.status as 201);
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/withdraw/:withdrawId{[0-9]+}", async (c) => {
    const campaignId = pathId(c, "id");
    const { row } = await ownedWithdrawal(c, deps, pathId(c, "withdrawId"), { campaignId });
    const { user } = requireAuth(c);
    const body = await jsonBody(c);
    if (typeof body === "object" && body !== null && "state" in body) {
      // Staff decision: accepted -> PAYED, declined -> REFUSED, pending -> PENDING.
      if (!isAdmin(user)) throw forbidden();
      const { state } = parse(
        z.object({ state: z.enum(["accepted", "declined", "pending"]) }),
        body,
      );
      const decided = await reviewWithdrawal(deps, row, state);
      for (const e of decided.emits) e(deps.realtime);
      return c.json({ response: await one(decided.row) });
    }
    if (row.created_by !== user.id && !isAdmin(user)) throw forbidden();
    const edited = await editPendingWithdrawal(deps, user, row, parseWithdrawal(body));
    return c.json({ response: await one(edited) });
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/withdraw/:withdrawId{[0-9]+}/invoices", async (c) => {
    const campaignId = pathId(c, "id");
    const { row, campaign } = await ownedWithdrawal(c, deps, pathId(c, "withdrawId"), {
      campaignId,
    });
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
    const updated = await replaceInvoices(deps, user, row, campaign, body);
    return c.json({ response: await one(updated) });
  });
}
