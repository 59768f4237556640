import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("conversations (issue 14: /messages)", () => {
  it("come with unread ones first, each group newest first, and page", async () => {
    const me = await t.signup("member");
    const friends = [];
    for (const name of ["annie", "bobby", "cathy", "danny"]) friends.push(await t.signup(name));
    const [ann, bob, cat, dan] = friends as [
      (typeof friends)[number],
      (typeof friends)[number],
      (typeof friends)[number],
      (typeof friends)[number],
    ];
    const send = async (from: { token: string }, to: { id: number }, message: string) => {
      const reply = await t.call("POST", "/api/v1/message", {
        token: from.token,
        body: { receiver: to.id, message },
      });
      expect(reply.status).toBe(201);
    };
    await send(bob, me, "Bob, unread, oldest");
    await send(me, ann, "Mine to Ann, the newest read one");
    await send(dan, me, "Dan, unread, newest");
    await send(me, cat, "Mine to Cat, newest of all");
    await send(bob, me, "Bob again");
    await send(me, dan, "Mine to Dan after his");

    const all = await t.call("GET", "/api/v1/messages/conversations", { token: me.token });
    expect(all.status).toBe(200);
    const order = (list: { id: number; unseen: number }[]) =>
      list.map((c) => [c.id, c.unseen] as const);
    // Bob (2 unread, last at #5) and Dan (1 unread, last at #6) first; then Cat, Ann by recency.
    expect(order(all.body.response.conversations)).toEqual([
      [dan.id, 1],
      [bob.id, 2],
      [cat.id, 0],
      [ann.id, 0],
    ]);
    expect(all.body.response.conversations[0].last_message.message).toBe("Mine to Dan after his");

    const first = await t.call("GET", "/api/v1/messages/conversations?limit=3", {
      token: me.token,
    });
    const second = await t.call("GET", "/api/v1/messages/conversations?limit=3&offset=3", {
      token: me.token,
    });
    expect(order(first.body.response.conversations)).toEqual(
      order(all.body.response.conversations).slice(0, 3),
    );
    expect(order(second.body.response.conversations)).toEqual([[ann.id, 0]]);

    // Reading Bob's messages sends him down among the read ones, by his last message's time.
    await t.call("PUT", `/api/v1/messages/${bob.id}/readed`, { token: me.token });
    const after = await t.call("GET", "/api/v1/messages/conversations", { token: me.token });
    expect(order(after.body.response.conversations)).toEqual([
      [dan.id, 1],
      [bob.id, 0],
      [cat.id, 0],
      [ann.id, 0],
    ]);

    const wrong = await t.call("GET", "/api/v1/messages/conversations?limit=0", {
      token: me.token,
    });
    expect(wrong.status).toBe(400);
    expect((await t.call("GET", "/api/v1/messages/conversations")).status).toBe(401);
  });
});
