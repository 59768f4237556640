// The staff console's donations and refunds (issue 29): GET /api/v2/admin/donations (the lookup),
// GET /api/v2/admin/donations/{id} (one, with its refunds) and POST
// /api/v2/admin/donations/{id}/refunds (refundDonation, through the provider that took the
// payment). Admins only; the specification shows no path for these, each is the contract's choice.
import { PAYMENT_METHODS, refundPayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../context";
import { jsonBody, pathId, requireAdmin } from "../http/request";
import { notFound } from "../lib/errors";
import { page, parse } from "../lib/validate";
import { linkOrigin } from "../services/certificate";
import { refundDonation } from "../services/donation-refunds";
import { checkKey } from "../services/idempotency";
import { RoutedPayments } from "../services/routed-payments";
import { donationLookup, staffDonation, staffDonations } from "../services/staff-donations";

const STATES = ["PROCESSED", "PROCESSING", "FAILED", "CANCELLED", "REFUNDED"] as const;

export function adminDonationRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;
  const donationRow = async (id: number) => {
    const row = await db
      .selectFrom("donations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get("/api/v2/admin/donations", async (c) => {
    const { user } = requireAdmin(c);
    const { offset, limit } = page(c.req.query(), { limit: 10, max: 50 });
    const query = parse(
      z.object({ search: z.string().max(200).default(""), status: z.enum(STATES).optional() }),
      c.req.query(),
    );
    const { rows, total } = await donationLookup(db, query, { offset, limit });
    const donations = await staffDonations(db, rows, linkOrigin(c.req.url, deps.config), user);
    // Which methods take real money (a live provider's keys are set); the rest go to the sandbox.
    const live = deps.payments instanceof RoutedPayments ? deps.payments.liveMethods() : [];
    return c.json({
      response: {
        donations,
        total,
        live_methods: PAYMENT_METHODS.filter((method) => live.includes(method)),
      },
    });
  });

  app.get("/api/v2/admin/donations/:id{[0-9]+}", async (c) => {
    const id = pathId(c, "id");
    const { user } = requireAdmin(c);
    const row = await donationRow(id);
    return c.json({
      response: await staffDonation(db, row, linkOrigin(c.req.url, deps.config), user),
    });
  });

  app.post("/api/v2/admin/donations/:id{[0-9]+}/refunds", async (c) => {
    const id = pathId(c, "id");
    const { user } = requireAdmin(c);
    const key = c.req.header("idempotency-key");
    if (key !== undefined) checkKey(key);
    await donationRow(id);
    const payload = parse(refundPayloadSchema, await jsonBody(c));
    const { replayed } = await refundDonation(deps, id, payload, user.id, key ?? null);
    const row = await donationRow(id);
    return c.json(
      { response: await staffDonation(db, row, linkOrigin(c.req.url, deps.config), user) },
      replayed ? 200 : 201,
    );
  });
}
