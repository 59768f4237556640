// Bad bodies for the rules the server takes from @causeway/rules (campaign create and edit,
// messages, withdrawal notes, the one-field user settings, e-mail subscriptions): each answers a 400
// with the contract's field key and a dictionary key, and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeChecksum } from "../src/services/subscriptions";
import { startTestServer, type TestServer } from "./helpers";

type User = Awaited<ReturnType<TestServer["signup"]>>;

let t: TestServer;
let owner: User;
let other: User;
let business: User;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("rowner");
  other = await t.signup("rother");
  business = await t.signup("rbusiness", { type: "business" });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const details = {
  name: "Help Maria walk again",
  content: "<p>Maria needs rehabilitation.</p>",
  total_amount: 2_500_000,
  currency: 1,
  type: "medical",
  category: 1,
};
const beneficent = { beneficent_type: "individual", name: "Maria Petrova" };
const many = (n: number, item: (i: number) => unknown) =>
  Array.from({ length: n }, (_, i) => item(i));

/** A user's stored row, to show a refused update changed nothing. */
const row = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** Calls with the body and expects a 400 whose message holds exactly `field: key` for that field. */
async function expect400(
  method: string,
  path: string,
  token: string | null,
  body: unknown,
  field: string,
  key: string,
) {
  const reply = await t.call(method, path, { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.code).toBe(400);
  expect(reply.body.message[field]).toBe(key);
}

describe("campaign creation", () => {
  const count = async () =>
    (
      await t.deps.db
        .selectFrom("campaigns")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("created_by", "=", owner.id)
        .executeTakeFirstOrThrow()
    ).n;

  it.each([
    { change: { name: "  " }, field: "name", key: "campaign.validation.name" },
    { change: { name: "x".repeat(121) }, field: "name", key: "forms.error.too_long" },
    {
      change: { content: "<script>alert(1)</script>" },
      field: "content",
      key: "campaign.validation.content",
    },
    {
      change: { total_amount: 99 },
      field: "total_amount",
      key: "campaign.validation.goal_min",
    },
    {
      change: { total_amount: 1e14 },
      field: "total_amount",
      key: "campaign.validation.goal_max",
    },
    {
      change: { total_amount: 10.5 },
      field: "total_amount",
      key: "campaign.validation.total_amount",
    },
    { change: { currency: 0 }, field: "currency", key: "campaign.validation.currency" },
    { change: { category: 0 }, field: "category", key: "campaign.validation.category" },
    { change: { type: "animals" }, field: "type", key: "forms.error.invalid" },
    {
      change: { beneficent: { ...beneficent, name: "" } },
      field: "beneficent.name",
      key: "campaign.validation.beneficent_name",
    },
    { change: { beneficent: undefined }, field: "beneficent", key: "validation.required" },
    { change: { video: "javascript:alert(1)" }, field: "video", key: "campaign.validation.video" },
    {
      change: { video: "https://vimeo.com/12345" },
      field: "video",
      key: "campaign.validation.video",
    },
    {
      change: { video: "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ" },
      field: "video",
      key: "campaign.validation.video",
    },
    {
      change: { image_ids: many(21, (i) => i + 1) },
      field: "image_ids",
      key: "forms.error.too_many",
    },
    {
      change: { documents: [{ id: 1, type: "video" }] },
      field: "documents.0.type",
      key: "forms.error.invalid",
    },
    { change: { in_favour_of: 0 }, field: "in_favour_of", key: "forms.error.invalid" },
  ])("$field: $key, nothing stored", async ({ change, field, key }) => {
    const before = await count();
    await expect400(
      "POST",
      "/api/v2/campaign",
      owner.token,
      { ...details, beneficent, ...change },
      field,
      key,
    );
    expect(await count()).toBe(before);
  });

  it("stores a youtu.be video, trimmed", async () => {
    const reply = await t.call("POST", "/api/v2/campaign", {
      token: owner.token,
      body: { ...details, beneficent, video: " https://youtu.be/dQw4w9WgXcQ?t=42 " },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.response.video).toBe("https://youtu.be/dQw4w9WgXcQ?t=42");
  });

  it("reports another user's document under documents, not image_ids", async () => {
    const foreign = await t.media(other.id);
    const before = await count();
    await expect400(
      "POST",
      "/api/v2/campaign",
      owner.token,
      { ...details, beneficent, documents: [{ id: foreign.id, type: "file" }] },
      "documents",
      "validation.media_not_found",
    );
    expect(await count()).toBe(before);
  });
});

describe("campaign editing", () => {
  const stored = (id: number) =>
    t.deps.db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it.each([
    {
      path: "details",
      body: { ...details, name: "" },
      field: "name",
      key: "campaign.validation.name",
    },
    {
      path: "details",
      body: { ...details, content: "<p> </p>" },
      field: "content",
      key: "campaign.validation.content",
    },
    {
      path: "details",
      body: { ...details, total_amount: -5 },
      field: "total_amount",
      key: "campaign.validation.goal_negative",
    },
    {
      path: "beneficent",
      body: { ...beneficent, name: " " },
      field: "name",
      key: "campaign.validation.beneficent_name",
    },
    {
      path: "beneficent",
      body: { ...beneficent, business_name: "x".repeat(151) },
      field: "business_name",
      key: "forms.error.too_long",
    },
    {
      path: "beneficent",
      body: { ...beneficent, other: { name: "x", other_type: "pet" } },
      field: "other.other_type",
      key: "forms.error.invalid",
    },
    {
      path: "documents",
      body: { documents: [{ id: 0, type: "file" }] },
      field: "documents.0.id",
      key: "forms.error.invalid",
    },
    {
      path: "documents",
      body: { documents: many(51, (i) => ({ id: i + 1, type: "file" })) },
      field: "documents",
      key: "forms.error.too_many",
    },
    ...["data:text/html,hi", "javascript:alert(1)", "https://vimeo.com/12345"].map((video) => ({
      path: "images",
      body: { image_ids: [], video },
      field: "video",
      key: "campaign.validation.video",
    })),
    {
      path: "images",
      body: { image_ids: many(21, (i) => i + 1) },
      field: "image_ids",
      key: "forms.error.too_many",
    },
  ])("PUT $path: $field is $key, nothing changed", async ({ path, body, field, key }) => {
    const c = await t.campaign(owner.id);
    const before = await stored(c.id);
    await expect400("PUT", `/api/v2/campaign/${c.id}/${path}`, owner.token, body, field, key);
    expect(await stored(c.id)).toEqual(before);
  });

  it("PUT images takes a youtu.be or Twitch video", async () => {
    const c = await t.campaign(owner.id);
    for (const video of [
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.twitch.tv/videos/1234567890",
    ]) {
      const reply = await t.call("PUT", `/api/v2/campaign/${c.id}/images`, {
        token: owner.token,
        body: { image_ids: [], video },
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect((await stored(c.id)).video).toBe(video);
    }
  });

  it("PUT state without a flag: validation.required, nothing changed", async () => {
    const c = await t.campaign(owner.id);
    const before = await stored(c.id);
    await expect400(
      "PUT",
      `/api/v2/campaign/${c.id}`,
      owner.token,
      {},
      "body",
      "validation.required",
    );
    await expect400(
      "PUT",
      `/api/v2/campaign/${c.id}`,
      owner.token,
      { active: "no" },
      "active",
      "forms.error.invalid",
    );
    expect(await stored(c.id)).toEqual(before);
  });
});

describe("messages", () => {
  const count = async () =>
    (
      await t.deps.db
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  it.each([
    {
      body: () => ({ receiver: other.id, message: "   " }),
      field: "message",
      key: "message.validation.empty",
    },
    { body: () => ({ receiver: other.id }), field: "message", key: "message.validation.empty" },
    {
      body: () => ({ receiver: other.id, message: "x".repeat(5001) }),
      field: "message",
      key: "forms.error.too_long",
    },
    { body: () => ({ receiver: 0, message: "Hi" }), field: "receiver", key: "forms.error.invalid" },
    {
      body: () => ({ receiver: owner.id, message: "Hi" }),
      field: "receiver",
      key: "message.validation.self",
    },
  ])("$field: $key, nothing stored", async ({ body, field, key }) => {
    const before = await count();
    await expect400("POST", "/api/v1/message", owner.token, body(), field, key);
    expect(await count()).toBe(before);
  });

  it("stores the message trimmed", async () => {
    const sent = await t.call("POST", "/api/v1/message", {
      token: owner.token,
      body: { receiver: other.id, message: "  Hello there  " },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.response.message).toBe("Hello there");
  });
});

describe("withdrawal notes", () => {
  it.each([
    { body: { text: "  " }, key: "validation.required" },
    { body: {}, key: "validation.required" },
    { body: { text: "x".repeat(2001) }, key: "forms.error.too_long" },
  ])("text $body: $key, nothing stored", async ({ body, key }) => {
    const c = await t.campaign(owner.id, { donations: [100000] });
    const w = await t.deps.db
      .insertInto("withdrawals")
      .values({
        campaign_id: c.id,
        kind: "service",
        amount: 1000,
        tax: 94,
        total: 1094,
        currency_id: c.currency_id,
        state: "PENDING",
        invoices: JSON.stringify([]),
        provider: null,
        created_by: owner.id,
      } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    await expect400(
      "POST",
      `/api/v2/campaign/withdraw/${w.id}/notes`,
      owner.token,
      body,
      "text",
      key,
    );
    const notes = await t.deps.db
      .selectFrom("withdraw_notes")
      .select("id")
      .where("withdraw_id", "=", w.id)
      .execute();
    expect(notes).toEqual([]);
  });
});

describe("user settings", () => {
  it.each([
    { path: "bio", body: { bio: "x".repeat(501) }, field: "bio", key: "forms.error.too_long" },
    { path: "name", body: { name: "  " }, field: "name", key: "forms.error.name_required" },
    { path: "name", body: { name: "x".repeat(31) }, field: "name", key: "forms.error.too_long" },
    {
      path: "phone",
      body: { phone: "call me maybe" },
      field: "phone",
      key: "forms.settings.phone.invalid",
    },
    { path: "gender", body: { gender: "other" }, field: "gender", key: "validation.gender" },
    {
      path: "birthday",
      body: { birthday: "1990-02-30" },
      field: "birthday",
      key: "forms.error.birthday_invalid",
    },
    {
      path: "location",
      body: { location: { place_id: "", formatted_address: "" } },
      field: "location",
      key: "forms.error.location_required",
    },
    {
      path: "timezone",
      body: { timezone: "Mars/Olympus" },
      field: "timezone",
      key: "validation.timezone",
    },
    { path: "timezone", body: { timezone: "" }, field: "timezone", key: "validation.timezone" },
    {
      path: "config/translation-language",
      body: { language_code: "xx" },
      field: "language_code",
      key: "forms.error.invalid",
    },
  ])("PUT $path: $field is $key, nothing changed", async ({ path, body, field, key }) => {
    const before = await row(owner.id);
    await expect400("PUT", `/api/v2/user/${path}`, owner.token, body, field, key);
    expect(await row(owner.id)).toEqual(before);
  });

  it.each([
    { path: "bio", body: { bio: "x".repeat(151) }, field: "bio", key: "forms.error.too_long" },
    {
      path: "business-mission",
      body: { mission: "x".repeat(1001) },
      field: "mission",
      key: "forms.error.too_long",
    },
    {
      path: "business-sector",
      body: { sectors: [] },
      field: "sectors",
      key: "forms.error.sectors_required",
    },
    {
      path: "business-sector",
      body: { sectors: [999] },
      field: "sectors",
      key: "forms.error.sectors_required",
    },
    {
      path: "business-organization-size",
      body: { organization_size: 0 },
      field: "organization_size",
      key: "forms.error.organization_size_required",
    },
    {
      path: "business-organization-size",
      body: { organization_size: 999 },
      field: "organization_size",
      key: "forms.error.organization_size_required",
    },
    { path: "business-cover", body: { cover: 0 }, field: "cover", key: "forms.error.invalid" },
  ])("business PUT $path: $field is $key, nothing changed", async ({ path, body, field, key }) => {
    const before = await row(business.id);
    await expect400("PUT", `/api/v2/user/${path}`, business.token, body, field, key);
    expect(await row(business.id)).toEqual(before);
  });

  it("refuses a changed name once it is locked, keeps the stored one", async () => {
    await t.deps.db
      .updateTable("users")
      .set({ can_username_change: false })
      .where("id", "=", other.id)
      .execute();
    const before = await row(other.id);
    await expect400(
      "PUT",
      "/api/v2/user/name",
      other.token,
      { name: "Someone Else" },
      "name",
      "validation.name.locked",
    );
    expect(await row(other.id)).toEqual(before);
  });

  it("refuses a non-boolean donations visibility, nothing changed", async () => {
    const before = await row(owner.id);
    await expect400(
      "PUT",
      `/api/v2/user/${owner.id}/donations-visibility`,
      owner.token,
      { visibility: "no" },
      "visibility",
      "forms.error.invalid",
    );
    expect(await row(owner.id)).toEqual(before);
  });
});

describe("e-mail subscriptions", () => {
  it.each([
    { body: {}, field: "types", key: "forms.error.invalid" },
    {
      body: { types: [{ type: "", subscribed: false }] },
      field: "types.0.type",
      key: "forms.error.invalid",
    },
    {
      body: { types: [{ type: "newsletter", subscribed: "no" }] },
      field: "types.0.subscribed",
      key: "forms.error.invalid",
    },
    {
      body: { types: many(51, () => ({ type: "newsletter", subscribed: false })) },
      field: "types",
      key: "forms.error.invalid",
    },
  ])("PUT subscriptions: $field is $key, nothing changed", async ({ body, field, key }) => {
    const before = await row(owner.id);
    await expect400(
      "PUT",
      "/api/v2/notifications/email/subscriptions",
      owner.token,
      body,
      field,
      key,
    );
    expect(await row(owner.id)).toEqual(before);
  });

  it.each([
    {
      body: (id: number) => ({ user_id: id, checksum: "", template: "newsletter" }),
      field: "checksum",
    },
    { body: (id: number) => ({ user_id: id, checksum: "abc", template: "" }), field: "template" },
    { body: () => ({ user_id: 0, checksum: "abc", template: "newsletter" }), field: "user_id" },
  ])("PUT unsubscribe: $field is forms.error.invalid, nothing changed", async ({ body, field }) => {
    const before = await row(owner.id);
    await expect400(
      "PUT",
      "/api/v2/user/email/unsubscribe",
      null,
      body(owner.id),
      field,
      "forms.error.invalid",
    );
    expect(await row(owner.id)).toEqual(before);
  });

  it("still unsubscribes through a good signed link, and ignores unknown types", async () => {
    const checksum = unsubscribeChecksum(
      "test-secret-test-secret-test-secret",
      owner.id,
      "newsletter",
    );
    const reply = await t.call("PUT", "/api/v2/user/email/unsubscribe", {
      body: { user_id: owner.id, checksum, template: "newsletter" },
    });
    expect(reply.status).toBe(200);
    const updated = await t.call("PUT", "/api/v2/notifications/email/subscriptions", {
      token: owner.token,
      body: {
        types: [
          { type: "spam", subscribed: true },
          { type: "donations", subscribed: false },
        ],
      },
    });
    expect(updated.status).toBe(200);
    const types = updated.body.response.types as { type: string; subscribed: boolean }[];
    expect(types.map((x) => x.type)).not.toContain("spam");
    expect(types.find((x) => x.type === "newsletter")?.subscribed).toBe(false);
    expect(types.find((x) => x.type === "donations")?.subscribed).toBe(false);
  });
});

describe("comments, thank-you e-mails and the password", () => {
  const countOf = async (table: "post_comments" | "email_outbox") =>
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  it.each([
    { body: { content: "  " }, field: "content", key: "post.no_content" },
    { body: {}, field: "content", key: "post.no_content" },
    { body: { content: "x".repeat(2001) }, field: "content", key: "forms.error.too_long" },
    { body: { content: "Hi", parent_id: 0 }, field: "parent_id", key: "forms.error.invalid" },
  ])("a comment with $body: $field is $key, nothing stored", async ({ body, field, key }) => {
    const post = await t.call("POST", "/api/v2/post", {
      token: owner.token,
      body: { title: null, is_anonymous: false, content: "<p>News</p>", image_ids: [] },
    });
    expect(post.status).toBe(201);
    const before = await countOf("post_comments");
    await expect400(
      "POST",
      `/api/v2/post/${post.body.response.slug}/comments`,
      other.token,
      body,
      field,
      key,
    );
    expect(await countOf("post_comments")).toBe(before);
  });

  it.each([
    { body: { message: " " }, key: "validation.required" },
    { body: {}, key: "validation.required" },
    { body: { message: "x".repeat(2001) }, key: "forms.error.too_long" },
  ])("a thank-you e-mail with $body: message is $key, nothing sent", async ({ body, key }) => {
    const c = await t.campaign(owner.id, { donations: [500] });
    const donation = await t.deps.db
      .selectFrom("donations")
      .select("id")
      .where("campaign_id", "=", c.id)
      .executeTakeFirstOrThrow();
    const before = await countOf("email_outbox");
    await expect400(
      "POST",
      `/api/v2/campaign/donations/${donation.id}/thank-you-email`,
      owner.token,
      body,
      "message",
      key,
    );
    expect(await countOf("email_outbox")).toBe(before);
  });

  it.each([
    {
      change: { password: "" },
      field: "password",
      key: "forms.settings.password.current_required",
    },
    {
      change: { new_password: "short", repeat_new_password: "short" },
      field: "new_password",
      key: "forms.settings.password.too_short",
    },
    {
      change: { repeat_new_password: "another-secret" },
      field: "repeat_new_password",
      key: "forms.settings.password.mismatch",
    },
    {
      change: { new_password: "x".repeat(201), repeat_new_password: "x".repeat(201) },
      field: "new_password",
      key: "forms.error.too_long",
    },
  ])(
    "a password change with $change: $field is $key, nothing changed",
    async ({ change, field, key }) => {
      const before = await row(owner.id);
      const body = {
        password: "correct-horse-battery",
        new_password: "a-new-secret",
        repeat_new_password: "a-new-secret",
        ...change,
      };
      await expect400("PUT", "/api/v2/user/password", owner.token, body, field, key);
      expect(await row(owner.id)).toEqual(before);
    },
  );
});
