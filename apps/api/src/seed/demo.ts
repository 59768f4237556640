import { withdrawTax } from "@causeway/forms/rules";
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import type { DocumentRef, WithdrawKind, WithdrawState } from "../db/schema";
import { hashPassword, randomToken } from "../lib/security";
import { NOTIFICATION_TEXT, type NotificationType } from "../services/notify";
import { newStorageKey } from "../services/storage";
import { demoDays } from "./daily-stats";
import { DEMO_PDF, demoPng } from "./png";

/** Every demo account logs in with this password (apps/api/README.md lists them). */
export const DEMO_PASSWORD = "causeway-demo";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

type Rgb = [number, number, number];
const PALETTE: [Rgb, Rgb][] = [
  [
    [63, 123, 224],
    [155, 200, 255],
  ],
  [
    [217, 72, 15],
    [255, 190, 120],
  ],
  [
    [43, 138, 62],
    [170, 230, 160],
  ],
  [
    [112, 72, 232],
    [220, 190, 255],
  ],
  [
    [194, 37, 92],
    [255, 170, 200],
  ],
  [
    [16, 152, 173],
    [160, 236, 245],
  ],
];

export async function seedDemo(deps: Deps): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let mediaCount = 0;
  const image = async (trx: Tx, ownerId: number | null, w = 640, h = 480) => {
    mediaCount += 1;
    const [from, to] = PALETTE[mediaCount % PALETTE.length] ??
      PALETTE[0] ?? [
        [0, 0, 0],
        [255, 255, 255],
      ];
    const key = newStorageKey("uploads/demo", "png");
    const bytes = demoPng(w, h, from, to);
    await deps.storage.put(key, bytes);
    const row = await trx
      .insertInto("media")
      .values({
        owner_id: ownerId,
        kind: "image",
        name: `demo-${mediaCount}.png`,
        storage_key: key,
        mime_type: "image/png",
        size: bytes.length,
        width: w,
        height: h,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const pdf = async (trx: Tx, ownerId: number, name: string) => {
    mediaCount += 1;
    const key = newStorageKey("files/demo", "pdf");
    await deps.storage.put(key, DEMO_PDF);
    const row = await trx
      .insertInto("media")
      .values({
        owner_id: ownerId,
        kind: "file",
        name,
        storage_key: key,
        mime_type: "application/pdf",
        size: DEMO_PDF.length,
        width: null,
        height: null,
        private: true,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };

  await deps.db.transaction().execute(async (trx) => {
    // ------------------------------------------------------------ users
    const user = async (values: {
      username: string;
      name: string;
      type?: "personal" | "business";
      roles?: string[];
      language?: string;
      bio?: string;
      gender?: "male" | "female" | null;
      location?: { place_id: string; formatted_address: string };
      timezone?: string;
      avatar?: boolean;
      extra?: Record<string, unknown>;
    }) => {
      const row = await trx
        .insertInto("users")
        .values({
          username: values.username,
          email: `${values.username}@causeway.example`,
          password_hash: passwordHash,
          name: values.name,
          type: values.type ?? "personal",
          roles: values.roles ?? ["ROLE_USER"],
          language: values.language ?? "en",
          bio: values.bio ?? "",
          gender: values.gender ?? null,
          location: values.location ? JSON.stringify(values.location) : null,
          timezone: values.timezone ?? "Europe/Sofia",
          email_verified: true,
          register_step: 2,
          can_username_change: false,
          created_at: ago(200),
          ...(values.extra ?? {}),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (values.avatar !== false) {
        const avatar = await image(trx, row.id, 200, 200);
        await trx
          .updateTable("users")
          .set({ avatar_media_id: avatar })
          .where("id", "=", row.id)
          .execute();
      }
      return row.id;
    };

    const admin = await user({
      username: "admin",
      name: "Elena Ivanova",
      roles: ["ROLE_USER", "ROLE_ADMIN"],
      gender: "female",
    });
    await user({
      username: "superadmin",
      name: "Georgi Dimitrov",
      roles: ["ROLE_USER", "ROLE_SUPER_ADMIN"],
      gender: "male",
    });
    await user({
      username: "editor",
      name: "Ivo Editor",
      roles: ["ROLE_USER", "ROLE_EDITOR"],
      avatar: false,
    });
    await user({
      username: "translator",
      name: "Tanya Translator",
      roles: ["ROLE_USER", "ROLE_TRANSLATOR"],
      avatar: false,
    });
    const maria = await user({
      username: "maria.petrova",
      name: "Мария Петрова",
      language: "bg",
      gender: "female",
      bio: "Събирам средства за рехабилитацията на сина си.",
      location: { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" },
      extra: { phone: "+359 88 123 4567", birthday: "1986-03-12" },
    });
    const lucia = await user({
      username: "lucia.garcia",
      name: "Lucía García",
      language: "es",
      gender: "female",
      timezone: "Europe/Madrid",
      location: { place_id: "ChIJgTwKgJcpQg0RaSKMYcHeNsQ", formatted_address: "Madrid, Spain" },
    });
    const anna = await user({
      username: "anna.nowak",
      name: "Anna Nowak",
      language: "pl",
      gender: "female",
      timezone: "Europe/Warsaw",
    });
    const ion = await user({
      username: "ion.popescu",
      name: "Ion Popescu",
      language: "ro",
      gender: "male",
      timezone: "Europe/Bucharest",
    });
    const peter = await user({
      username: "peter.kovacs",
      name: "Péter Kovács",
      language: "hu",
      gender: "male",
      timezone: "Europe/Budapest",
      avatar: false,
    });
    const zdrowie = await user({
      username: "zdrowie-fundacja",
      name: "Fundacja Zdrowie",
      type: "business",
      language: "pl",
      timezone: "Europe/Warsaw",
      bio: "Pomagamy dzieciom w leczeniu od 2009 roku.",
      extra: {
        business_mission: "Każde dziecko zasługuje na leczenie.",
        representative_name: "Anna Nowak",
        bulstat: "PL5260250274",
        organization: "Fundacja Zdrowie",
        business_sectors: [4],
        organization_size: 2,
        only_name: true,
      },
    });
    const greenco = await user({
      username: "zold-jovo",
      name: "Zöld Jövő Kft.",
      type: "business",
      language: "hu",
      timezone: "Europe/Budapest",
      bio: "Fákat ültetünk.",
      extra: {
        business_mission: "A greener Budapest.",
        representative_name: "Péter Kovács",
        organization: "Zöld Jövő Kft.",
        business_sectors: [6, 12],
        organization_size: 1,
      },
    });
    await user({
      username: "new.member",
      name: "",
      avatar: false,
      extra: { register_step: 1, email_verified: false, can_username_change: true },
    });
    const cover = await image(trx, zdrowie, 765, 312);
    await trx
      .updateTable("users")
      .set({ cover_media_id: cover })
      .where("id", "=", zdrowie)
      .execute();

    // ------------------------------------------------------------ campaigns
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
      images?: number;
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
      for (let i = 0; i < (v.images ?? 2); i++) {
        const id = await image(trx, v.owner);
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
      images: 3,
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
      images: 1,
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
      images: 1,
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

    // ------------------------------------------------------------ follows
    const follows: [number, number][] = [
      [lucia, mariaWalk.id],
      [anna, mariaWalk.id],
      [ion, mariaWalk.id],
      [peter, mariaWalk.id],
      [zdrowie, mariaWalk.id],
      [maria, library.id],
      [anna, library.id],
      [maria, kids.id],
      [lucia, kids.id],
      [maria, trees.id],
      [maria, heart.id],
      [anna, heart.id],
      [maria, inFavour.id],
    ];
    for (const [u, c] of follows)
      await trx
        .insertInto("follows")
        .values({ user_id: u, campaign_id: c, created_at: ago(10) })
        .execute();

    // ------------------------------------------------------------ donations
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
    const plan: [typeof mariaWalk, number[]][] = [
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

    // ------------------------------------------------------------ providers and bank accounts
    for (const p of [
      {
        iban: "BG80BNBG96611020345678",
        bic: "BNBGBGSD",
        bank: "Bulgarian National Bank",
        country: "BG",
        holder_name: "Rehabilitation Centre Vita",
        currency_id: 2,
      },
      {
        iban: "BG18RZBB91550123456789",
        bic: "RZBBBGSF",
        bank: "Raiffeisenbank Bulgaria",
        country: "BG",
        holder_name: "Medical Centre Sveta Sofia",
        currency_id: 2,
      },
      {
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        bank: "Commerzbank",
        country: "DE",
        holder_name: "Orthopädie Klinik München",
        currency_id: 1,
      },
      {
        iban: "ES9121000418450200051332",
        bic: "CAIXESBBXXX",
        bank: "CaixaBank",
        country: "ES",
        holder_name: "Librería Tarifa S.L.",
        currency_id: 1,
      },
      {
        iban: "PL61109010140000071219812874",
        bic: "WBKPPLPPXXX",
        bank: "Santander Bank Polska",
        country: "PL",
        holder_name: "Szpital Dziecięcy Kraków",
        currency_id: 3,
      },
    ]) {
      await trx.insertInto("providers").values(p).execute();
    }
    const docFor = async (owner: number, name: string): Promise<DocumentRef[]> => [
      { id: await pdf(trx, owner, name), type: "certificate" },
    ];
    const account = async (
      campaignId: number,
      owner: number,
      state: "PENDING" | "APPROVED" | "REFUSED",
      iban: string,
      holder: string,
      bic: string,
      bank: string,
      country: string,
      currency: number,
    ) =>
      trx
        .insertInto("bank_accounts")
        .values({
          campaign_id: campaignId,
          state,
          iban,
          holder_name: holder,
          bic,
          bank,
          country,
          currency_id: currency,
          documents: JSON.stringify(await docFor(owner, "bank-certificate.pdf")),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const mariaAccount = await account(
      mariaWalk.id,
      maria,
      "APPROVED",
      "BG18RZBB91550123456789",
      "Мария Петрова",
      "RZBBBGSF",
      "Raiffeisenbank Bulgaria",
      "BG",
      1,
    );
    await account(
      library.id,
      lucia,
      "PENDING",
      "ES9121000418450200051332",
      "CEIP Tarifa",
      "CAIXESBBXXX",
      "CaixaBank",
      "ES",
      1,
    );
    await account(
      kids.id,
      zdrowie,
      "REFUSED",
      "PL61109010140000071219812874",
      "Fundacja Zdrowie",
      "WBKPPLPPXXX",
      "Santander Bank Polska",
      "PL",
      3,
    );
    const kidsAccount = await account(
      football.id,
      anna,
      "APPROVED",
      "PL61109010140000071219812874",
      "Anna Nowak",
      "WBKPPLPPXXX",
      "Santander Bank Polska",
      "PL",
      3,
    );
    // shelter (and the others) have none: the client shows WAITING.

    // ------------------------------------------------------------ withdrawals in every state
    const withdrawal = async (v: {
      campaign: typeof mariaWalk;
      kind: WithdrawKind;
      amount: number;
      state: WithdrawState;
      days: number;
      reasons?: number[];
      provider?: {
        iban: string;
        bic: string;
        bank: string;
        country: string;
        holder_name: string;
        currency_id: number;
      };
      bankAccount?: number;
      receiver?: string;
      comment?: string;
      noDocs?: boolean;
      target?: typeof mariaWalk;
    }) => {
      const tax = withdrawTax(v.amount);
      const invoices =
        v.noDocs || v.kind === "transfer"
          ? []
          : [{ id: await pdf(trx, v.campaign.created_by, `invoice-${v.days}.pdf`), type: "file" }];
      const provider = v.provider
        ? await trx
            .selectFrom("providers")
            .select("id")
            .where("iban", "=", v.provider.iban)
            .executeTakeFirst()
        : undefined;
      const row = await trx
        .insertInto("withdrawals")
        .values({
          campaign_id: v.campaign.id,
          kind: v.kind,
          amount: v.amount,
          tax,
          total: v.amount + tax,
          currency_id: v.campaign.currency_id,
          state: v.state,
          reasons: v.reasons ?? (v.kind === "transfer" ? [] : [3]),
          receiver_name: v.receiver ?? v.provider?.holder_name ?? v.target?.name ?? null,
          clinic_name: v.provider?.holder_name ?? null,
          comment:
            v.comment ??
            (v.noDocs ? "The clinic sends the invoice next week." : "Invoice attached."),
          invoices: JSON.stringify(invoices),
          invoice_not_available: v.noDocs ?? v.kind === "transfer",
          reference: v.provider ? `INV-2026-${v.days}` : null,
          provider: v.provider
            ? JSON.stringify({ ...v.provider, provider_id: provider?.id ?? 1 })
            : null,
          bank_account_id: v.bankAccount ?? null,
          transfer_to_campaign_id: v.target?.id ?? null,
          motivational_message: v.target
            ? "Sharing what is left with a campaign we believe in."
            : null,
          created_by: v.campaign.created_by,
          created_at: ago(v.days),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const vita = {
      iban: "BG80BNBG96611020345678",
      bic: "BNBGBGSD",
      bank: "Bulgarian National Bank",
      country: "BG",
      holder_name: "Rehabilitation Centre Vita",
      currency_id: 2,
    };
    const klinik = {
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bank: "Commerzbank",
      country: "DE",
      holder_name: "Orthopädie Klinik München",
      currency_id: 1,
    };
    const w1 = await withdrawal({
      campaign: mariaWalk,
      kind: "service",
      amount: 150000,
      state: "PAYED",
      days: 60,
      provider: vita,
      reasons: [3, 1],
    });
    await withdrawal({
      campaign: mariaWalk,
      kind: "service",
      amount: 90000,
      state: "PENDING",
      days: 3,
      provider: klinik,
      reasons: [4],
    });
    const w3 = await withdrawal({
      campaign: mariaWalk,
      kind: "service",
      amount: 40000,
      state: "WAITING_DOCUMENTS",
      days: 2,
      provider: vita,
      noDocs: true,
    });
    const w4 = await withdrawal({
      campaign: mariaWalk,
      kind: "personal",
      amount: 48000,
      state: "REFUSED",
      days: 30,
      bankAccount: mariaAccount.id,
      receiver: "Мария Петрова",
      reasons: [2],
    });
    await withdrawal({
      campaign: mariaWalk,
      kind: "personal",
      amount: 60000,
      state: "PAYED",
      days: 20,
      bankAccount: mariaAccount.id,
      receiver: "Мария Петрова",
      reasons: [2, 5],
    });
    await withdrawal({
      campaign: mariaWalk,
      kind: "transfer",
      amount: 20000,
      state: "PAYED",
      days: 10,
      target: library,
    });
    await withdrawal({
      campaign: football,
      kind: "personal",
      amount: 300000,
      state: "PAYED",
      days: 100,
      bankAccount: kidsAccount.id,
      receiver: "Anna Nowak",
      reasons: [8],
    });
    await withdrawal({
      campaign: kids,
      kind: "service",
      amount: 500000,
      state: "PENDING",
      days: 5,
      provider: {
        iban: "PL61109010140000071219812874",
        bic: "WBKPPLPPXXX",
        bank: "Santander Bank Polska",
        country: "PL",
        holder_name: "Szpital Dziecięcy Kraków",
        currency_id: 3,
      },
      reasons: [1],
    });
    // The transfer's donation in the target campaign.
    await donate(library.id, 1, 20000, {
      user: maria,
      type: "CAMPAIGN",
      name: mariaWalk.name,
      days: 10,
      method: "BANK",
    });
    await trx
      .insertInto("withdraw_notes")
      .values([
        {
          withdraw_id: w1,
          text: "Paid on the 3rd; confirmation sent.",
          state: "COMPLETED",
          author_id: admin,
          created_at: ago(58),
        },
        {
          withdraw_id: w3,
          text: "Waiting for the clinic's invoice.",
          state: "FOR_REVIEW",
          author_id: admin,
          created_at: ago(1),
        },
        {
          withdraw_id: w4,
          text: "Bank details did not match the account holder.",
          state: "OPEN",
          author_id: admin,
          created_at: ago(29),
        },
      ])
      .execute();

    // ------------------------------------------------------------ posts, comments, karma, bookmarks
    const post = async (
      author: number,
      campaignId: number | null,
      title: string | null,
      text: string,
      days: number,
      images = 0,
      anonymous = false,
    ) => {
      const imageIds: number[] = [];
      for (let i = 0; i < images; i++) imageIds.push(await image(trx, author, 1280, 960));
      const row = await trx
        .insertInto("posts")
        .values({
          slug: `${
            (title ?? text)
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, "-")
              .replace(/^-|-$/g, "")
              .slice(0, 40) || "post"
          }-${randomToken(2)}`,
          user_id: author,
          campaign_id: campaignId,
          title,
          content: `<p>${text}</p>`,
          raw_content: text,
          is_anonymous: anonymous,
          image_ids: imageIds,
          created_at: ago(days),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const p1 = await post(
      maria,
      mariaWalk.id,
      "First week of rehabilitation",
      "Thank you all! He took his first steps with the walker today.",
      6,
      2,
    );
    const p2 = await post(
      maria,
      mariaWalk.id,
      null,
      "We paid the first month of therapy. Invoices are in the dashboard.",
      20,
      1,
    );
    const p3 = await post(
      lucia,
      library.id,
      "300 books on the shelves",
      "¡Ya tenemos 300 libros en las estanterías!",
      4,
      1,
    );
    const p4 = await post(
      zdrowie,
      kids.id,
      "Nowy sprzęt",
      "Kupiliśmy nową pompę infuzyjną dla oddziału.",
      12,
      1,
    );
    const p5 = await post(greenco, trees.id, null, "The first 500 trees are in the ground.", 3, 2);
    const p6 = await post(
      ion,
      heart.id,
      "Surgery date set",
      "Andrei's surgery is scheduled for March.",
      1,
    );
    await post(
      anna,
      football.id,
      "We did it!",
      "The team played its first match in the new kit.",
      50,
      1,
    );
    await post(lucia, null, null, "Running 42 km for Maria's son this Sunday.", 2, 0);
    await post(peter, vaccine.id, null, "Ten concentrators delivered.", 8, 1);
    await post(anna, null, null, "A donor who prefers to stay anonymous says hello.", 9, 0, true);
    for (const [postId, who, text, days] of [
      [p1, lucia, "¡Qué alegría, Maria!", 5],
      [p1, anna, "Trzymamy kciuki!", 5],
      [p3, maria, "Браво!", 3],
      [p6, maria, "Ще се молим за него.", 1],
    ] as [number, number, string, number][]) {
      const c = await trx
        .insertInto("post_comments")
        .values({ post_id: postId, user_id: who, content: text, created_at: ago(days) })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (postId === p1 && who === lucia)
        await trx
          .insertInto("post_comments")
          .values({
            post_id: p1,
            user_id: maria,
            parent_id: c.id,
            content: "Gracias, Lucía!",
            created_at: ago(4),
          })
          .execute();
    }
    for (const [postId, who] of [
      [p1, lucia],
      [p1, anna],
      [p1, ion],
      [p1, peter],
      [p2, lucia],
      [p3, maria],
      [p3, anna],
      [p4, maria],
      [p5, maria],
      [p6, lucia],
    ] as [number, number][]) {
      await trx.insertInto("post_karma").values({ post_id: postId, user_id: who }).execute();
    }
    for (const [postId, who] of [
      [p3, maria],
      [p4, maria],
      [p1, lucia],
    ] as [number, number][]) {
      await trx.insertInto("post_bookmarks").values({ post_id: postId, user_id: who }).execute();
    }

    // ------------------------------------------------------------ conversations
    const say = async (from: number, to: number, text: string, minutesAgo: number, readed = true) =>
      trx
        .insertInto("messages")
        .values({
          sender_id: from,
          receiver_id: to,
          message: text,
          readed,
          seen: readed,
          created_at: new Date(Date.now() - minutesAgo * 60_000),
        })
        .execute();
    await say(lucia, maria, "¡Hola Maria! ¿Cómo va la rehabilitación?", 300);
    await say(maria, lucia, "Much better, thank you! He walked 20 metres today.", 280);
    await say(lucia, maria, "We are organising a run for him 🏃‍♀️", 30, false);
    await say(anna, maria, "Can I send you a wheelchair we no longer need?", 90, false);
    await say(zdrowie, lucia, "Would the library like our book donation?", 1500);
    await say(lucia, zdrowie, "Yes please!", 1400);

    // ------------------------------------------------------------ notifications: every type
    const campaignData = { campaign_name: mariaWalk.name, slug: mariaWalk.slug };
    const eur = { id: 1, abbreviation: "EUR", name: "Euro" };
    const notes: [NotificationType, Record<string, unknown>, number][] = [
      [
        "CAMPAIGN_FUNDS_COLLECTED",
        { ...campaignData, amount: 50000, collected_amount: 1080000, currency: eur },
        0.1,
      ],
      ["CAMPAIGN_VERIFIED", campaignData, 110],
      ["CAMPAIGN_DELETED", { campaign_name: "Old test campaign", slug: "old-test-campaign" }, 100],
      ["CAMPAIGN_ACTIVATED", campaignData, 109],
      ["CAMPAIGN_DEACTIVATED", { campaign_name: garden.name, slug: garden.slug }, 4],
      ["CAMPAIGN_SUCCEEDED", { campaign_name: shelter.name, slug: shelter.slug }, 2],
      ["CAMPAIGN_NEW_TASKS", campaignData, 7],
      [
        "CAMPAIGN_WEEKLY_STATISTICS",
        {
          ...campaignData,
          collected_amount: 41200,
          currency: eur,
          date_from: Math.floor(ago(14).getTime() / 1000),
          date_to: Math.floor(ago(7).getTime() / 1000),
        },
        7,
      ],
      [
        "CAMPAIGN_MONTHLY_STATISTICS",
        {
          ...campaignData,
          collected_amount: 212000,
          currency: eur,
          date_from: Math.floor(ago(60).getTime() / 1000),
          date_to: Math.floor(ago(30).getTime() / 1000),
        },
        30,
      ],
      ["CAMPAIGN_UPDATE_REMINDER", { ...campaignData, reminder_type: "TEN_DAYS_REMINDER" }, 110],
      ["CAMPAIGN_UPDATE_REMINDER", { ...campaignData, reminder_type: "SIXTY_DAYS_REMINDER" }, 60],
      [
        "TRANSFER_PROCESSING",
        { ...campaignData, withdraw_id: w3, amount: 40000, currency: eur },
        2,
      ],
      [
        "TRANSFER_APPROVED",
        { ...campaignData, withdraw_id: w1, amount: 150000, currency: eur },
        58,
      ],
      ["TRANSFER_DECLINED", { ...campaignData, withdraw_id: w4, amount: 48000, currency: eur }, 29],
      ["TRANSFER_PROCESSING_DOCUMENTS", { ...campaignData, withdraw_id: w3 }, 1],
      [
        "BANK_ACCOUNT_PROCESSING",
        { ...campaignData, bank_account_id: mariaAccount.id, iban: "BG18RZBB91550123456789" },
        100,
      ],
      [
        "BANK_ACCOUNT_APPROVED",
        { ...campaignData, bank_account_id: mariaAccount.id, iban: "BG18RZBB91550123456789" },
        98,
      ],
      [
        "BANK_ACCOUNT_DECLINED",
        { campaign_name: kids.name, slug: kids.slug, iban: "PL61109010140000071219812874" },
        40,
      ],
    ];
    for (const [i, [type, data, days]] of notes.entries()) {
      await trx
        .insertInto("notifications")
        .values({
          user_id: maria,
          type,
          text: NOTIFICATION_TEXT[type],
          data: JSON.stringify(data),
          seen: i > 3,
          read: i > 6,
          is_opened: i > 8,
          viewed: i > 3,
          created_at: ago(days),
        })
        .execute();
    }
  });
  deps.log.info("seed: demo world created", { password: DEMO_PASSWORD });
}
