import { forgottenPasswordPayloadSchema, passwordResetPayloadSchema } from "@causeway/forms/rules";
import type { Hono } from "hono";
import { sql } from "kysely";
import type { Deps, Env } from "../../context";
import { jsonBody, ok, rateLimit, requireAuth } from "../../http/request";
import { notFound } from "../../lib/errors";
import { hashPassword, randomToken } from "../../lib/security";
import { parse } from "../../lib/validate";
import { sendVerification, tokenFor } from "../../services/accounts";
import { sendMail } from "../../services/mail";

/** Forgotten passwords, resets, log-out, e-mail verification. */
export function passwordRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

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
