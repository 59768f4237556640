import { messagePayloadSchema, messageReceiverProblem } from "@causeway/forms/rules";
import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { Deps, Env } from "../context";
import { type Ctx, jsonBody, ok, pathId, requireAuth, viewerId } from "../http/request";
import { badRequest, notFound } from "../lib/errors";
import { page, parse } from "../lib/validate";
import { presentCampaigns } from "../services/campaigns";
import { presentUserJson, type UserJson, userJson } from "../services/page-marks";
import { presentPosts } from "../services/posts";
import { unix, userSummaries } from "../services/present";

const like = (words: string) => `%${words.trim().replace(/[%_\\]/g, "\\$&")}%`;

export function socialRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  // ------------------------------------------------------------ messages
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

  // ------------------------------------------------------------ notifications
  const listNotifications = async (c: Ctx) => {
    const { user } = requireAuth(c);
    const { offset, limit } = page(c.req.query(), { limit: 12 });
    // The counts ride on the page's rows as window counts; only a page past the end (no rows
    // to carry them) counts on its own.
    const mine = db.selectFrom("notifications").where("user_id", "=", user.id);
    const rows = await mine
      .selectAll()
      .select([
        sql<number>`(count(*) over ())::int`.as("total"),
        sql<number>`(count(*) filter (where seen) over ())::int`.as("seen_total"),
        sql<number>`(count(*) filter (where not viewed) over ())::int`.as("unviewed"),
      ])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .offset(offset)
      .limit(limit)
      .execute();
    const first = rows[0];
    const counts = first
      ? { total: first.total, seen: first.seen_total, unviewed: first.unviewed }
      : offset > 0
        ? await mine
            .select([
              sql<number>`count(*)::int`.as("total"),
              sql<number>`(count(*) filter (where seen))::int`.as("seen"),
              sql<number>`(count(*) filter (where not viewed))::int`.as("unviewed"),
            ])
            .executeTakeFirstOrThrow()
        : { total: 0, seen: 0, unviewed: 0 };
    return c.json({
      response: {
        notifications: rows.map(presentNotification),
        meta: {
          total: counts.total,
          total_seen: counts.seen,
          total_in_response: rows.length,
          totalNotifications: counts.total,
          totalUnviewedNotifications: counts.unviewed,
        },
      },
    });
  };
  app.get("/api/v2/notifications", listNotifications);
  app.get("/api/v1/notification", listNotifications);

  const idList = z.array(z.number().int().min(1)).max(500);

  app.put("/api/v2/notifications", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(
      z
        .object({
          seen: idList.optional(),
          read: idList.optional(),
          notifications: idList.optional(),
        })
        .refine((b) => Object.keys(b).length > 0, { message: "validation.required" }),
      await jsonBody(c),
    );
    const mine = db.updateTable("notifications").where("user_id", "=", user.id);
    if (body.seen?.length) await mine.set({ seen: true }).where("id", "in", body.seen).execute();
    if (body.read?.length)
      await mine
        .set({ read: true, seen: true, is_opened: true })
        .where("id", "in", body.read)
        .execute();
    if (body.notifications?.length)
      await mine.set({ read: true, seen: true }).where("id", "in", body.notifications).execute();
    return c.json(ok);
  });

  app.put("/api/v1/notification", async (c) => {
    const { user } = requireAuth(c);
    const { notifications } = parse(z.object({ notifications: idList }), await jsonBody(c));
    // An empty list marks every notification read ('mark all read').
    let q = db
      .updateTable("notifications")
      .set({ read: true, seen: true })
      .where("user_id", "=", user.id);
    if (notifications.length) q = q.where("id", "in", notifications);
    await q.execute();
    return c.json(ok);
  });

  app.get("/api/v1/notification/:id", async (c) => {
    const { user } = requireAuth(c);
    const row = await db
      .selectFrom("notifications")
      .selectAll()
      .where("id", "=", pathId(c, "id"))
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return c.json({ response: presentNotification(row) });
  });

  app.put("/api/v1/notification/seen", async (c) => {
    const { user } = requireAuth(c);
    await db
      .updateTable("notifications")
      .set({ seen: true })
      .where("user_id", "=", user.id)
      .where("seen", "=", false)
      .execute();
    return c.json(ok);
  });

  app.put("/api/v1/notification/viewed", async (c) => {
    const { user } = requireAuth(c);
    await db
      .updateTable("notifications")
      .set({ viewed: true })
      .where("user_id", "=", user.id)
      .where("viewed", "=", false)
      .execute();
    return c.json(ok);
  });

  // ------------------------------------------------------------ search
  app.get("/api/v2/search", async (c) => {
    const query = parse(
      z.object({
        words: z.string().trim().min(1, { error: "validation.required" }).max(200),
        filters: z.enum(["users", "campaigns", "users,campaigns"]).default("users,campaigns"),
      }),
      c.req.query(),
    );
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const pattern = like(query.words);
    const [users, campaigns] = await Promise.all([
      query.filters.includes("users")
        ? db
            .selectFrom("users")
            .select("id")
            .where((eb) => eb.or([eb("username", "ilike", pattern), eb("name", "ilike", pattern)]))
            .orderBy("id")
            .offset(offset)
            .limit(limit)
            .execute()
        : Promise.resolve([]),
      query.filters.includes("campaigns")
        ? db
            .selectFrom("campaigns")
            .selectAll()
            .where("deleted", "=", false)
            .where("active", "=", true)
            .where("name", "ilike", pattern)
            .orderBy("created_at", "desc")
            .offset(offset)
            .limit(limit)
            .execute()
        : Promise.resolve([]),
    ]);
    const summaries = await userSummaries(
      db,
      users.map((u) => u.id),
    );
    return c.json({
      results: {
        users: users.map((u) => summaries.get(u.id)).filter(Boolean),
        campaigns: await presentCampaigns(db, campaigns, viewerId(c)),
      },
    });
  });

  app.get("/api/v1/search", async (c) => {
    const query = parse(
      z.object({
        words: z.string().trim().min(1, { error: "validation.required" }).max(200),
        filter: z.literal("posts"),
      }),
      c.req.query(),
    );
    const { offset, limit } = page(c.req.query(), { limit: 8 });
    const pattern = like(query.words);
    const rows = await db
      .selectFrom("posts")
      .selectAll()
      .where("deleted", "=", false)
      .where((eb) => eb.or([eb("raw_content", "ilike", pattern), eb("title", "ilike", pattern)]))
      .orderBy("created_at", "desc")
      .offset(offset)
      .limit(limit)
      .execute();
    return c.json({ results: { posts: await presentPosts(db, rows, viewerId(c)) } });
  });

  // Link previews without fetching the internet (no server-side request forgery): our own
  // campaign links get their campaign's metadata, anything else only its URL.
  app.get("/api/v1/meta", async (c) => {
    const { url } = parse(z.object({ url: z.url({ error: "validation.invalid" }) }), c.req.query());
    const parsed = new URL(url);
    const match = parsed.pathname.match(/^\/campaign\/([^/]+)/);
    if (match?.[1]) {
      const campaign = await db
        .selectFrom("campaigns")
        .select(["name", "content", "slug"])
        .where("slug", "=", match[1])
        .where("deleted", "=", false)
        .executeTakeFirst();
      if (campaign) {
        const description = campaign.content
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim()
          .slice(0, 200);
        return c.json({
          response: {
            meta: { title: campaign.name, description },
            og: { title: campaign.name, description, url, site_name: "Causeway" },
          },
        });
      }
    }
    return c.json({ response: { meta: {}, og: { url } } });
  });
}

export function presentNotification(r: {
  id: number;
  type: string;
  text: string;
  data: Record<string, unknown>;
  seen: boolean;
  read: boolean;
  is_opened: boolean;
  created_at: Date | string;
}) {
  return {
    id: r.id,
    text: r.text,
    type: r.type,
    date_added: unix(r.created_at),
    seen: r.seen,
    read: r.read,
    isOpened: r.is_opened,
    data: r.data,
  };
}
