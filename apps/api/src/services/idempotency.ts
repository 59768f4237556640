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

/**
 * Runs a money-moving request once per (scope, Idempotency-Key) within 24 hours. The key row is
 * inserted in the same transaction as the work: a concurrent request with the same key waits on
 * the unique index, then finds the key taken and answers the stored result. A failed request
 * (4xx) rolls the key back with everything else, so a corrected retry runs.
 */
export async function idempotent(
  deps: Deps,
  scope: string,
  key: string | undefined,
  run: (trx: Tx) => Promise<Answer>,
): Promise<Answer> {
  if (key === undefined) return deps.db.transaction().execute(run);
  if (key.length < 8 || key.length > 255)
    throw badRequest({ "Idempotency-Key": "validation.invalid" });
  const stored = async () =>
    deps.db
      .selectFrom("idempotency_keys")
      .select(["status", "body"])
      .where("scope", "=", scope)
      .where("key", "=", key)
      .where(sql<boolean>`created_at > now() - interval '24 hours'`)
      .executeTakeFirst();
  const previous = await stored();
  if (previous?.status) return { status: previous.status, body: previous.body };
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
        .values({ scope, key, status: null, body: null })
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
    const again = await stored();
    if (again?.status) return { status: again.status, body: again.body };
    throw new HttpError(409, {
      code: 409,
      message: "A request with this Idempotency-Key is in progress.",
    });
  }
}
