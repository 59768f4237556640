import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SocketRealtime } from "../src/services/realtime";
import { PNG, startTestServer, type TestServer, upload } from "./helpers";

let t: TestServer;
let author: Awaited<ReturnType<TestServer["signup"]>>;
let reader: Awaited<ReturnType<TestServer["signup"]>>;
let admin: Awaited<ReturnType<TestServer["signup"]>>;

beforeAll(async () => {
  t = await startTestServer({ MAX_UPLOAD_BYTES: "2048" });
  author = await t.signup("author");
  reader = await t.signup("reader");
  admin = await t.signup("admin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

// A minimal PDF.
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("uploads", () => {
  it("stores an image checked by its bytes and serves it back with safe headers", async () => {
    const reply = await t.call("POST", "/api/v2/resources/image", {
      token: author.token,
      raw: upload(PNG, "photo.pdf", "application/pdf"),
    });
    expect(reply.status).toBe(200);
    const image = reply.body.response.images[0];
    expect(image).toMatchObject({ width: 1, height: 1 });
    expect(image.path).toMatch(/^\/media\/uploads\/.+\.png$/);
    const served = await t.app.request(image.path);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("refuses a PDF named .png as an image, takes it as a file", async () => {
    const asImage = await t.call("POST", "/api/v2/resources/image", {
      token: author.token,
      raw: upload(PDF, "invoice.png", "image/png"),
    });
    expect(asImage.status).toBe(400);
    expect(asImage.body.message).toEqual({ file: "upload.validator.image_type" });
    const asFile = await t.call("POST", "/api/v2/resources/file", {
      token: author.token,
      raw: upload(PDF, "invoice.png", "image/png"),
    });
    expect(asFile.status).toBe(200);
    expect(asFile.body.response.files[0]).toMatchObject({
      mime_type: "application/pdf",
      name: "invoice.png",
    });
  });

  it("refuses other bytes, oversized files and guests; nothing is stored", async () => {
    const before = await t.deps.db.selectFrom("media").select("id").execute();
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(
      (
        await t.call("POST", "/api/v2/resources/file", {
          token: author.token,
          raw: upload(html, "a.pdf", "application/pdf"),
        })
      ).body.message,
    ).toEqual({ file: "upload.validator.file_type" });
    const big = new Uint8Array(4096);
    big.set(PNG);
    expect(
      (
        await t.call("POST", "/api/v2/resources/image", {
          token: author.token,
          raw: upload(big, "big.png", "image/png"),
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call("POST", "/api/v2/resources/image", { raw: upload(PNG, "a.png", "image/png") }))
        .status,
    ).toBe(401);
    const after = await t.deps.db.selectFrom("media").select("id").execute();
    expect(after.length).toBe(before.length);
  });

  it("sets the avatar", async () => {
    const reply = await t.call("POST", "/api/v2/user/avatar", {
      token: reader.token,
      raw: upload(PNG, "me.png", "image/png"),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response.avatar.square.path).toMatch(/^\/media\//);
  });
});

describe("posts", () => {
  it("publishes sanitised HTML, attaches to a campaign, and shows in followers' feeds", async () => {
    const campaign = await t.campaign(author.id);
    await t.call("POST", `/api/v2/campaign/${campaign.id}/follow`, { token: reader.token });
    const created = await t.call("POST", "/api/v2/post", {
      token: author.token,
      body: {
        title: "<b>First</b> week",
        is_anonymous: false,
        content:
          '<p onclick="x()">Thank you!<script>steal()</script></p><a href="javascript:alert(1)">x</a>',
        image_ids: [],
      },
    });
    expect(created.status).toBe(201);
    const post = created.body.response;
    expect(post.title).toBe("First week");
    // The javascript: link is unwrapped to its text, as the forms' reader draws it.
    expect(post.content).toBe("<p>Thank you!</p><span>x</span>");
    expect(post.raw_content).toBe("Thank you! x");
    const attached = await t.call("POST", `/api/v2/campaign/${campaign.id}/post`, {
      token: author.token,
      body: { post_id: post.id },
    });
    expect(attached.body.response.campaign).toMatchObject({ id: campaign.id, url: campaign.slug });
    expect(attached.body.response.url).toBe(`/campaign/${campaign.slug}/${post.slug}`);
    const feed = await t.call("GET", "/api/v2/campaign/feed", { token: reader.token });
    expect(feed.body.response.posts.map((p: { id: number }) => p.id)).toContain(post.id);
    expect(t.realtime.events.some((e) => e.event === "post-created")).toBe(true);
  });

  it("refuses empty content (post.no_content), including content that is only a script", async () => {
    for (const content of ["", "<script>alert(1)</script>", "<p> </p>"]) {
      const reply = await t.call("POST", "/api/v2/post", {
        token: author.token,
        body: { title: null, is_anonymous: false, content, image_ids: [] },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual({ content: "post.no_content" });
    }
  });

  it("pages the feed by 8", async () => {
    const campaign = await t.campaign(author.id);
    await t.call("POST", `/api/v2/campaign/${campaign.id}/follow`, { token: admin.token });
    for (let i = 0; i < 10; i++) {
      await t.call("POST", "/api/v2/post", {
        token: author.token,
        body: {
          title: null,
          is_anonymous: false,
          content: `<p>Update ${i}</p>`,
          image_ids: [],
          campaign_id: campaign.id,
        },
      });
    }
    const first = await t.call("GET", "/api/v2/campaign/feed", { token: admin.token });
    expect(first.body.response.posts).toHaveLength(8);
    const second = await t.call("GET", "/api/v2/campaign/feed?offset=8", { token: admin.token });
    expect(second.body.response.posts).toHaveLength(2);
  });

  it("gives karma to others' posts only, and takes it back", async () => {
    const post = (
      await t.call("POST", "/api/v2/post", {
        token: author.token,
        body: { title: null, is_anonymous: false, content: "<p>Hi</p>", image_ids: [] },
      })
    ).body.response;
    expect(
      (await t.call("POST", `/api/v2/post/${post.slug}/karma`, { token: author.token })).status,
    ).toBe(403);
    const given = await t.call("POST", `/api/v2/post/${post.slug}/karma`, { token: reader.token });
    expect(given.body.response).toEqual({ karma: 1, is_karmed: true });
    expect(
      (await t.call("POST", `/api/v2/post/${post.slug}/karma`, { token: reader.token })).body
        .response,
    ).toEqual({ karma: 1, is_karmed: true });
    expect(t.realtime.events.some((e) => e.to === author.id && e.event === "given-karma")).toBe(
      true,
    );
    const removed = await t.call("DELETE", `/api/v2/post/${post.slug}/karma`, {
      token: reader.token,
    });
    expect(removed.body.response).toEqual({ karma: 0, is_karmed: false });
  });

  it("toggles a bookmark answering added, and lists bookmarks", async () => {
    const post = (
      await t.call("POST", "/api/v2/post", {
        token: author.token,
        body: { title: "Mark me", is_anonymous: false, content: "<p>x</p>", image_ids: [] },
      })
    ).body.response;
    expect(
      (await t.call("POST", `/api/v2/post/${post.id}/bookmark`, { token: reader.token })).body
        .response,
    ).toEqual({ added: true });
    expect(
      (
        await t.call("GET", "/api/v2/post/bookmark", { token: reader.token })
      ).body.response.posts.map((p: { id: number }) => p.id),
    ).toContain(post.id);
    expect(
      (await t.call("GET", `/api/v2/post?id=${post.id}`, { token: reader.token })).body.response
        .is_bookmarked,
    ).toBe(true);
    expect(
      (await t.call("POST", `/api/v2/post/${post.id}/bookmark`, { token: reader.token })).body
        .response,
    ).toEqual({ added: false });
  });

  it("lets the author or an admin edit and delete, nobody else", async () => {
    const post = (
      await t.call("POST", "/api/v2/post", {
        token: author.token,
        body: { title: null, is_anonymous: false, content: "<p>v1</p>", image_ids: [] },
      })
    ).body.response;
    const edit = { title: null, is_anonymous: false, content: "<p>v2</p>", image_ids: [] };
    expect(
      (await t.call("PUT", `/api/v2/post/${post.id}`, { token: reader.token, body: edit })).status,
    ).toBe(403);
    const edited = await t.call("PUT", `/api/v2/post/${post.id}`, {
      token: author.token,
      body: edit,
    });
    expect(edited.body.response).toMatchObject({ content: "<p>v2</p>", edited: true });
    expect(
      (await t.call("DELETE", `/api/v2/post/${post.slug}`, { token: reader.token })).status,
    ).toBe(403);
    expect(
      (await t.call("DELETE", `/api/v2/post/${post.slug}`, { token: admin.token })).status,
    ).toBe(200);
    expect((await t.call("GET", `/api/v2/post?slug=${post.slug}`)).status).toBe(404);
  });

  it("hides the author of an anonymous post from others", async () => {
    const post = (
      await t.call("POST", "/api/v2/post", {
        token: author.token,
        body: { title: null, is_anonymous: true, content: "<p>secret</p>", image_ids: [] },
      })
    ).body.response;
    expect(post.user).not.toBeNull();
    expect(
      (await t.call("GET", `/api/v2/post?id=${post.id}`, { token: reader.token })).body.response
        .user,
    ).toBeNull();
  });

  it("comments and replies, and searches posts", async () => {
    const post = (
      await t.call("POST", "/api/v2/post", {
        token: author.token,
        body: {
          title: null,
          is_anonymous: false,
          content: "<p>rehabilitation news</p>",
          image_ids: [],
        },
      })
    ).body.response;
    const comment = await t.call("POST", `/api/v2/post/${post.slug}/comments`, {
      token: reader.token,
      body: { content: "<b>Go!</b>" },
    });
    expect(comment.status).toBe(201);
    expect(comment.body.response).toMatchObject({
      content: "Go!",
      parent_id: null,
      post_id: post.id,
    });
    const reply = await t.call("POST", `/api/v2/post/${post.slug}/comments`, {
      token: author.token,
      body: { content: "Thanks", parent_id: comment.body.response.id },
    });
    expect(reply.body.response.parent_id).toBe(comment.body.response.id);
    expect(
      (await t.call("GET", `/api/v2/post/${post.slug}/comments`)).body.response.comments,
    ).toHaveLength(2);
    expect((await t.call("GET", `/api/v2/post?id=${post.id}`)).body.response.comments).toBe(2);
    const found = await t.call("GET", "/api/v1/search?words=rehabilitation&filter=posts");
    expect(found.body.results.posts.map((p: { id: number }) => p.id)).toContain(post.id);
  });
});

describe("messages", () => {
  it("sends, lists conversations with unseen counts, marks read and resets the badge", async () => {
    const sent = await t.call("POST", "/api/v1/message", {
      token: author.token,
      body: { receiver: reader.id, message: "Hello!" },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.response).toMatchObject({
      message: "Hello!",
      readed: false,
      sender: { id: author.id },
      receiver: { id: reader.id },
    });
    expect(t.realtime.events.some((e) => e.to === reader.id && e.event === "receive-message")).toBe(
      true,
    );
    expect(
      (await t.call("GET", "/api/v1/messages/conversations/meta", { token: reader.token })).body
        .response.total_unseen,
    ).toBe(1);
    const conversations = await t.call("GET", "/api/v1/messages/conversations", {
      token: reader.token,
    });
    expect(conversations.body.response.conversations[0]).toMatchObject({
      id: author.id,
      unseen: 1,
      user: { id: author.id },
    });
    expect(
      (
        await t.call("PUT", "/api/v1/messages/conversations/meta", {
          token: reader.token,
          body: { seen: true },
        })
      ).body.response.total_unseen,
    ).toBe(0);
    expect(
      (await t.call("PUT", `/api/v1/messages/${author.id}/readed`, { token: reader.token })).status,
    ).toBe(200);
    const thread = await t.call("GET", `/api/v1/messages/${author.id}`, { token: reader.token });
    expect(thread.body.response.messages[0].readed).toBe(true);
    expect(
      (
        await t.call("POST", "/api/v1/message", {
          token: author.token,
          body: { receiver: author.id, message: "me" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.call("POST", "/api/v1/message", {
          token: author.token,
          body: { receiver: 999999, message: "x" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("notifications", () => {
  it("lists with counters and marks seen, read, viewed, all read", async () => {
    const campaign = await t.campaign(author.id, { verified: false });
    await t.call("PUT", `/api/v2/campaign/${campaign.id}/verify`, { token: admin.token });
    const list = await t.call("GET", "/api/v2/notifications", { token: author.token });
    expect(list.status).toBe(200);
    const n = list.body.response.notifications[0];
    expect(n).toMatchObject({
      type: "CAMPAIGN_VERIFIED",
      text: "notification.campaign.verified",
      seen: false,
      read: false,
      data: { slug: campaign.slug },
    });
    expect(list.body.response.meta.totalUnviewedNotifications).toBeGreaterThan(0);
    await t.call("PUT", "/api/v1/notification/seen", { token: author.token });
    await t.call("PUT", "/api/v1/notification/viewed", { token: author.token });
    const after = await t.call("GET", "/api/v1/notification", { token: author.token });
    expect(after.body.response.meta.total_seen).toBe(after.body.response.meta.total);
    expect(after.body.response.meta.totalUnviewedNotifications).toBe(0);
    await t.call("PUT", "/api/v2/notifications", { token: author.token, body: { read: [n.id] } });
    expect(
      (await t.call("GET", `/api/v1/notification/${n.id}`, { token: author.token })).body.response,
    ).toMatchObject({ read: true, isOpened: true });
    expect(
      (await t.call("GET", `/api/v1/notification/${n.id}`, { token: reader.token })).status,
    ).toBe(404);
    await t.call("PUT", "/api/v1/notification", {
      token: author.token,
      body: { notifications: [] },
    });
    const unread = await t.deps.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", author.id)
      .where("read", "=", false)
      .execute();
    expect(unread).toHaveLength(0);
  });
});

describe("translations, settings, lookups", () => {
  it("serves the dictionaries of @causeway/i18n and the public settings", async () => {
    const en = await t.call("GET", "/api/v2/language/en/translations?type=desktop");
    expect(en.status).toBe(200);
    expect(typeof en.body.response.translations).toBe("object");
    expect((await t.call("GET", "/api/v2/language/xx/translations")).status).toBe(404);
    const settings = await t.call("GET", "/api/v2/public_settings");
    expect(settings.body.response.settings.languages).toHaveLength(14);
    expect(
      (await t.call("GET", "/api/v2/report/types?type=post")).body.response.report_types.length,
    ).toBeGreaterThan(0);
    expect(
      (await t.call("GET", "/api/v1/city?name=sof")).body.response.locations[0].formatted_address,
    ).toBe("Sofia, Bulgaria");
    const tz = await t.call("POST", "/api/v1/timezone", { body: { name: "Sofia" } });
    expect(tz.body.response.timezones[0]).toMatchObject({ name: "Europe/Sofia" });
  });

  it("searches users and campaigns", async () => {
    await t.campaign(author.id, { name: "Searchable library" });
    const reply = await t.call("GET", "/api/v2/search?words=searchable");
    expect(reply.body.results.campaigns).toHaveLength(1);
    const users = await t.call("GET", `/api/v2/search?words=${reader.username}&filters=users`);
    expect(users.body.results.users[0]).toMatchObject({ id: reader.id });
  });

  it("takes the words apart at any white space, and @username (issue 25)", async () => {
    await t.campaign(author.id, { name: "Wheelchair for Stefan" });
    for (const words of [
      "wheelchair  stefan",
      " stefan\u00a0\u00a0wheelchair ",
      "Wheelchair\tfor",
    ]) {
      const reply = await t.call("GET", `/api/v2/search?words=${encodeURIComponent(words)}`);
      expect(reply.status, JSON.stringify(words)).toBe(200);
      expect(
        reply.body.results.campaigns.map((c: { name: string }) => c.name),
        JSON.stringify(words),
      ).toEqual(["Wheelchair for Stefan"]);
    }
    const byHandle = await t.call(
      "GET",
      `/api/v2/search?words=${encodeURIComponent(`@${reader.username}`)}&filters=users`,
    );
    expect(byHandle.body.results.users.map((u: { id: number }) => u.id)).toEqual([reader.id]);
    const posts = await t.call("GET", "/api/v1/search?words=six%20%20months&filter=posts");
    expect(posts.status).toBe(200);
    for (const words of ["%20%20", "%09"]) {
      const blank = await t.call("GET", `/api/v2/search?words=${words}`);
      expect(blank.status).toBe(400);
      expect(blank.body.message).toEqual({ words: "validation.required" });
    }
  });
});

describe("socket.io", () => {
  it("delivers receive-message to the announced, token-verified user only", async () => {
    const server = createAdaptorServer({ fetch: t.app.fetch }) as Server;
    const realtime = new SocketRealtime(server, t.deps.log, async (token) =>
      token ? ((await t.deps.tokens.verify(token))?.userId ?? null) : null,
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const received: unknown[] = [];
    const spyReceived: unknown[] = [];
    const client = connect(`http://127.0.0.1:${port}`, {
      transports: ["websocket"],
      auth: { token: reader.token },
    });
    // Someone announcing the reader's id without the reader's token must get nothing.
    const spy = connect(`http://127.0.0.1:${port}`, {
      transports: ["websocket"],
      auth: { token: author.token },
    });
    try {
      await Promise.all([
        new Promise((r) => client.on("connect", () => r(null))),
        new Promise((r) => spy.on("connect", () => r(null))),
      ]);
      client.on("receive-message", (m) => received.push(m));
      spy.on("receive-message", (m) => spyReceived.push(m));
      client.emit("announce", reader.id);
      spy.emit("announce", reader.id);
      await new Promise((r) => setTimeout(r, 150));
      realtime.toUser(reader.id, "receive-message", { message: "ping" });
      await new Promise((r) => setTimeout(r, 150));
      expect(received).toEqual([{ message: "ping" }]);
      expect(spyReceived).toEqual([]);
    } finally {
      client.close();
      spy.close();
      realtime.io.close();
      await new Promise((r) => server.close(() => r(null)));
    }
  });
});
