// The demo campaigns: every state (verified or not, active, paused, finished, successful, under
// review), six currencies, their days of visits and shares, images, one in favour of another.
import { randomToken } from "../lib/security";
import { demoDays } from "./daily-stats";
import { PICTURE_NAMES } from "./pictures";
import type { DemoUsers } from "./users";
import { ago, type World } from "./world";

export type DemoCampaigns = Awaited<ReturnType<typeof seedCampaigns>>;
export type DemoCampaign = DemoCampaigns["mariaWalk"];

export async function seedCampaigns(w: World, users: DemoUsers) {
  const { trx, image } = w;
  const { maria, lucia, anna, ion, peter, zdrowie, greenco } = users;
  const categories = new Map(
    (await trx.selectFrom("categories").select(["id", "slug"]).execute()).map((c) => [
      c.slug,
      c.id,
    ]),
  );
  const campaign = async (v: {
    name: string;
    slug: string;
    owner: number;
    currency: number;
    goal: number;
    category: string;
    disease?: string;
    type?: "medical" | "other";
    content: string;
    flags?: Partial<
      Record<
        | "verified"
        | "active"
        | "finished"
        | "successful"
        | "urgent"
        | "trust_club"
        | "attention_required",
        boolean
      >
    >;
    days: number;
    beneficent?: { type: string; name: string; business_name?: string | null };
    video?: string | null;
  }) => {
    const row = await trx
      .insertInto("campaigns")
      .values({
        name: v.name,
        slug: v.slug,
        short_url: v.slug.slice(0, 6) + randomToken(2),
        content: v.content,
        total_amount: v.goal,
        currency_id: v.currency,
        payout_currency_id: 1,
        created_by: v.owner,
        created_at: ago(v.days),
        type: v.type ?? (v.disease ? "medical" : "other"),
        category_id: categories.get(v.category) ?? null,
        disease_id: v.disease ? (categories.get(v.disease) ?? null) : null,
        beneficent_type: v.beneficent?.type ?? "individual",
        beneficent: JSON.stringify({
          name: v.beneficent?.name ?? v.name,
          business_name: v.beneficent?.business_name ?? null,
          other: null,
        }),
        video: v.video ?? null,
        verified: v.flags?.verified ?? true,
        active: v.flags?.active ?? true,
        finished: v.flags?.finished ?? false,
        successful: v.flags?.successful ?? false,
        urgent: v.flags?.urgent ?? false,
        trust_club: v.flags?.trust_club ?? false,
        attention_required: v.flags?.attention_required ?? false,
        visits: 100 + v.days * 13,
        share_count: v.days % 17,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Its visits and shares by day since its launch, adding up to the totals above.
    await trx
      .insertInto("campaign_daily_stats")
      .values(
        demoDays(v.slug, row.created_at, new Date(), {
          visits: row.visits,
          shares: row.share_count,
        }).map((d) => ({ campaign_id: row.id, ...d })),
      )
      .execute();
    // Its pictures, drawn for it: <slug>-1 (the main one), <slug>-2 …
    const pictures = PICTURE_NAMES.filter((name) => name.startsWith(`${v.slug}-`));
    for (const [i, name] of pictures.entries()) {
      const id = await image(trx, v.owner, name);
      await trx
        .insertInto("campaign_images")
        .values({ campaign_id: row.id, media_id: id, main: i === 0, position: i })
        .execute();
    }
    return row;
  };

  const mariaWalk = await campaign({
    name: "Help Maria's son walk again",
    slug: "help-maria-walk-again",
    owner: maria,
    currency: 1,
    goal: 2_500_000,
    category: "health",
    disease: "cerebral-palsy",
    content:
      "<p>My son needs six months of rehabilitation after his accident.</p><p>Every euro brings him closer to walking.</p>",
    flags: { urgent: true, trust_club: true },
    days: 120,
    video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    beneficent: { type: "individual", name: "Мария Петрова" },
  });
  const library = await campaign({
    name: "Nueva biblioteca para la escuela de Tarifa",
    slug: "nueva-biblioteca-tarifa",
    owner: lucia,
    currency: 1,
    goal: 1_200_000,
    category: "education",
    content: "<p>Queremos llenar la biblioteca con 2.000 libros.</p>",
    days: 75,
    beneficent: {
      type: "business",
      name: "CEIP Tarifa",
      business_name: "Colegio Público de Tarifa",
    },
  });
  const kids = await campaign({
    name: "Leczenie dzieci w Krakowie",
    slug: "leczenie-dzieci-krakow",
    owner: zdrowie,
    currency: 3,
    goal: 10_000_000,
    category: "health",
    disease: "cancer",
    content: "<p>Fundacja Zdrowie finansuje leczenie onkologiczne dzieci.</p>",
    flags: { trust_club: true },
    days: 300,
    beneficent: { type: "business", name: "Fundacja Zdrowie", business_name: "Fundacja Zdrowie" },
  });
  const shelter = await campaign({
    name: "Winter shelter for Sofia's stray dogs",
    slug: "sofia-dog-shelter",
    owner: maria,
    currency: 2,
    goal: 800_000,
    category: "animals",
    content: "<p>Insulated kennels and food for 60 dogs this winter.</p>",
    days: 40,
  });
  const trees = await campaign({
    name: "10,000 trees for Budapest",
    slug: "trees-for-budapest",
    owner: greenco,
    currency: 7,
    goal: 500_000_000,
    category: "environment",
    content: "<p>Planting native trees along the Danube.</p>",
    days: 25,
    beneficent: { type: "business", name: "Zöld Jövő Kft.", business_name: "Zöld Jövő Kft." },
  });
  const heart = await campaign({
    name: "Heart surgery for Andrei",
    slug: "heart-surgery-andrei",
    owner: ion,
    currency: 6,
    goal: 3_000_000,
    category: "health",
    disease: "heart-disease",
    content: "<p>Andrei needs surgery abroad before spring.</p>",
    flags: { urgent: true },
    days: 15,
  });
  const flood = await campaign({
    name: "Flood relief for Tarifa families",
    slug: "flood-relief-tarifa",
    owner: lucia,
    currency: 1,
    goal: 2_000_000,
    category: "emergencies",
    content: "<p>Emergency supplies after the floods.</p>",
    flags: { finished: true, active: false },
    days: 400,
  });
  const football = await campaign({
    name: "Kit for the Łódź youth football team",
    slug: "lodz-youth-football",
    owner: anna,
    currency: 3,
    goal: 1_500_000,
    category: "sports",
    content: "<p>New shirts, boots and balls for 30 kids.</p>",
    flags: { successful: true },
    days: 200,
  });
  const garden = await campaign({
    name: "Community garden in Plovdiv",
    slug: "plovdiv-community-garden",
    owner: maria,
    currency: 2,
    goal: 300_000,
    category: "community",
    content: "<p>A shared garden for the neighbourhood.</p>",
    flags: { verified: false },
    days: 5,
  });
  const vaccine = await campaign({
    name: "Oxygen concentrators for rural clinics",
    slug: "oxygen-rural-clinics",
    owner: peter,
    currency: 4,
    goal: 5_000_000,
    category: "health",
    disease: "covid-19",
    content: "<p>Oxygen for clinics far from hospitals.</p>",
    days: 150,
  });
  const paused = await campaign({
    name: "Music lessons for Athens kids",
    slug: "music-lessons-athens",
    owner: anna,
    currency: 1,
    goal: 600_000,
    category: "education",
    content: "<p>Paused while we find a new venue.</p>",
    flags: { active: false },
    days: 90,
  });
  const review = await campaign({
    name: "Wheelchair ramp for the Varna library",
    slug: "varna-library-ramp",
    owner: ion,
    currency: 1,
    goal: 400_000,
    category: "community",
    content: "<p>Access for everyone.</p>",
    flags: { attention_required: true },
    days: 60,
  });
  // In favour of Maria's campaign: its withdrawals go there only.
  const inFavour = await campaign({
    name: "Runners for Maria's son",
    slug: "runners-for-maria",
    owner: lucia,
    currency: 1,
    goal: 500_000,
    category: "sports",
    content: "<p>We run the Sofia marathon for Maria's son.</p>",
    days: 30,
  });
  await trx
    .updateTable("campaigns")
    .set({
      in_favour_of: mariaWalk.id,
      beneficent_type: "other",
      beneficent: JSON.stringify({
        name: "Мария Петрова",
        business_name: null,
        other: {
          name: mariaWalk.name,
          other_type: "campaign",
          relation: null,
          receiver: "Мария Петрова",
          receiver_type: "individual",
          target_campaign_id: mariaWalk.id,
        },
      }),
    })
    .where("id", "=", inFavour.id)
    .execute();

  return {
    mariaWalk,
    library,
    kids,
    shelter,
    trees,
    heart,
    flood,
    football,
    garden,
    vaccine,
    paused,
    review,
    inFavour,
  };
}
