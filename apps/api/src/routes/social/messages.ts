import { messagePayloadSchema, messageReceiverProblem } from "@causeway/rules";
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { jsonBody, ok, pathId, requireAuth } from "../../http/request";
import { badRequest, notFound } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import {
  conversation,
  conversations,
  markConversationRead,
  markMessagesSeen,
  sendMessage,
  unseenMessages,
} from "../../services/messages";
import { userExists } from "../../services/user-lookups";

/** Conversations between members: the list, a conversation, read marks, a new message. */
export function messageRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v1/messages/conversations", async (c) => {
    const { user } = requireAuth(c);
    const { offset, limit } = page(c.req.query(), { limit: 25 });
    return c.json({
      response: { conversations: await conversations(db, user.id, { offset, limit }) },
    });
  });

  app.get("/api/v1/messages/conversations/meta", async (c) => {
    const { user } = requireAuth(c);
    return c.json({ response: { total_unseen: await unseenMessages(db, user.id) } });
  });

  app.put("/api/v1/messages/conversations/meta", async (c) => {
    const { user } = requireAuth(c);
    const { seen } = parse(z.object({ seen: z.boolean() }), await jsonBody(c));
    if (seen) await markMessagesSeen(db, user.id);
    return c.json({ response: { total_unseen: await unseenMessages(db, user.id) } });
  });

  app.get("/api/v1/messages/:id{[0-9]+}", async (c) => {
    const { user } = requireAuth(c);
    const other = pathId(c, "id");
    if (!(await userExists(db, other))) throw notFound();
    const query = parse(
      z.object({
        offset: z.coerce.number().int().min(0).default(0),
        limit: z.coerce.number().int().min(1).max(100).default(25),
      }),
      c.req.query(),
    );
    return c.json({ response: { messages: await conversation(db, user.id, other, query) } });
  });

  app.put("/api/v1/messages/:id{[0-9]+}/readed", async (c) => {
    const { user } = requireAuth(c);
    const other = pathId(c, "id");
    if (!(await userExists(db, other))) throw notFound();
    await markConversationRead(db, user.id, other);
    return c.json(ok);
  });

  app.post("/api/v1/message", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(messagePayloadSchema, await jsonBody(c));
    const self = messageReceiverProblem(body.receiver, user.id);
    if (self) throw badRequest({ receiver: self });
    if (!(await userExists(db, body.receiver))) throw notFound();
    const presented = await sendMessage(db, user.id, body.receiver, body.message);
    deps.realtime.toUser(body.receiver, "receive-message", presented);
    return c.json({ response: presented }, 201);
  });
}
