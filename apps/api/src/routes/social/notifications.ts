import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { type Ctx, jsonBody, ok, pathId, requireAuth } from "../../http/request";
import { notFound } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import {
  markAllNotificationsSeen,
  markAllNotificationsViewed,
  markNotifications,
  markNotificationsRead,
  notificationOf,
  notificationPage,
  presentNotification,
} from "../../services/notification-lists";

/** A member's notifications: listed (both versions), marked seen, read, opened, viewed. */
export function notificationRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const listNotifications = async (c: Ctx) => {
    const { user } = requireAuth(c);
    const { offset, limit } = page(c.req.query(), { limit: 12 });
    const { notifications, counts } = await notificationPage(db, user.id, { offset, limit });
    return c.json({
      response: {
        notifications,
        meta: {
          total: counts.total,
          total_seen: counts.seen,
          total_in_response: notifications.length,
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
    await markNotifications(db, user.id, body);
    return c.json(ok);
  });

  app.put("/api/v1/notification", async (c) => {
    const { user } = requireAuth(c);
    const { notifications } = parse(z.object({ notifications: idList }), await jsonBody(c));
    // An empty list marks every notification read ('mark all read').
    await markNotificationsRead(db, user.id, notifications);
    return c.json(ok);
  });

  app.get("/api/v1/notification/:id{[0-9]+}", async (c) => {
    const { user } = requireAuth(c);
    const row = await notificationOf(db, user.id, pathId(c, "id"));
    if (!row) throw notFound();
    return c.json({ response: presentNotification(row) });
  });

  app.put("/api/v1/notification/seen", async (c) => {
    const { user } = requireAuth(c);
    await markAllNotificationsSeen(db, user.id);
    return c.json(ok);
  });

  app.put("/api/v1/notification/viewed", async (c) => {
    const { user } = requireAuth(c);
    await markAllNotificationsViewed(db, user.id);
    return c.json(ok);
  });
}
