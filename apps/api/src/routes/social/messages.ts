import { messagePayloadSchema, messageReceiverProblem } from "@causeway/rules";
import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { jsonBody, ok, pathId, requireAuth } from "../../http/request";
import { badRequest, notFound } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import { presentUserJson, type UserJson, userJson } from "../../services/page-marks";
import { unix } from "../../services/present";

/** Conversations between members: the list, a conversation, read marks, a new message. */
export function messageRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  // A message's sender and receiver ride on the rows that read it (never one query per row).
  const people = [
    userJson(sql`messages.sender_id`).as("sender_json"),
    userJson(sql`messages.receiver_id`).as("receiver_json"),
  ] as const;
  const presentMessage = (r: {
    id: number;
    sender_id: number;
    receiver_id: number;
    message: string;
    readed: boolean;
    created_at: Date | string;
    sender_json: UserJson | null;
    receiver_json: UserJson | null;
  }) => {
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
  };
  /** Messages read without their people: one query for all of them. */
  const presentMessages = async (rows: { id: number }[]) => {
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
  };

  const unseen = async (userId: number) =>
    (
      await db
        .selectFrom("messages")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("receiver_id", "=", userId)
        .where("seen", "=", false)
        .executeTakeFirstOrThrow()
    ).n;

  app.get("/api/v1/messages/conversations", async (c) => {
    const { user } = requireAuth(c);
    const { offset, limit } = page(c.req.query(), { limit: 25 });
    // The last message of each conversation with its people and the conversation's unread
    // count, in one query; those with unread messages first, then the most recent (paged).
    const last = db
      .selectFrom("messages")
      .selectAll()
      .select(people)
      .select(
        sql<number>`(select count(*)::int from messages um
          where um.receiver_id = ${user.id} and um.readed = false
            and um.sender_id = case when messages.sender_id = ${user.id}
              then messages.receiver_id else messages.sender_id end)`.as("unread"),
      )
      .distinctOn(sql`least(sender_id, receiver_id), greatest(sender_id, receiver_id)`)
      .where((eb) => eb.or([eb("sender_id", "=", user.id), eb("receiver_id", "=", user.id)]))
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
    const conversations = rows.map((m) => {
      const presented = presentMessage(m);
      const mine = m.sender_id === user.id;
      return {
        id: mine ? m.receiver_id : m.sender_id,
        user: mine ? presented.receiver : presented.sender,
        last_message: presented,
        unseen: m.unread,
      };
    });
    return c.json({ response: { conversations } });
  });

  app.get("/api/v1/messages/conversations/meta", async (c) => {
    const { user } = requireAuth(c);
    return c.json({ response: { total_unseen: await unseen(user.id) } });
  });

  app.put("/api/v1/messages/conversations/meta", async (c) => {
    const { user } = requireAuth(c);
    const { seen } = parse(z.object({ seen: z.boolean() }), await jsonBody(c));
    if (seen)
      await db
        .updateTable("messages")
        .set({ seen: true })
        .where("receiver_id", "=", user.id)
        .where("seen", "=", false)
        .execute();
    return c.json({ response: { total_unseen: await unseen(user.id) } });
  });

  app.get("/api/v1/messages/:id", async (c) => {
    const { user } = requireAuth(c);
    const other = pathId(c, "id");
    if (!(await db.selectFrom("users").select("id").where("id", "=", other).executeTakeFirst()))
      throw notFound();
    const query = parse(
      z.object({
        offset: z.coerce.number().int().min(0).default(0),
        limit: z.coerce.number().int().min(1).max(100).default(25),
      }),
      c.req.query(),
    );
    const rows = await db
      .selectFrom("messages")
      .selectAll()
      .select(people)
      .where((eb) =>
        eb.or([
          eb.and([eb("sender_id", "=", user.id), eb("receiver_id", "=", other)]),
          eb.and([eb("sender_id", "=", other), eb("receiver_id", "=", user.id)]),
        ]),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(query.offset)
      .limit(query.limit)
      .execute();
    return c.json({ response: { messages: rows.map(presentMessage) } });
  });

  app.put("/api/v1/messages/:id/readed", async (c) => {
    const { user } = requireAuth(c);
    const other = pathId(c, "id");
    if (!(await db.selectFrom("users").select("id").where("id", "=", other).executeTakeFirst()))
      throw notFound();
    await db
      .updateTable("messages")
      .set({ readed: true, seen: true })
      .where("sender_id", "=", other)
      .where("receiver_id", "=", user.id)
      .execute();
    return c.json(ok);
  });

  app.post("/api/v1/message", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(messagePayloadSchema, await jsonBody(c));
    const self = messageReceiverProblem(body.receiver, user.id);
    if (self) throw badRequest({ receiver: self });
    if (
      !(await db
        .selectFrom("users")
        .select("id")
        .where("id", "=", body.receiver)
        .executeTakeFirst())
    )
      throw notFound();
    const row = await db
      .insertInto("messages")
      .values({ sender_id: user.id, receiver_id: body.receiver, message: body.message })
      .returningAll()
      .executeTakeFirstOrThrow();
    const [presented] = await presentMessages([row]);
    deps.realtime.toUser(body.receiver, "receive-message", presented);
    return c.json({ response: presented }, 201);
  });
}
