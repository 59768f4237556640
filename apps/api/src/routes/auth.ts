import {
  forgottenPasswordPayloadSchema,
  loginPayloadSchema,
  normaliseSignupCompletionRequest,
  passwordResetPayloadSchema,
  signupBusinessDetailsPayloadSchema,
  signupBusinessPayloadSchema,
  signupDetailsPayloadSchema,
  signupEmailPayloadSchema,
  USERNAME_MESSAGE,
  usernamePayloadSchema,
} from "@causeway/forms/rules";
import { LOCALES } from "@causeway/i18n";
import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../context";
import type { UserRow } from "../db/schema";
import { assertOwnMedia } from "../http/ownership";
import {
  type Ctx,
  jsonBody,
  ok,
  pathId,
  rateLimit,
  requireAdmin,
  requireAuth,
} from "../http/request";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "../lib/errors";
import { hashPassword, randomToken, verifyPassword } from "../lib/security";
import { parse, rowIdOf } from "../lib/validate";
import { assertUsernameFree, sendVerification, tokenFor } from "../services/accounts";
import { assertBusinessChoices } from "../services/business-choices";
import { sendMail } from "../services/mail";
import { presentUser } from "../services/present";

const COLORS = ["#3f7be0", "#d9480f", "#2b8a3e", "#7048e8", "#c2255c", "#1098ad", "#e67700"];

async function userById(deps: Deps, id: number) {
  return deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function authRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.post("/api/v2/signup/email", async (c) => {
    await rateLimit(c, deps, "signup");
    const body = parse(signupEmailPayloadSchema, await jsonBody(c));
    const language = parse(z.enum(LOCALES).optional(), c.req.query("translation_language")) ?? "en";
    const loginCheck = c.req.query("login_check") === "true";
    const existing = await db
      .selectFrom("users")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", body.email)
      .executeTakeFirst();
    if (existing) {
      if (loginCheck && (await verifyPassword(body.password, existing.password_hash))) {
        return c.json({
          response: {
            user: await presentUser(db, existing, { private: true }),
            token: await tokenFor(deps, existing),
          },
        });
      }
      throw badRequest({ email: "validation.email_taken" });
    }
    await assertUsernameFree(deps, body.username);
    const passwordHash = await hashPassword(body.password);
    // The user, the verification code and its e-mail are stored together or not at all.
    const user = await db
      .transaction()
      .execute(async (trx) => {
        const created = await trx
          .insertInto("users")
          .values({
            username: body.username,
            email: body.email,
            password_hash: passwordHash,
            type: body.profile_type,
            language,
            register_step: 1,
            default_avatar_color: COLORS[body.username.length % COLORS.length],
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await sendVerification(deps, created, trx);
        return created;
      })
      .catch((error: unknown) => {
        // Two sign-ups racing for one name or address: the unique index decides.
        if (String(error).includes("users_username_key"))
          throw badRequest({ username: USERNAME_MESSAGE.taken });
        if (String(error).includes("users_email_key"))
          throw badRequest({ email: "validation.email_taken" });
        throw error;
      });
    return c.json({
      response: {
        user: await presentUser(db, user, { private: true }),
        token: await tokenFor(deps, user),
      },
    });
  });

  app.post("/api/v2/auth", async (c) => {
    const body = parse(loginPayloadSchema, await jsonBody(c));
    await rateLimit(c, deps, "login", body.username.toLowerCase());
    const login = body.username.toLowerCase();
    const user = await db
      .selectFrom("users")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(username)`, "=", login),
          eb(sql<string>`lower(email)`, "=", login),
        ]),
      )
      .executeTakeFirst();
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      throw new HttpError(401, { code: 401, message: "Invalid credentials." });
    }
    return c.json({ response: { token: await tokenFor(deps, user) } });
  });

  app.get("/api/v2/renew_token", async (c) => {
    const header = c.req.header("authorization");
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    // A token expired up to 30 days ago may still be exchanged; a revoked one may not.
    if (!token) throw unauthorized("missing");
    const checked = await deps.tokens.check(token, 30 * 24 * 3600);
    if (!("claims" in checked)) throw unauthorized(checked.problem);
    const { claims } = checked;
    const user = await userById(deps, claims.userId);
    if (!user || user.token_version !== claims.version) throw unauthorized("invalid");
    return c.json({ response: { token: await tokenFor(deps, user, claims.impersonator) } });
  });

  app.get("/api/v2/impersonate/:id", async (c) => {
    const admin = requireAdmin(c);
    const id = pathId(c, "id");
    const target = await userById(deps, id);
    if (!target) throw notFound();
    if (isAdmin(target) && !admin.user.roles.includes("ROLE_SUPER_ADMIN")) throw forbidden();
    deps.log.info("impersonation", { admin: admin.user.id, target: target.id });
    return c.json({ response: { token: await tokenFor(deps, target, admin.user.id) } });
  });

  app.get("/api/v2/user", async (c) => {
    const { user } = requireAuth(c);
    return c.json({ response: await presentUser(db, user, { private: true }) });
  });

  app.get("/api/v2/user/fetch/:id", async (c) => {
    const key = c.req.param("id");
    const id = rowIdOf(key);
    const user = await db
      .selectFrom("users")
      .selectAll()
      .where(
        id !== null
          ? sql<boolean>`id = ${id}`
          : sql<boolean>`lower(username) = ${key.toLowerCase()}`,
      )
      .executeTakeFirst();
    if (!user) throw notFound();
    const viewer = c.get("auth")?.user;
    const own = viewer?.id === user.id || isAdmin(viewer);
    return c.json({ response: await presentUser(db, user, { private: own }) });
  });

  app.get("/api/v2/check-username", async (c) => {
    const { username } = parse(usernamePayloadSchema, {
      username: c.req.query("username") ?? "",
    });
    await assertUsernameFree(deps, username, c.get("auth")?.user.id);
    return c.json(ok);
  });

  // ------------------------------------------------------------ sign-up completion
  const completion = async (
    c: Ctx,
    values: Partial<UserRow> & { username: string },
    type: "personal" | "business",
  ) => {
    const { user } = requireAuth(c);
    if (user.type !== type) throw badRequest({ profile_type: "validation.profile_type" });
    await assertUsernameFree(deps, values.username, user.id);
    const { location, ...rest } = values;
    const updated = await db
      .updateTable("users")
      .set({
        ...rest,
        ...(location !== undefined ? { location: JSON.stringify(location) } : {}),
        register_step: Math.max(2, user.register_step),
      })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json({
      response: {
        user: await presentUser(db, updated, { private: true }),
        token: await tokenFor(deps, updated, c.get("auth")?.impersonator ?? null),
      },
    });
  };

  const personalHandler = async (c: Ctx) => {
    requireAuth(c);
    const body = parse(
      signupDetailsPayloadSchema,
      normaliseSignupCompletionRequest(await jsonBody(c)),
    );
    return completion(
      c,
      {
        username: body.username,
        name: body.name.trim(),
        gender: body.gender,
        birthday: body.birthday || null,
        location: body.location,
        timezone: body.timezone,
        bio: body.bio,
      },
      "personal",
    );
  };
  app.post("/api/v2/signup/details", personalHandler);
  app.post("/api/v2/signup/personal", personalHandler);

  app.post("/api/v2/signup/business-details", async (c) => {
    const auth = requireAuth(c);
    const body = parse(
      signupBusinessDetailsPayloadSchema,
      normaliseSignupCompletionRequest(await jsonBody(c)),
    );
    assertBusinessChoices({ sectors: body.sectors, size: body.organization_size });
    await assertOwnMedia(deps, auth.user.id, body.logo, "logo");
    return completion(
      c,
      {
        username: body.username,
        name: body.name.trim(),
        bio: body.bio,
        timezone: body.timezone,
        location: body.location,
        avatar_media_id: body.logo,
        business_sectors: body.sectors,
        organization_size: body.organization_size,
        organization: body.name.trim(),
      },
      "business",
    );
  });

  app.post("/api/v2/signup/business", async (c) => {
    const auth = requireAuth(c);
    const body = parse(
      signupBusinessPayloadSchema,
      normaliseSignupCompletionRequest(await jsonBody(c)),
    );
    assertBusinessChoices(
      { sectors: [body.businessSector], size: body.businessSize },
      { sectors: "businessSector", size: "businessSize" },
    );
    await assertOwnMedia(deps, auth.user.id, body.avatar, "avatar");
    return completion(
      c,
      {
        username: body.username,
        name: body.name.trim(),
        bio: body.bio,
        timezone: body.timezone,
        location: body.location,
        avatar_media_id: body.avatar,
        business_sectors: [body.businessSector],
        organization_size: body.businessSize,
        organization: body.name.trim(),
      },
      "business",
    );
  });

  // ------------------------------------------------------------ passwords and e-mail
  app.post("/api/v2/forgotten-password", async (c) => {
    await rateLimit(c, deps, "login", "forgotten");
    const body = parse(forgottenPasswordPayloadSchema, await jsonBody(c));
    const user = await db
      .selectFrom("users")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", body.email)
      .executeTakeFirst();
    if (user) {
      const hash = randomToken(20);
      await db
        .insertInto("password_resets")
        .values({ hash, user_id: user.id, expires_at: new Date(Date.now() + 2 * 3600 * 1000) })
        .execute();
      await sendMail(db, deps.log, {
        to: user.email,
        template: "forgotten_password",
        subject: "Reset your password",
        body: `Set a new password: ${deps.config.publicUrl}/forgotten-password/${hash}`,
        data: { hash },
      });
    }
    return c.json(ok);
  });

  const liveReset = async (hash: string) => {
    const row = await db
      .selectFrom("password_resets")
      .innerJoin("users", "users.id", "password_resets.user_id")
      .select([
        "password_resets.user_id",
        "password_resets.expires_at",
        "password_resets.used",
        "users.email",
      ])
      .where("password_resets.hash", "=", hash)
      .executeTakeFirst();
    if (!row || row.used || new Date(row.expires_at).getTime() < Date.now()) throw notFound();
    return row;
  };

  app.get("/api/v2/forgotten-password/:hash", async (c) => {
    const row = await liveReset(c.req.param("hash"));
    return c.json({ response: { valid: true, email: row.email } });
  });

  app.put("/api/v2/forgotten-password/:hash", async (c) => {
    const hash = c.req.param("hash");
    const row = await liveReset(hash);
    const body = parse(passwordResetPayloadSchema, await jsonBody(c));
    const passwordHash = await hashPassword(body.password);
    const user = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("password_resets")
        .set({ used: true })
        .where("hash", "=", hash)
        .execute();
      return trx
        .updateTable("users")
        .set((eb) => ({ password_hash: passwordHash, token_version: eb("token_version", "+", 1) }))
        .where("id", "=", row.user_id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return c.json({ response: { token: await tokenFor(deps, user) } });
  });

  app.post("/api/v2/logout", async (c) => {
    const { user } = requireAuth(c);
    await db
      .updateTable("users")
      .set((eb) => ({ token_version: eb("token_version", "+", 1) }))
      .where("id", "=", user.id)
      .execute();
    return c.json(ok);
  });

  app.get("/api/v2/email-verification/resend", async (c) => {
    const { user } = requireAuth(c);
    await rateLimit(c, deps, "signup", `resend:${user.id}`);
    if (!user.email_verified) await sendVerification(deps, user);
    return c.json(ok);
  });

  app.get("/api/v2/email-verification/:code", async (c) => {
    const code = c.req.param("code");
    const updated = await db
      .updateTable("users")
      .set((eb) => ({
        email_verified: true,
        // The address proved: changing the e-mail back to it later keeps the account verified.
        verified_email: eb.ref("email"),
        email_verification_code: null,
      }))
      .where("email_verification_code", "=", code)
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw notFound();
    return c.json(ok);
  });
}
