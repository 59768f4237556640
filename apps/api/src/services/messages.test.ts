// Conversations on their own (the routes are tested through HTTP in test/conversations.test.ts
// and test/social.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import {
  conversation,
  conversations,
  markConversationRead,
  markMessagesSeen,
  sendMessage,
  unseenMessages,
} from "./messages";

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const all = { offset: 0, limit: 25 };

describe("messages", () => {
  it("answers a message with its people", async () => {
    const [me, you] = [await t.signup("msg-me"), await t.signup("msg-you")];
    const sent = await sendMessage(t.deps.db, me.id, you.id, "Hello");
    expect(sent).toMatchObject({
      sender: { id: me.id, username: me.username },
      receiver: { id: you.id, username: you.username },
      message: "Hello",
      readed: false,
    });
  });

  it("lists conversations with unread ones first, then the most recent", async () => {
    const me = await t.signup("conv-me");
    const [ann, bob] = [await t.signup("conv-ann"), await t.signup("conv-bob")];
    const db = t.deps.db;
    await sendMessage(db, bob.id, me.id, "Bob, unread");
    await sendMessage(db, me.id, ann.id, "Mine to Ann, newer");
    const order = async () =>
      (await conversations(db, me.id, all)).map((c) => [c.id, c.unseen, c.last_message.message]);
    expect(await order()).toEqual([
      [bob.id, 1, "Bob, unread"],
      [ann.id, 0, "Mine to Ann, newer"],
    ]);
    // Read: Bob's conversation goes down among the read ones, by its last message's time.
    await markConversationRead(db, me.id, bob.id);
    expect(await order()).toEqual([
      [ann.id, 0, "Mine to Ann, newer"],
      [bob.id, 0, "Bob, unread"],
    ]);
    expect((await conversations(db, me.id, { offset: 1, limit: 1 })).map((c) => c.id)).toEqual([
      bob.id,
    ]);
  });

  it("marks seen apart from read, and reads only the other's messages to the user", async () => {
    const [me, you] = [await t.signup("seen-me"), await t.signup("seen-you")];
    const db = t.deps.db;
    await sendMessage(db, you.id, me.id, "One");
    await sendMessage(db, you.id, me.id, "Two");
    await sendMessage(db, me.id, you.id, "Mine");
    expect(await unseenMessages(db, me.id)).toBe(2);
    await markMessagesSeen(db, me.id);
    expect(await unseenMessages(db, me.id)).toBe(0);
    expect((await conversations(db, me.id, all))[0]?.unseen).toBe(2);
    await markConversationRead(db, me.id, you.id);
    const both = await conversation(db, me.id, you.id, all);
    expect(both.map((m) => [m.message, m.readed])).toEqual([
      ["Mine", false],
      ["Two", true],
      ["One", true],
    ]);
    expect(await unseenMessages(db, you.id)).toBe(1);
  });
});
