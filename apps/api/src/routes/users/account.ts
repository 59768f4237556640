import {
  donationsVisibilityPayloadSchema,
  emailChangePayloadSchema,
  emailChangeProblem,
  passwordChangePayloadSchema,
  usernamePayloadSchema,
} from "@causeway/rules";
import type { Hono } from "hono";
import { sql } from "kysely";
import { type Deps, type Env, isAdmin } from "../../context";
import { jsonBody, ok, pathId, requireAuth } from "../../http/request";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/security";
import { parse } from "../../lib/validate";
import { assertUsernameFree, sendVerification, tokenFor } from "../../services/accounts";
import { presentUser } from "../../services/present";

/** The signed-in user's address, username and password; who sees their donations. */
export function userAccountRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

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
}
