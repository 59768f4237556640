// Every write a form makes is safe against a retry (issue 25): a POST of the operations below sent
// with an `Idempotency-Key` runs once per key, caller and path within 24 hours, and the same key
// again is answered with the first answer instead of writing twice (a comment posted once, one
// reset e-mail queued, one bank account). The money calls (withdraw, transfer, donation) keep their
// own, stronger form (services/idempotency.ts: the key stored in the same transaction as the work);
// these writes store the key around the handler. Both share the idempotency_keys table, the
// request binding (another request under the same key: 422) and the in-progress answer (409).

import type { Hono, MiddlewareHandler } from "hono";
import { sql } from "kysely";
import type { Deps, Env } from "../context";
import { checkKey, inProgress, mismatch, requestHash } from "../services/idempotency";

/**
 * The POST paths (hono patterns) that answer a repeated key with the first answer, as openapi.yaml
 * declares the header on their operations (a test compares the two).
 */
export const IDEMPOTENT_WRITES = [
  "/api/v2/post/:slug/comments",
  "/api/v2/forgotten-password",
  "/api/v2/campaign/withdraw-bank-account",
  "/api/v2/post",
  "/api/v2/post/:slug/report",
  "/api/v2/campaign",
  "/api/v2/campaign/:id/report",
  "/api/v2/campaign/:id/post",
  "/api/v2/campaign/donations/:id/thank-you-email",
  "/api/v2/campaign/withdraw/:id/notes",
  "/api/v2/contact",
  "/api/v1/message",
] as const;

/** A claim whose request never finished (the instance stopped) is given up after this long. */
const STALE_CLAIM = "2 minutes";

/** What the key is bound to: the body as sent (its JSON, key order aside). */
async function bodyHash(text: string): Promise<string> {
  try {
    return requestHash(JSON.parse(text));
  } catch {
    return requestHash(text);
  }
}

/** A successful answer to keep for the repeats: its JSON body (null when it has none). */
async function keptAnswer(res: Response): Promise<{ body: unknown } | null> {
  if (res.status < 200 || res.status >= 300) return null;
  const text = await res.clone().text();
  if (text === "") return { body: null };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * The middleware of one write: without a key the request runs as ever; with one, the first request
 * claims (scope, key), runs, and keeps a successful answer (2xx) for the repeats; a failed one
 * (4xx, 5xx) gives the key up, so a corrected retry runs.
 */
export function idempotentWrite(deps: Deps): MiddlewareHandler<Env> {
  const { db } = deps;
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || key === undefined) return next();
    checkKey(key);
    const scope = `route:${c.req.path}:${c.get("auth")?.user.id ?? "guest"}`;
    const hash = await bodyHash(await c.req.text());
    const row = () =>
      db
        .selectFrom("idempotency_keys")
        .select(["status", "body", "request_hash"])
        .where("scope", "=", scope)
        .where("key", "=", key)
        .executeTakeFirst();
    // A key older than a day is free again, and so is a claim whose request never finished.
    await db
      .deleteFrom("idempotency_keys")
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where(
        sql<boolean>`created_at <= now() - interval '24 hours' or (status is null and created_at <= now() - interval '${sql.raw(STALE_CLAIM)}')`,
      )
      .execute();
    const claimed = await db
      .insertInto("idempotency_keys")
      .values({ scope, key, status: null, body: null, request_hash: hash })
      .onConflict((oc) => oc.columns(["scope", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) {
      const first = await row();
      if (first?.request_hash && first.request_hash !== hash) throw mismatch(key);
      if (!first?.status) throw inProgress();
      if (first.body === null) return c.body(null, first.status as 204);
      return c.json(first.body as object, first.status as 200);
    }
    await next();
    const answer = await keptAnswer(c.res);
    if (answer) {
      await db
        .updateTable("idempotency_keys")
        .set({ status: c.res.status, body: JSON.stringify(answer.body) })
        .where("scope", "=", scope)
        .where("key", "=", key)
        .execute();
    } else {
      await db
        .deleteFrom("idempotency_keys")
        .where("scope", "=", scope)
        .where("key", "=", key)
        .execute();
    }
  };
}

/** Puts the middleware before the handlers of every idempotent write. */
export function idempotentWrites(app: Hono<Env>, deps: Deps) {
  const middleware = idempotentWrite(deps);
  for (const path of IDEMPOTENT_WRITES) app.use(path, middleware);
}
