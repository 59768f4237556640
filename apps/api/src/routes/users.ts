import { createHmac, timingSafeEqual } from "node:crypto";
import {
  bioPayloadSchema,
  birthdayPayloadSchema,
  businessCoverPayloadSchema,
  businessMissionPayloadSchema,
  businessOrganizationSizePayloadSchema,
  businessSectorsPayloadSchema,
  donationsVisibilityPayloadSchema,
  EMAIL_SUBSCRIPTION_TYPES,
  emailChangePayloadSchema,
  emailChangeProblem,
  emailSubscriptionsPayloadSchema,
  emailUnsubscribePayloadSchema,
  genderPayloadSchema,
  isEmailSubscriptionType,
  locationPayloadSchema,
  nameLockProblem,
  namePayloadSchema,
  passwordChangePayloadSchema,
  phonePayloadSchema,
  timezonePayloadSchema,
  translationLanguagePayloadSchema,
  usernamePayloadSchema,
} from "@causeway/forms/rules";
import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../context";
import type { UserRow } from "../db/schema";
import { assertOwnMedia } from "../http/ownership";
import { type Ctx, jsonBody, ok, pathId, requireAuth } from "../http/request";
import { badRequest, forbidden, notFound, unauthorized } from "../lib/errors";
import { formatMoney } from "../lib/money";
import { hashPassword, verifyPassword } from "../lib/security";
import { page, parse, zId } from "../lib/validate";
import { assertUsernameFree, sendVerification, tokenFor } from "../services/accounts";
import { assertBusinessChoices } from "../services/business-choices";
import { linkOrigin, pdfHeaders, renderDonorCertificate } from "../services/certificate";
import { donationPage } from "../services/donations";
import {
  BUSINESS_SECTORS,
  BUSINESS_SIZES,
  currencies,
  currencyRef,
  presentUser,
} from "../services/present";

export function unsubscribeChecksum(secret: string, userId: number, scope: string) {
  return createHmac("sha256", secret).update(`${userId}:${scope}`).digest("hex").slice(0, 32);
}

function checksumOk(secret: string, userId: number, scope: string, given: string) {
  const expected = Buffer.from(unsubscribeChecksum(secret, userId, scope));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function userRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const save = async (c: Ctx, values: Partial<Record<keyof UserRow, unknown>>) => {
    const { user } = requireAuth(c);
    const updated = await db
      .updateTable("users")
      .set(values as never)
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: await presentUser(db, updated, { private: true }) });
  };
  const business = (c: Ctx) => {
    const { user } = requireAuth(c);
    if (user.type !== "business") throw forbidden();
    return user;
  };

  app.put("/api/v2/user/bio", async (c) => {
    const { user } = requireAuth(c);
    const { bio } = parse(bioPayloadSchema(user.type), await jsonBody(c));
    return save(c, { bio });
  });
  app.put("/api/v2/user/name", async (c) => {
    const { user } = requireAuth(c);
    const { name } = parse(namePayloadSchema, await jsonBody(c));
    // The name is locked for a user who cannot change it (001 §5).
    const locked = nameLockProblem(
      {
        registerStep: user.register_step,
        canChange: user.can_username_change,
        currentName: user.name,
      },
      name,
    );
    if (locked) throw badRequest({ name: locked });
    return save(c, { name });
  });
  app.put("/api/v2/user/phone", async (c) => {
    requireAuth(c);
    const { phone } = parse(phonePayloadSchema, await jsonBody(c));
    return save(c, { phone });
  });
  app.put("/api/v2/user/gender", async (c) => {
    requireAuth(c);
    const { gender } = parse(genderPayloadSchema, await jsonBody(c));
    return save(c, { gender });
  });
  app.put("/api/v2/user/birthday", async (c) => {
    requireAuth(c);
    const { birthday } = parse(birthdayPayloadSchema, await jsonBody(c));
    return save(c, { birthday: birthday || null });
  });
  app.put("/api/v2/user/location", async (c) => {
    requireAuth(c);
    const { location } = parse(locationPayloadSchema, await jsonBody(c));
    return save(c, { location: JSON.stringify(location) });
  });
  app.put("/api/v2/user/timezone", async (c) => {
    requireAuth(c);
    const { timezone } = parse(timezonePayloadSchema, await jsonBody(c));
    return save(c, { timezone });
  });
  app.put("/api/v2/user/config/translation-language", async (c) => {
    requireAuth(c);
    const { language_code } = parse(translationLanguagePayloadSchema, await jsonBody(c));
    return save(c, { language: language_code });
  });
  app.put("/api/v2/user/business-mission", async (c) => {
    business(c);
    const { mission } = parse(businessMissionPayloadSchema, await jsonBody(c));
    return save(c, { business_mission: mission });
  });
  app.put("/api/v2/user/business-cover", async (c) => {
    const user = business(c);
    const { cover } = parse(businessCoverPayloadSchema, await jsonBody(c));
    await assertOwnMedia(deps, user.id, cover, "cover");
    return save(c, { cover_media_id: cover });
  });
  app.put("/api/v2/user/business-sector", async (c) => {
    business(c);
    const { sectors } = parse(businessSectorsPayloadSchema, await jsonBody(c));
    assertBusinessChoices({ sectors });
    return save(c, { business_sectors: sectors });
  });
  app.put("/api/v2/user/business-organization-size", async (c) => {
    business(c);
    const { organization_size } = parse(businessOrganizationSizePayloadSchema, await jsonBody(c));
    assertBusinessChoices({ size: organization_size });
    return save(c, { organization_size });
  });
  app.get("/api/v2/user/business-sector", (c) => {
    const { offset, limit } = page(c.req.query(), { limit: 100 });
    return c.json({ response: { sectors: BUSINESS_SECTORS.slice(offset, offset + limit) } });
  });
  app.get("/api/v2/user/business-organization-size", (c) => {
    const { offset, limit } = page(c.req.query(), { limit: 100 });
    return c.json({ response: { sizes: BUSINESS_SIZES.slice(offset, offset + limit) } });
  });

  app.put("/api/v2/user/email", async (c) => {
    const { user } = requireAuth(c);
    const { email, password } = parse(emailChangePayloadSchema, await jsonBody(c));
    // Only the account's owner moves it to another address: the current password first, so a
    // wrong one learns nothing about which addresses are taken.
    if (!(await verifyPassword(password, user.password_hash)))
      throw badRequest({ password: "validation.password.wrong" });
    // The settings form's rule: a new address, not the one the account has.
    const unchanged = emailChangeProblem(email, user.email);
    if (unchanged) throw badRequest({ email: unchanged });
    const taken = await db
      .selectFrom("users")
      .select("id")
      .where(sql<string>`lower(email)`, "=", email)
      .where("id", "<>", user.id)
      .executeTakeFirst();
    if (taken) throw badRequest({ email: "validation.email_taken" });
    // The address the account proved stays proved: moving back to it keeps the account
    // verified; any other address waits for its own link, and an earlier link stops working.
    const proved = user.verified_email ?? (user.email_verified ? user.email : null);
    const verified = proved !== null && proved.toLowerCase() === email;
    const updated = await db
      .updateTable("users")
      .set({
        email,
        email_verified: verified,
        verified_email: proved,
        email_verification_code: null,
      })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!verified) await sendVerification(deps, updated);
    return c.json({
      response: { token: await tokenFor(deps, updated, c.get("auth")?.impersonator ?? null) },
    });
  });

  app.put("/api/v2/user/username", async (c) => {
    const { user } = requireAuth(c);
    if (!user.can_username_change) throw forbidden("username.validation.cannot_change");
    const { username } = parse(usernamePayloadSchema, await jsonBody(c));
    await assertUsernameFree(deps, username, user.id);
    const updated = await db
      .updateTable("users")
      .set({ username })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({
      response: { token: await tokenFor(deps, updated, c.get("auth")?.impersonator ?? null) },
    });
  });

  app.put("/api/v2/user/password", async (c) => {
    const { user } = requireAuth(c);
    // The settings form's rules first (current given, new long enough and different, typed
    // twice alike), then what only the server knows: whether the current one is right.
    const body = parse(passwordChangePayloadSchema, await jsonBody(c));
    if (!(await verifyPassword(body.password, user.password_hash)))
      throw badRequest({ password: "validation.password.wrong" });
    await db
      .updateTable("users")
      .set({ password_hash: await hashPassword(body.new_password) })
      .where("id", "=", user.id)
      .execute();
    return c.json(ok);
  });

  app.put("/api/v2/user/:id/donations-visibility", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "id");
    if (id !== user.id && !isAdmin(user)) throw forbidden();
    const { visibility } = parse(donationsVisibilityPayloadSchema, await jsonBody(c));
    const updated = await db
      .updateTable("users")
      .set({ donations_visible: visibility })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw notFound();
    return c.json({ response: await presentUser(db, updated, { private: true }) });
  });

  // ------------------------------------------------------------ reads about a user
  const target = async (c: Ctx) => {
    const user = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", pathId(c, "id"))
      .executeTakeFirst();
    if (!user) throw notFound();
    return user;
  };
  const canSeeDonations = (c: Ctx, user: UserRow) => {
    const viewer = c.get("auth")?.user;
    return user.donations_visible || viewer?.id === user.id || isAdmin(viewer);
  };

  /** Whether the viewer is the donor: they alone see their anonymous donations. */
  const ownDonations = (c: Ctx, user: UserRow) => c.get("auth")?.user.id === user.id;

  app.get("/api/v2/user/:id/donations", async (c) => {
    const user = await target(c);
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const year = parse(
      z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
      c.req.query(),
    ).year;
    if (!canSeeDonations(c, user)) return c.json({ response: { donations: [], total: 0 } });
    const own = ownDonations(c, user);
    let base = db
      .selectFrom("donations")
      .where("donor_user_id", "=", user.id)
      .where("payment_status", "=", "PROCESSED");
    if (!own) base = base.where("is_anon", "=", false);
    if (year) base = base.where(sql<number>`extract(year from created_at)`, "=", year);
    const newest = (q: typeof base) => q.orderBy("created_at", "desc");
    return c.json({
      response: await donationPage(
        db,
        base,
        newest,
        { offset, limit },
        linkOrigin(c.req.url, deps.config),
        { user: c.get("auth")?.user },
      ),
    });
  });

  app.get("/api/v2/user/:id/total-donations-amount", async (c) => {
    const user = await target(c);
    if (!canSeeDonations(c, user)) return c.json({ response: { amounts: [] } });
    let given = db
      .selectFrom("donations")
      .select(["currency_id", sql<number>`sum(amount)::bigint`.as("sum")])
      .where("donor_user_id", "=", user.id)
      .where("payment_status", "=", "PROCESSED");
    // Others see the total of what the list shows them: an anonymous donation stays unseen.
    if (!ownDonations(c, user)) given = given.where("is_anon", "=", false);
    const rows = await given.groupBy("currency_id").orderBy("currency_id").execute();
    const cur = await currencies(db);
    return c.json({
      response: {
        amounts: rows.map((r) => ({
          amount: Number(r.sum),
          currency: currencyRef(cur, r.currency_id),
        })),
      },
    });
  });

  app.get("/api/v2/user/:id/campaings-total-earned-amount", async (c) => {
    const user = await target(c);
    const rows = await db
      .selectFrom("donations")
      .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
      .select(["donations.currency_id", sql<number>`sum(donations.amount)::bigint`.as("sum")])
      .where("campaigns.created_by", "=", user.id)
      .where("donations.payment_status", "=", "PROCESSED")
      .groupBy("donations.currency_id")
      .orderBy("donations.currency_id")
      .execute();
    const cur = await currencies(db);
    return c.json({
      response: {
        amounts: rows.map((r) => ({
          amount: Number(r.sum),
          currency: currencyRef(cur, r.currency_id),
        })),
      },
    });
  });

  app.get("/api/v2/user/:id/business-donation-categories", async (c) => {
    const user = await target(c);
    if (!canSeeDonations(c, user)) return c.json({ response: { categories: [] } });
    const rows = await db
      .selectFrom("donations")
      .innerJoin("campaigns", "campaigns.id", "donations.campaign_id")
      .innerJoin("categories", "categories.id", "campaigns.category_id")
      .select([
        "categories.id",
        "categories.name",
        "categories.slug",
        "categories.type",
        "categories.status",
        "donations.currency_id",
        sql<number>`sum(donations.amount)::bigint`.as("sum"),
      ])
      .where("donations.donor_user_id", "=", user.id)
      .where("donations.payment_status", "=", "PROCESSED")
      .$if(!ownDonations(c, user), (q) => q.where("donations.is_anon", "=", false))
      .groupBy(["categories.id", "donations.currency_id"])
      .orderBy("categories.id")
      .execute();
    const cur = await currencies(db);
    return c.json({
      response: {
        categories: rows.map((r) => ({
          category: { id: r.id, name: r.name, slug: r.slug, type: r.type, status: r.status },
          amount: Number(r.sum),
          currency: currencyRef(cur, r.currency_id),
        })),
      },
    });
  });

  /** The user whose donor certificate is asked (by themself or staff) and its year, if any. */
  const certificateOf = async (c: Ctx) => {
    const { user: viewer } = requireAuth(c);
    const user = await target(c);
    if (viewer.id !== user.id && !isAdmin(viewer)) throw forbidden();
    const year = parse(
      z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
      c.req.query(),
    ).year;
    return { user, year };
  };

  app.get("/api/v2/user/:id/certificate", async (c) => {
    const { user, year } = await certificateOf(c);
    const suffix = year ? `?year=${year}` : "";
    return c.json({
      response: {
        url: `${linkOrigin(c.req.url, deps.config)}/api/v2/user/${user.id}/certificate.pdf${suffix}`,
      },
    });
  });

  // The donor's certificate itself: a PDF of the PROCESSED donations of a year (or all years),
  // for the donor and staff, like the URL above.
  app.get("/api/v2/user/:id/certificate.pdf", async (c) => {
    const { user, year } = await certificateOf(c);
    let sums = db
      .selectFrom("donations")
      .select([
        "currency_id",
        sql<number>`sum(amount)::bigint`.as("sum"),
        sql<number>`count(*)::int`.as("n"),
      ])
      .where("donor_user_id", "=", user.id)
      .where("payment_status", "=", "PROCESSED");
    if (year) sums = sums.where(sql<number>`extract(year from created_at)`, "=", year);
    const [rows, cur] = await Promise.all([
      sums.groupBy("currency_id").orderBy("currency_id").execute(),
      currencies(db),
    ]);
    const number = `CW-U${year ?? "ALL"}-${String(user.id).padStart(6, "0")}`;
    const pdf = await renderDonorCertificate({
      number,
      donor: user.name || user.username,
      period: year ? `in ${year}` : "on Causeway",
      count: rows.reduce((n, r) => n + r.n, 0),
      totals: rows.map((r) => {
        const currency = cur.get(r.currency_id);
        return formatMoney(
          Number(r.sum),
          currency?.abbreviation ?? "EUR",
          "en",
          currency?.zero_based ?? false,
        );
      }),
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(number));
  });

  app.get("/api/v2/user/donation-years", async (c) => {
    const { user } = requireAuth(c);
    const rows = await db
      .selectFrom("donations")
      .select(sql<number>`extract(year from created_at)::int`.as("year"))
      .where("donor_user_id", "=", user.id)
      .where("payment_status", "=", "PROCESSED")
      .groupBy("year")
      .orderBy("year", "desc")
      .execute();
    return c.json({ response: { years: rows.map((r) => r.year) } });
  });

  // ------------------------------------------------------------ e-mail subscriptions
  const subscriptionsOf = (u: UserRow) =>
    EMAIL_SUBSCRIPTION_TYPES.map((type) => ({
      type,
      subscribed: u.email_subscriptions[type] !== false,
    }));
  const subscriber = async (c: Ctx, userId?: number, signature?: string) => {
    const auth = c.get("auth");
    if (userId !== undefined || signature !== undefined) {
      if (
        !userId ||
        !signature ||
        !checksumOk(deps.config.jwtSecret, userId, "subscriptions", signature)
      )
        throw forbidden();
      const user = await db
        .selectFrom("users")
        .selectAll()
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!user) throw forbidden();
      return user;
    }
    if (!auth) throw unauthorized(c.get("authProblem") ?? "missing");
    return auth.user;
  };

  app.get("/api/v2/notifications/email/subscriptions", async (c) => {
    const query = parse(
      z.object({ user_id: zId.optional(), signature: z.string().optional() }),
      c.req.query(),
    );
    const user = await subscriber(c, query.user_id, query.signature);
    return c.json({ response: { types: subscriptionsOf(user) } });
  });

  app.put("/api/v2/notifications/email/subscriptions", async (c) => {
    const body = parse(emailSubscriptionsPayloadSchema, await jsonBody(c));
    const user = await subscriber(c, body.user_id, body.signature);
    const next = { ...user.email_subscriptions };
    for (const t of body.types) if (isEmailSubscriptionType(t.type)) next[t.type] = t.subscribed;
    const updated = await db
      .updateTable("users")
      .set({ email_subscriptions: JSON.stringify(next) })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({ response: { types: subscriptionsOf(updated) } });
  });

  app.put("/api/v2/user/email/unsubscribe", async (c) => {
    const body = parse(emailUnsubscribePayloadSchema, await jsonBody(c));
    if (!checksumOk(deps.config.jwtSecret, body.user_id, body.template, body.checksum))
      throw forbidden();
    const user = await db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", body.user_id)
      .executeTakeFirst();
    if (!user) throw forbidden();
    await db
      .updateTable("users")
      .set({
        email_subscriptions: JSON.stringify({
          ...user.email_subscriptions,
          [body.template]: false,
        }),
      })
      .where("id", "=", user.id)
      .execute();
    return c.json(ok);
  });
}
