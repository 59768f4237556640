import {
  donationsVisibilityPayloadSchema,
  emailChangePayloadSchema,
  emailChangeProblem,
  passwordChangePayloadSchema,
  usernamePayloadSchema,
} from "@causeway/rules";
import type { Hono } from "hono";
import { type Deps, type Env, isAdmin } from "../../context";
import { jsonBody, ok, pathId, requireAuth } from "../../http/request";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/security";
import { parse } from "../../lib/validate";
import {
  changeEmail,
  changePassword,
  changeUsername,
  setDonationsVisibility,
} from "../../services/account-changes";
import { assertUsernameFree, tokenFor } from "../../services/accounts";
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
    const updated = await changeEmail(deps, user, email);
    return c.json({
      response: { token: await tokenFor(deps, updated, c.get("auth")?.impersonator ?? null) },
    });
  });

  app.put("/api/v2/user/username", async (c) => {
    const { user } = requireAuth(c);
    if (!user.can_username_change) throw forbidden("username.validation.cannot_change");
    const { username } = parse(usernamePayloadSchema, await jsonBody(c));
    await assertUsernameFree(deps, username, user.id);
    const updated = await changeUsername(db, user.id, username);
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
    await changePassword(db, user.id, await hashPassword(body.new_password));
    return c.json(ok);
  });

  app.put("/api/v2/user/:id{[0-9]+}/donations-visibility", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "id");
    if (id !== user.id && !isAdmin(user)) throw forbidden();
    const { visibility } = parse(donationsVisibilityPayloadSchema, await jsonBody(c));
    const updated = await setDonationsVisibility(db, id, visibility);
    if (!updated) throw notFound();
    return c.json({ response: await presentUser(db, updated, { private: true }) });
  });
}
