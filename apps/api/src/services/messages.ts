// Conversations between members (routes/social/messages.ts): the list, a conversation, the
// unseen count and read marks, a new message. A message's sender and receiver ride on the rows
// that read it (never one query per row).
import { sql } from "kysely";
import type { Q } from "../db/database";
import { presentUserJson, type UserJson, userJson } from "./page-marks";
import { unix } from "./present";

const people = [
  userJson(sql`messages.sender_id`).as("sender_json"),
  userJson(sql`messages.receiver_id`).as("receiver_json"),
] as const;

function presentMessage(r: {
  id: number;
  sender_id: number;
  receiver_id: number;
  message: string;
  readed: boolean;
  created_at: Date | string;
  sender_json: UserJson | null;
  receiver_json: UserJson | null;
}) {
  const who = (id: number, u: UserJson | null) =>
    u ? presentUserJson(u) : { id, username: "unknown", name: "unknown", avatar: null };
  return {
    id: r.id,
    sender: who(r.sender_id, r.sender_json),
    receiver: who(r.receiver_id, r.receiver_json),
    message: r.message,
    readed: r.readed,
    date_added: unix(r.created_at),
  };
}

/** Messages read without their people: one query for all of them. */
async function presentMessages(db: Q, rows: { id: number }[]) {
  if (!rows.length) return [];
  const full = await db
    .selectFrom("messages")
    .selectAll()
    .select(people)
    .where(
      "messages.id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  const byId = new Map(full.map((r) => [r.id, r]));
  return rows.flatMap((r) => {
    const found = byId.get(r.id);
    return found ? [presentMessage(found)] : [];
  });
}

/** How many messages to the user they have not seen yet. */
export async function unseenMessages(db: Q, userId: number) {
  return (
    await db
      .selectFrom("messages")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("receiver_id", "=", userId)
      .where("seen", "=", false)
      .executeTakeFirstOrThrow()
  ).n;
}

/**
 * The user's conversations, each as its last message with its people and its unread count, in
 * one query; those with unread messages first, then the most recent (paged).
 */
export async function conversations(
  db: Q,
  userId: number,
  { offset, limit }: { offset: number; limit: number },
) {
  const last = db
    .selectFrom("messages")
    .selectAll()
    .select(people)
    .select(
      sql<number>`(select count(*)::int from messages um
        where um.receiver_id = ${userId} and um.readed = false
          and um.sender_id = case when messages.sender_id = ${userId}
            then messages.receiver_id else messages.sender_id end)`.as("unread"),
    )
    .distinctOn(sql`least(sender_id, receiver_id), greatest(sender_id, receiver_id)`)
    .where((eb) => eb.or([eb("sender_id", "=", userId), eb("receiver_id", "=", userId)]))
    .orderBy(sql`least(sender_id, receiver_id), greatest(sender_id, receiver_id)`)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  const rows = await db
    .selectFrom(last.as("last"))
    .selectAll()
    .orderBy(sql`unread > 0`, "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map((m) => {
    const presented = presentMessage(m);
    const mine = m.sender_id === userId;
    return {
      id: mine ? m.receiver_id : m.sender_id,
      user: mine ? presented.receiver : presented.sender,
      last_message: presented,
      unseen: m.unread,
    };
  });
}

/** Every message to the user counts as seen. */
export async function markMessagesSeen(db: Q, userId: number) {
  await db
    .updateTable("messages")
    .set({ seen: true })
    .where("receiver_id", "=", userId)
    .where("seen", "=", false)
    .execute();
}

/** The messages between the user and another, newest first (paged). */
export async function conversation(
  db: Q,
  userId: number,
  other: number,
  { offset, limit }: { offset: number; limit: number },
) {
  const rows = await db
    .selectFrom("messages")
    .selectAll()
    .select(people)
    .where((eb) =>
      eb.or([
        eb.and([eb("sender_id", "=", userId), eb("receiver_id", "=", other)]),
        eb.and([eb("sender_id", "=", other), eb("receiver_id", "=", userId)]),
      ]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(presentMessage);
}

/** The other's messages to the user count as read (and seen). */
export async function markConversationRead(db: Q, userId: number, other: number) {
  await db
    .updateTable("messages")
    .set({ readed: true, seen: true })
    .where("sender_id", "=", other)
    .where("receiver_id", "=", userId)
    .execute();
}

/** Stores a message and answers it presented. */
export async function sendMessage(db: Q, senderId: number, receiverId: number, message: string) {
  const row = await db
    .insertInto("messages")
    .values({ sender_id: senderId, receiver_id: receiverId, message })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [presented] = await presentMessages(db, [row]);
  return presented;
}
