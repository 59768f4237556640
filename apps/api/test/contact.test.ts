// POST /api/v2/contact: the contact page's message reaches the team's address through the outbox,
// with the sender's address to answer and nothing mailed to that address; a bad message is a 400
// naming each field with the form's own keys, and a flood from one address a 429.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

const MESSAGE = {
  name: "Ana Popescu",
  email: "ana@example.com",
  subject: "A question about withdrawals",
  message: "Hello,\ncan I pay the clinic directly from my campaign?",
};

describe("contact messages", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ CONTACT_EMAIL: "team@causeway.test", RATE_LIMIT_CONTACT: "100" });
  }, 60_000);
  afterAll(async () => t?.destroy());

  const outbox = () => t.deps.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();

  it("e-mails a guest's message to the team, to answer at the sender's address", async () => {
    const before = (await outbox()).length;
    const reply = await t.call("POST", "/api/v2/contact?lang=ro", {
      body: { ...MESSAGE, name: "  Ana Popescu ", email: " ana@example.com " },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ response: { success: true } });
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to_address).toBe("team@causeway.test");
    expect(mail?.template).toBe("contact");
    expect(mail?.subject).toBe("[Contact] A question about withdrawals");
    expect(mail?.body).toContain("From: Ana Popescu <ana@example.com>");
    expect(mail?.body).toContain("Language: ro");
    expect(mail?.body).toContain("Member: no (a guest)");
    expect(mail?.body).toContain("Hello,\ncan I pay the clinic directly from my campaign?");
    // The HTML part says the same, the visitor's words escaped.
    expect(mail?.html).toContain("From: Ana Popescu &lt;ana@example.com&gt;");
    expect(mail?.html).toContain("can I pay the clinic directly from my campaign?");
    const data = typeof mail?.data === "string" ? JSON.parse(mail.data) : mail?.data;
    expect(data).toMatchObject({ reply_to: "ana@example.com", language: "ro", user_id: null });
    // The visitor's own address gets nothing: the form cannot be used to mail someone else.
    expect(mails.filter((m) => m.to_address === "ana@example.com")).toEqual([]);
  });

  it("writes what the visitor typed as text in the HTML part, never as markup", async () => {
    const reply = await t.call("POST", "/api/v2/contact", {
      body: { ...MESSAGE, name: "Eve <b>", message: "<img src=x onerror=alert(1)> hello there" },
    });
    expect(reply.status).toBe(200);
    const mail = (await outbox()).at(-1);
    expect(mail?.html).toContain("&lt;img src=x onerror=alert(1)&gt; hello there");
    expect(mail?.html).not.toContain("<img src=x");
    expect(mail?.html).not.toContain("<b>");
  });

  it("says which member wrote", async () => {
    const member = await t.signup("writer");
    const reply = await t.call("POST", "/api/v2/contact", { body: MESSAGE, token: member.token });
    expect(reply.status).toBe(200);
    const mail = (await outbox()).at(-1);
    expect(mail?.body).toContain(`Member: user ${member.id}`);
  });

  it.each([
    [{ ...MESSAGE, name: " " }, { name: "forms.contact.name_required" }],
    [{ ...MESSAGE, email: "ana@" }, { email: "report.validator.email_empty" }],
    [{ ...MESSAGE, subject: "" }, { subject: "forms.contact.subject_required" }],
    [{ ...MESSAGE, subject: "Two\nlines" }, { subject: "validation.single_line" }],
    [{ ...MESSAGE, message: "Hi" }, { message: "forms.contact.message_short" }],
    [{ ...MESSAGE, message: "x".repeat(5001) }, { message: "forms.error.too_long" }],
  ])("refuses %o with a 400 naming the field, and mails nothing", async (body, fields) => {
    const before = (await outbox()).length;
    const reply = await t.call("POST", "/api/v2/contact", { body });
    expect(reply.status).toBe(400);
    const message =
      typeof reply.body.message === "string" ? JSON.parse(reply.body.message) : reply.body.message;
    expect(message).toMatchObject(fields);
    expect((await outbox()).length).toBe(before);
  });

  it("refuses fields the contract does not know", async () => {
    const reply = await t.call("POST", "/api/v2/contact", {
      body: { ...MESSAGE, to: "someone@example.com" },
    });
    expect(reply.status).toBe(400);
  });

  it("answers 429 with Retry-After beyond 5 messages in 10 minutes from one address", {
    timeout: 60_000,
  }, async () => {
    const fresh = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await fresh.call("POST", "/api/v2/contact", { body: MESSAGE })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const last = await fresh.call("POST", "/api/v2/contact", { body: MESSAGE });
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await fresh.destroy();
    }
  });
});
