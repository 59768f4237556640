import type { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { type Ctx, jsonBody, ok, pathId, requireAuth } from "../../http/request";
import { notFound } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import { unix } from "../../services/present";

/** A member's notifications: listed (both versions), marked seen, read, opened, viewed. */
export function notificationRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

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
}

function presentNotification(r: {
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
