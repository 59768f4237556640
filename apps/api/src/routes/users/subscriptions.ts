import { emailSubscriptionsPayloadSchema, emailUnsubscribePayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { type Ctx, jsonBody, ok } from "../../http/request";
import { forbidden, unauthorized } from "../../lib/errors";
import { parse, zId } from "../../lib/validate";
import {
  checksumOk,
  setSubscriptions,
  subscriptionsOf,
  unsubscribe,
} from "../../services/subscriptions";
import { userById } from "../../services/user-lookups";

/** E-mail subscriptions: read and set by the user, or by a signed link from an e-mail. */
export function userSubscriptionRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const subscriber = async (c: Ctx, userId?: number, signature?: string) => {
    const auth = c.get("auth");
    if (userId !== undefined || signature !== undefined) {
      if (
        !userId ||
        !signature ||
        !checksumOk(deps.config.jwtSecret, userId, "subscriptions", signature)
      )
        throw forbidden();
      const user = await userById(db, userId);
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
    const updated = await setSubscriptions(db, user, body.types);
    return c.json({ response: { types: subscriptionsOf(updated) } });
  });

  // RFC 8058's one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the
  // link of an e-mail's List-Unsubscribe header (the site's /unsubscribe page, whose GET shows
  // the page). No cookie, no page: the signed link is the proof.
  app.post("/unsubscribe", async (c) => {
    const query = parse(emailUnsubscribePayloadSchema, {
      user_id: Number(c.req.query("user_id")),
      checksum: c.req.query("checksum") ?? "",
      template: c.req.query("template") ?? "",
    });
    if (!checksumOk(deps.config.jwtSecret, query.user_id, query.template, query.checksum))
      throw forbidden();
    const user = await userById(db, query.user_id);
    if (!user) throw forbidden();
    await unsubscribe(db, user, query.template);
    return c.json(ok);
  });

  app.put("/api/v2/user/email/unsubscribe", async (c) => {
    const body = parse(emailUnsubscribePayloadSchema, await jsonBody(c));
    if (!checksumOk(deps.config.jwtSecret, body.user_id, body.template, body.checksum))
      throw forbidden();
    const user = await userById(db, body.user_id);
    if (!user) throw forbidden();
    await unsubscribe(db, user, body.template);
    return c.json(ok);
  });
}
