// The demo donations: members, guests, organisations and anonymous donors in every payment method,
// tips, one payment still in flight. `donate` is handed on for the transfer's donation.
import { randomToken } from "../lib/security";
import type { DemoCampaign, DemoCampaigns } from "./campaigns";
import type { DemoUsers } from "./users";
import { ago, type World } from "./world";

export type Donate = Awaited<ReturnType<typeof seedDonations>>;

export async function seedDonations(w: World, users: DemoUsers, campaigns: DemoCampaigns) {
  const { trx } = w;
  const { lucia, anna, ion, peter, zdrowie, greenco } = users;
  const {
    mariaWalk,
    library,
    kids,
    shelter,
    trees,
    heart,
    flood,
    football,
    vaccine,
    paused,
    review,
    inFavour,
  } = campaigns;
  let paymentCount = 0;
  const donate = async (
    campaignId: number,
    currency: number,
    amount: number,
    v: {
      user?: number;
      type?: "USER" | "OTHER" | "CAMPAIGN" | "ORGANIZATION";
      name?: string;
      anon?: boolean;
      days?: number;
      status?: "PROCESSED" | "PROCESSING";
      method?: string;
      tip?: number;
    } = {},
  ) => {
    paymentCount += 1;
    await trx
      .insertInto("donations")
      .values({
        campaign_id: campaignId,
        donor_user_id: v.user ?? null,
        donator_type: v.type ?? (v.user ? "USER" : "OTHER"),
        donator_name: v.name ?? null,
        email: v.user ? null : "donor@example.com",
        is_anon: v.anon ?? false,
        payment_status: v.status ?? "PROCESSED",
        payment_id: `seed_${paymentCount}_${randomToken(4)}`,
        payment_method: v.method ?? "STRIPE",
        amount,
        tip: v.tip ?? 0,
        currency_id: currency,
        initiated_amount: amount,
        initiated_tip: v.tip ?? 0,
        initiated_currency_id: currency,
        thank_you: paymentCount % 4 === 0,
        created_at: ago(v.days ?? 10),
        updated_at: ago(v.days ?? 10),
      })
      .execute();
  };
  const donors = [lucia, anna, ion, peter, zdrowie, greenco];
  const plan: [DemoCampaign, number[]][] = [
    [mariaWalk, [500000, 250000, 120000, 80000, 50000, 30000, 20000, 15000, 10000, 5000]],
    [library, [100000, 60000, 40000, 20000, 10000]],
    [kids, [3000000, 1500000, 800000, 400000]],
    [shelter, [150000, 80000, 40000]],
    [trees, [100000000, 50000000, 20000000]],
    [heart, [900000, 400000, 200000]],
    [flood, [1500000, 600000]],
    [football, [1000000, 600000]],
    [vaccine, [2000000, 500000]],
    [paused, [50000]],
    [review, [40000, 20000]],
    [inFavour, [60000, 30000]],
  ];
  for (const [c, amounts] of plan) {
    for (const [i, amount] of amounts.entries()) {
      const donor = donors[i % donors.length] ?? lucia;
      const own = donor === c.created_by;
      await donate(c.id, c.currency_id, amount, {
        user: own || i % 3 === 2 ? undefined : donor,
        type:
          own || i % 3 === 2
            ? i % 2
              ? "ORGANIZATION"
              : "OTHER"
            : donor === zdrowie || donor === greenco
              ? "ORGANIZATION"
              : "USER",
        name: own || i % 3 === 2 ? (i % 2 ? "Acme Foundation" : "Nikolay Georgiev") : undefined,
        anon: i % 5 === 4,
        days: 2 + ((i * 7) % 60),
        tip: i % 2 ? Math.floor(amount / 20) : 0,
        method: ["STRIPE", "PAYPAL", "BANK", "APPLE_PAY", "SAFE_CHARGE"][i % 5],
      });
    }
  }
  // A payment still in flight.
  await donate(mariaWalk.id, 1, 7500, { user: peter, status: "PROCESSING", days: 0 });
  return donate;
}
