import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { ownedCampaign } from "../../http/ownership";
import { pathId } from "../../http/request";
import { notFound } from "../../lib/errors";
import { convert } from "../../lib/money";
import { parse, zId } from "../../lib/validate";
import { currencies, currencyRef } from "../../services/present";
import { balanceOf, documentsPolicyOf, summaryOf } from "../../services/withdrawals-balance";

/** A campaign's money for its owner (and staff): balance, documents policy, summary, accounts. */
export function campaignBalanceRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/campaign/:id{[0-9]+}/balance", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const cur = await currencies(db);
    const original = await balanceOf(db, campaign);
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

  // What the withdrawal forms need to say which documents case applies before the owner submits.
  app.get("/api/v2/campaign/:id{[0-9]+}/documents-policy", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const { withdraw } = parse(z.object({ withdraw: zId.optional() }), c.req.query());
    return c.json({ response: await documentsPolicyOf(deps, campaign, withdraw) });
  });

  app.get("/api/v2/campaign/:id{[0-9]+}/summary", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const { b, counts } = await summaryOf(db, campaign);
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

  app.get("/api/v2/campaign/:id{[0-9]+}/accounts", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const cur = await currencies(db);
    const b = await balanceOf(db, campaign);
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

  app.get("/api/v2/campaign/:id{[0-9]+}/accountant", async (c) => {
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
