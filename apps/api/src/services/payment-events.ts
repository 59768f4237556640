// A provider's webhook event applied once (issue 29): its id is claimed in `payment_events` first,
// so a retry or a replay of an event applied already changes nothing; an event that could not be
// applied yet (its donation's transaction has not committed) or failed is released, for the
// provider to deliver again.
import type { Db } from "../db/database";
import type { Logger } from "../log";

/** What an event did: applied, not one Causeway acts on, or about a payment not known yet. */
export type EventOutcome = "applied" | "ignored" | "unknown";

export type EventAnswer =
  | { status: 200; body: { received: true; duplicate?: true } }
  | { status: 409; body: { code: 409; message: string } };

export async function applyEventOnce(
  deps: { db: Db; log: Logger },
  event: { provider: string; id: string; type: string; paymentId: string | null },
  apply: () => Promise<EventOutcome>,
): Promise<EventAnswer> {
  const claimed = await deps.db
    .insertInto("payment_events")
    .values({
      provider: event.provider,
      event_id: event.id,
      type: event.type,
      payment_id: event.paymentId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("event_id")
    .executeTakeFirst();
  // Applied already (a retry, a replay): answered as received, and nothing changes.
  if (!claimed) return { status: 200, body: { received: true, duplicate: true } };
  const release = () =>
    deps.db
      .deleteFrom("payment_events")
      .where("provider", "=", event.provider)
      .where("event_id", "=", event.id)
      .execute();
  let outcome: EventOutcome;
  try {
    outcome = await apply();
  } catch (error) {
    // Not applied: the provider delivers it again.
    await release();
    throw error;
  }
  if (outcome === "unknown") {
    // The donation's transaction has not committed yet: the provider retries, and it will be known.
    await release();
    return { status: 409, body: { code: 409, message: "The payment is not known yet." } };
  }
  deps.log.info("payment event", {
    provider: event.provider,
    event: event.id,
    type: event.type,
    outcome,
  });
  return { status: 200, body: { received: true } };
}
