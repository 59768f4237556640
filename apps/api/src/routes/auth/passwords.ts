import { forgottenPasswordPayloadSchema, passwordResetPayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import { jsonBody, ok, rateLimit, requireAuth } from "../../http/request";
import { hashPassword } from "../../lib/security";
import { parse } from "../../lib/validate";
import { sendVerification, tokenFor } from "../../services/accounts";
import {
  liveReset,
  resetPassword,
  revokeTokens,
  sendPasswordReset,
  verifyEmail,
} from "../../services/password-resets";

/** Forgotten passwords, resets, log-out, e-mail verification. */
export function passwordRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.post("/api/v2/forgotten-password", async (c) => {
    await rateLimit(c, deps, "login", "forgotten");
    const body = parse(forgottenPasswordPayloadSchema, await jsonBody(c));
    await sendPasswordReset(deps, body.email);
    return c.json(ok);
  });

  app.get("/api/v2/forgotten-password/:hash", async (c) => {
    const row = await liveReset(db, c.req.param("hash"));
    return c.json({ response: { valid: true, email: row.email } });
  });

  app.put("/api/v2/forgotten-password/:hash", async (c) => {
    const hash = c.req.param("hash");
    const row = await liveReset(db, hash);
    const body = parse(passwordResetPayloadSchema, await jsonBody(c));
    const passwordHash = await hashPassword(body.password);
    const user = await resetPassword(db, { hash, userId: row.user_id }, passwordHash);
    return c.json({ response: { token: await tokenFor(deps, user) } });
  });

  app.post("/api/v2/logout", async (c) => {
    const { user } = requireAuth(c);
    await revokeTokens(db, user.id);
    return c.json(ok);
  });

  app.get("/api/v2/email-verification/resend", async (c) => {
    const { user } = requireAuth(c);
    await rateLimit(c, deps, "signup", `resend:${user.id}`);
    if (!user.email_verified) await sendVerification(deps, user);
    return c.json(ok);
  });

  app.get("/api/v2/email-verification/:code{[0-9a-f]+}", async (c) => {
    const outcome = await verifyEmail(db, c.req.param("code"));
    return c.json({
      response: { success: true, already_verified: outcome === "already_verified" },
    });
  });
}
