// A message left unread is e-mailed to its receiver (issue 28): once per sender, after
// UNREAD_AFTER_MS, in the receiver's language, with the one-click unsubscribe of the "messages"
// type; not for a message read first, a recent one, or a receiver who turned the type off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailUnreadMessages, UNREAD_AFTER_MS } from "../src/services/unread-message-mail";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
type Member = Awaited<ReturnType<TestServer["signup"]>>;
let sender: Member;

beforeAll(async () => {
  t = await startTestServer();
  sender = await t.signup("unread.sender");
  await t.deps.db
    .updateTable("users")
    .set({ name: "Lucía García" })
    .where("id", "=", sender.id)
    .execute();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

async function write(to: Member, text: string, minutesAgo: number) {
  const reply = await t.call("POST", "/api/v1/message", {
    token: sender.token,
    body: { receiver: to.id, message: text },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  await t.deps.db
    .updateTable("messages")
    .set({ created_at: new Date(Date.now() - minutesAgo * 60_000) })
    .where("id", "=", reply.body.response.id)
    .execute();
  return reply.body.response.id as number;
}

const mailsTo = async (member: Member) => {
  const user = await t.deps.db
    .selectFrom("users")
    .select("email")
    .where("id", "=", member.id)
    .executeTakeFirstOrThrow();
  return t.deps.db
    .selectFrom("email_outbox")
    .select(["subject", "body", "headers"])
    .where("to_address", "=", user.email)
    .where("template", "=", "unread_message")
    .execute();
};

describe("the e-mail of a message left unread", () => {
  it("tells the receiver once, in their language, of what waited, with a one-click unsubscribe", async () => {
    const receiver = await t.signup("unread.receiver");
    await t.deps.db
      .updateTable("users")
      .set({ language: "de" })
      .where("id", "=", receiver.id)
      .execute();
    await write(receiver, "Hallo!", 40);
    await write(receiver, "Bist du da?", 20);
    await write(receiver, "Just now", 1);
    expect(UNREAD_AFTER_MS).toBe(15 * 60_000);

    expect(await mailUnreadMessages(t.deps)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(receiver);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      "Lucía García hat Ihnen 2 Nachrichten geschickt, die Sie noch nicht gelesen haben.",
    );
    expect(mail?.body).toContain(`/messages/${sender.id}`);
    const headers = mail?.headers as Record<string, string>;
    expect(headers["List-Unsubscribe"]).toMatch(/\/unsubscribe\?.*template=messages/);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // A second run has nothing new to tell; the recent message's turn comes once it has waited.
    await mailUnreadMessages(t.deps);
    expect(await mailsTo(receiver)).toHaveLength(1);
    await mailUnreadMessages(t.deps, new Date(Date.now() + UNREAD_AFTER_MS));
    const after = await mailsTo(receiver);
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toBe(
      "Lucía García hat Ihnen eine Nachricht geschickt, die Sie noch nicht gelesen haben.",
    );
  });

  it("sends nothing for a message read first, nor to a receiver who turned messages off", async () => {
    const reader = await t.signup("unread.reader");
    const id = await write(reader, "Read me", 30);
    await t.deps.db.updateTable("messages").set({ readed: true }).where("id", "=", id).execute();
    const quiet = await t.signup("unread.quiet");
    await t.deps.db
      .updateTable("users")
      .set({ email_subscriptions: JSON.stringify({ messages: false }) })
      .where("id", "=", quiet.id)
      .execute();
    await write(quiet, "Hello", 30);

    await mailUnreadMessages(t.deps);
    expect(await mailsTo(reader)).toEqual([]);
    expect(await mailsTo(quiet)).toEqual([]);
  });
});
