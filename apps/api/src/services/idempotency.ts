import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import { badRequest, HttpError } from "../lib/errors";

export interface Answer {
  status: number;
  body: unknown;
  /** Run after commit (real-time events): skipped on a replay. */
  after?: () => void;
}

class Replay extends Error {}

/** JSON with object keys in order, so two equal requests hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

export const requestHash = (request: unknown) =>
  createHash("sha256").update(canonical(request)).digest("hex");

/** The same key sent with another request: refused, naming the key (Stripe answers alike). */
export const mismatch = (key: string) =>
  new HttpError(422, {
    code: 422,
    message: `The Idempotency-Key "${key}" was already used with a different request. Send a new key for a new request.`,
  });

/** A key is 8 to 255 characters (a UUID is 36); anything else is a 400 on the header. */
export function checkKey(key: string) {
  if (key.length < 8 || key.length > 255)
    throw badRequest({ "Idempotency-Key": "validation.invalid" });
}

/** The same key still running: answered 409, to be retried a moment later. */
export const inProgress = () =>
  new HttpError(409, {
    code: 409,
    message: "A request with this Idempotency-Key is in progress.",
  });

/**
 * Runs a money-moving request once per (scope, Idempotency-Key) within 24 hours. The key row is
 * inserted in the same transaction as the work: a concurrent request with the same key waits on
 * the unique index, then finds the key taken and answers the stored result. A failed request
 * (4xx) rolls the key back with everything else, so a corrected retry runs. The key is bound to
 * the request it was first sent with (`request`, the parsed payload): another request under the
 * same key answers 422 and moves nothing.
 */
export async function idempotent(
  deps: Deps,
  scope: string,
  key: string | undefined,
  request: unknown,
  run: (trx: Tx) => Promise<Answer>,
): Promise<Answer> {
  if (key === undefined) return deps.db.transaction().execute(run);
  checkKey(key);
  const hash = requestHash(request);
  const stored = async () =>
    deps.db
      .selectFrom("idempotency_keys")
      .select(["status", "body", "request_hash"])
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where(sql<boolean>`created_at > now() - interval '24 hours'`)
      .executeTakeFirst();
  const replay = (row: Awaited<ReturnType<typeof stored>>) => {
    if (!row?.status) return null;
    if (row.request_hash !== null && row.request_hash !== hash) throw mismatch(key);
    return { status: row.status, body: row.body };
  };
  const previous = replay(await stored());
  if (previous) return previous;
  await deps.db
    .deleteFrom("idempotency_keys")
    .where("scope", "=", scope)
    .where("key", "=", key)
    .where(sql<boolean>`created_at <= now() - interval '24 hours'`)
    .execute();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("idempotency_keys")
        .values({ scope, key, status: null, body: null, request_hash: hash })
        .onConflict((oc) => oc.columns(["scope", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      if (!claimed) throw new Replay();
      const answer = await run(trx);
      await trx
        .updateTable("idempotency_keys")
        .set({ status: answer.status, body: JSON.stringify(answer.body) })
        .where("scope", "=", scope)
        .where("key", "=", key)
        .execute();
      return answer;
    });
  } catch (error) {
    if (!(error instanceof Replay)) throw error;
    const again = replay(await stored());
    if (again) return again;
    throw inProgress();
  }
}
