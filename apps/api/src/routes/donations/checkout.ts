import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import { jsonBody, pathId } from "../../http/request";
import { badRequest, notFound } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { campaignById } from "../../services/campaigns";
import { linkOrigin } from "../../services/certificate";
import {
  assertDonor,
  assertTakesDonations,
  donationErrors,
  startDonation,
} from "../../services/donation-checkout";
import { settleDonations } from "../../services/donation-payments";
import { zDonation } from "../../services/donation-rules";
import { idempotent } from "../../services/idempotency";
import { currencies } from "../../services/present";

/** A donation: its payment started with the provider, in one idempotent transaction. */
export function donationCheckoutRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;
  settleDonations(deps);

  app.post("/api/v2/campaign/:id{[0-9]+}/donation", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    const user = c.get("auth")?.user ?? null;
    assertTakesDonations(campaign, user);
    const body = parse(zDonation, await jsonBody(c));
    const cur = await currencies(db);
    const currency = cur.get(body.currency);
    if (!currency?.active) throw badRequest({ currency: "donation.validator.currency" });
    const errors = donationErrors(body, currency, cur, user);
    if (Object.keys(errors).length) throw badRequest(errors);
    await assertDonor(db, body, user);
    const key = c.req.header("idempotency-key");
    const scope = `donation:${user?.id ?? `guest:${body.email}`}:${campaign.id}`;
    const answer = await idempotent(deps, scope, key, body, (trx) =>
      startDonation(deps, trx, {
        campaign,
        user,
        body,
        currency,
        cur,
        origin: linkOrigin(c.req.url, deps.config),
        locale: c.req.query("lang"),
      }),
    );
    return c.json(answer.body as object, answer.status as 201);
  });
}
