import { LOCALES } from "@causeway/i18n";
import {
  loginPayloadSchema,
  signupEmailPayloadSchema,
  usernamePayloadSchema,
} from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import { type Deps, type Env, isAdmin } from "../../context";
import { jsonBody, ok, pathId, rateLimit, requireAdmin, requireAuth } from "../../http/request";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/security";
import { parse } from "../../lib/validate";
import { assertUsernameFree, tokenFor } from "../../services/accounts";
import { presentUser } from "../../services/present";
import { createEmailUser, userByEmail } from "../../services/sign-up";
import { userById, userByKey, userByLogin } from "../../services/user-lookups";

/** Sign-up by e-mail, log-in, token renewal, impersonation, the signed-in user, usernames. */
export function authSessionRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.post("/api/v2/signup/email", async (c) => {
    await rateLimit(c, deps, "signup");
    const body = parse(signupEmailPayloadSchema, await jsonBody(c));
    const language = parse(z.enum(LOCALES).optional(), c.req.query("translation_language")) ?? "en";
    const loginCheck = c.req.query("login_check") === "true";
    const existing = await userByEmail(db, body.email);
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
    const user = await createEmailUser(deps, body, language, passwordHash);
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
    const user = await userByLogin(db, login);
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
    const user = await userById(db, claims.userId);
    if (!user || user.token_version !== claims.version) throw unauthorized("invalid");
    return c.json({ response: { token: await tokenFor(deps, user, claims.impersonator) } });
  });

  app.get("/api/v2/impersonate/:id{[0-9]+}", async (c) => {
    const admin = requireAdmin(c);
    const id = pathId(c, "id");
    const target = await userById(db, id);
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
    const user = await userByKey(db, c.req.param("id"));
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
}
