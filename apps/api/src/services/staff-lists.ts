// The staff console's lists (routes/admin.ts), each a page with its total: the verification
// queue (newest first, a name filter whose % _ \ are text), bank accounts by state and withdrawals
// by state (the longest waiting first; never deleted ones, nor a deleted campaign's), the user
// lookup (exact id or username first); and what they share: the campaigns' links and owners.
import { sql } from "kysely";
import type { Q } from "../db/database";
import type { BankAccountState, WithdrawState } from "../db/schema";
import { rowIdOf } from "../lib/validate";
import { campaignCoverKey, mediaPath, totalCount, withTotal } from "./page-marks";
import { userSummaries } from "./present";

type Paged = { offset: number; limit: number };

/** Text for an ILIKE pattern: its own %, _ and \ match themselves. */
export const likeText = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;

const countOf = sql<number>`count(*)::int`.as("n");

/** Campaigns not deleted, verified or not, whose name holds `name`, newest first. */
export async function verificationQueue(
  db: Q,
  query: { verified: boolean; name?: string },
  { offset, limit }: Paged,
) {
  let base = db
    .selectFrom("campaigns")
    .where("deleted", "=", false)
    .where("verified", "=", query.verified);
  const name = query.name?.trim();
  if (name) base = base.where("name", "ilike", likeText(name));
  const rows = await base
    .selectAll()
    .select(totalCount())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return withTotal(
    rows,
    offset,
    async () => (await base.select(countOf).executeTakeFirstOrThrow()).n,
  );
}

/** Live bank accounts in `state`, the longest waiting first. */
export async function bankAccountQueue(db: Q, state: BankAccountState, { offset, limit }: Paged) {
  const base = db
    .selectFrom("bank_accounts")
    .where("deleted", "=", false)
    .where("state", "=", state);
  const rows = await base
    .selectAll()
    .select(totalCount())
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .offset(offset)
    .limit(limit)
    .execute();
  return withTotal(
    rows,
    offset,
    async () => (await base.select(countOf).executeTakeFirstOrThrow()).n,
  );
}

/** Withdrawals in `state` of campaigns not deleted, the longest waiting first. */
export async function withdrawalQueue(db: Q, state: WithdrawState, { offset, limit }: Paged) {
  // PENDING also lists WAITING_DOCUMENTS: both are shown as pending (000 §4).
  const states: WithdrawState[] = state === "PENDING" ? ["PENDING", "WAITING_DOCUMENTS"] : [state];
  const base = db
    .selectFrom("withdrawals")
    .where("state", "in", states)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("campaigns")
          .select("campaigns.id")
          .whereRef("campaigns.id", "=", "withdrawals.campaign_id")
          .where("campaigns.deleted", "=", false),
      ),
    );
  const rows = await base
    .selectAll("withdrawals")
    .select(totalCount())
    .orderBy("withdrawals.created_at", "asc")
    .orderBy("withdrawals.id", "asc")
    .offset(offset)
    .limit(limit)
    .execute();
  return withTotal(
    rows,
    offset,
    async () => (await base.select(countOf).executeTakeFirstOrThrow()).n,
  );
}

export function withdrawalById(db: Q, id: number) {
  return db.selectFrom("withdrawals").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Members whose id is the text, or whose username, name or e-mail holds it (all for none); an
 * exact id or username first (the one the admin most likely meant), then the newest.
 */
export async function userLookup(db: Q, text: string, { offset, limit }: Paged) {
  const id = rowIdOf(text);
  let base = db.selectFrom("users");
  if (text) {
    const like = likeText(text);
    base = base.where((eb) =>
      eb.or([
        ...(id !== null ? [eb("id", "=", id)] : []),
        eb("username", "ilike", like),
        eb("name", "ilike", like),
        eb("email", "ilike", like),
      ]),
    );
  }
  const exact = sql<number>`case when ${sql.ref("id")} = ${id ?? 0} or lower(${sql.ref("username")}) = ${text.toLowerCase()} then 0 else 1 end`;
  const rows = await base
    .select([
      "id",
      "username",
      "name",
      "email",
      "type",
      "roles",
      "avatar_media_id",
      "default_avatar_color",
      "email_verified",
      "register_step",
      "created_at",
    ])
    .select(totalCount())
    .orderBy(exact)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return withTotal(
    rows,
    offset,
    async () => (await base.select(countOf).executeTakeFirstOrThrow()).n,
  );
}

/** The campaigns' links (id, name, slug, square cover) and their owners, by campaign id. */
export async function campaignsAndOwners(db: Q, campaignIds: readonly number[]) {
  const wanted = [...new Set(campaignIds)];
  if (!wanted.length) return { links: new Map(), owners: new Map(), ownerOf: new Map() };
  const rows = await db
    .selectFrom("campaigns")
    .select(["id", "name", "slug", "created_by"])
    .select(campaignCoverKey(sql.ref("campaigns.id")).as("cover_key"))
    .where("id", "in", wanted)
    .execute();
  const owners = await userSummaries(
    db,
    rows.map((r) => r.created_by),
  );
  const links = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        url: r.slug,
        cover: r.cover_key ? { square: { path: mediaPath(r.cover_key) } } : null,
      },
    ]),
  );
  const ownerOf = new Map(rows.map((r) => [r.id, r.created_by]));
  return { links, owners, ownerOf };
}
