// POST /api/v2/contact (sendContactMessage): the contact page's message to the Causeway team
// (000 §2 /contact). Checked with the form's own schema (contactPayloadSchema of the forms' rules),
// then e-mailed to the team's address through the outbox (a text part and an HTML one,
// mail/messages.ts contactMail), the sender's address as the one to answer. Nothing goes to the
// address the visitor typed (the form must not mail strangers), and one client address may send
// at most RATE_LIMIT_CONTACT messages in 10 minutes.
import { contactPayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../context";
import { clientAddress, jsonBody, ok, rateLimit, viewerId } from "../http/request";
import { parse } from "../lib/validate";
import { contactMail } from "../mail/messages";
import { sendMail } from "../services/mail";

export function contactRoutes(app: Hono<Env>, deps: Deps) {
  app.post("/api/v2/contact", async (c) => {
    await rateLimit(c, deps, "contact");
    const body = parse(contactPayloadSchema, await jsonBody(c));
    const language = c.req.query("lang") ?? "en";
    const userId = viewerId(c);
    await sendMail(deps.db, deps.log, {
      to: deps.config.contactEmail,
      template: "contact",
      ...(await contactMail({ ...body, language, userId })),
      // Staff answer the sender straight from their mail client.
      replyTo: body.email,
      data: {
        reply_to: body.email,
        name: body.name,
        language,
        user_id: userId,
        address: clientAddress(c, deps),
      },
    });
    return c.json(ok);
  });
}
