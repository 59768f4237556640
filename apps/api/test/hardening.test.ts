/**
 * The rules the server used to bend (issue 9), each as a user or a careless client meets it. Every
 * refusal is checked to have stored nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Tokens } from "../src/lib/security";
import { PNG, startTestServer, type TestServer, upload } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let member: Awaited<ReturnType<TestServer["signup"]>>;
let campaignId: number;
let invoiceId: number;
let postSlug: string;

const IBAN_LIMIT = 3;
const count = async (table: "withdrawals" | "campaigns" | "posts" | "reports" | "donations") =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestServer({ RATE_LIMIT_IBAN: String(IBAN_LIMIT) });
  owner = await t.signup("owner");
  member = await t.signup("member");
  campaignId = (await t.campaign(owner.id, { donations: [500_000] })).id;
  invoiceId = (await t.media(owner.id, "file")).id;
  const post = await t.call("POST", "/api/v2/post", {
    token: owner.token,
    body: { title: "First week", is_anonymous: false, content: "<p>Thank you!</p>", image_ids: [] },
  });
  expect(post.status).toBe(201);
  postSlug = post.body.response.slug;
}, 60_000);

afterAll(async () => {
  await t?.destroy();
});

const withdrawal = (amount: number) => ({
  amount,
  currency: 1,
  reasons: [3],
  provider: {
    bic: "BNBGBGSD",
    country: "BG",
    bank: "Bulgarian National Bank",
    iban: "BG80BNBG96611020345678",
    holder_name: "Rehabilitation Centre Vita",
    currency: 1,
  },
  comment: "Invoice.",
  invoices: [{ id: invoiceId, type: "file" }],
  reference: null,
});

describe("text at the edge", () => {
  it("refuses a NUL in a bio, naming the field, and keeps the old bio", async () => {
    await t.call("PUT", "/api/v2/user/bio", { token: member.token, body: { bio: "Runner." } });
    const reply = await t.call("PUT", "/api/v2/user/bio", {
      token: member.token,
      body: { bio: "Runner.\u0000<script>" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ bio: "validation.control_characters" });
    const me = await t.call("GET", "/api/v2/user", { token: member.token });
    expect(me.body.response.bio).toBe("Runner.");
  });

  it("refuses a control character in a query parameter and treats one in a path as no resource", async () => {
    const search = await t.call("GET", "/api/v2/search?words=%00");
    expect(search.status).toBe(400);
    expect(search.body.message).toEqual({ words: "validation.control_characters" });
    expect((await t.call("GET", "/api/v2/user/fetch/%00")).status).toBe(404);
    expect((await t.call("GET", "/api/v2/user/fetch/99999999999999999999")).status).toBe(404);
    for (const path of ["/media/%00", "/media/uploads/a%00b.png", "/media/files/%07.pdf"])
      expect((await t.call("GET", path)).status, path).toBe(404);
  });

  it("answers a malformed path id 404 on every kind of operation", async () => {
    for (const path of [
      "/api/v2/campaign/abc/summary",
      "/api/v2/campaign/-1/withdraw",
      "/api/v2/campaign/abc/follow",
      "/api/v2/campaign/1.5/task",
    ])
      expect((await t.call("GET", path, { token: owner.token })).status, path).toBe(404);
  });

  it("keeps a campaign name on one line: no e-mail header can ride on it", async () => {
    const reply = await t.call("PUT", `/api/v2/campaign/${campaignId}/details`, {
      token: owner.token,
      body: {
        name: "Help\r\nBcc: everyone@example.com",
        content: "<p>Story</p>",
        total_amount: 100_000,
        currency: 1,
        type: "other",
        category: 1,
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ name: "validation.single_line" });
    const row = await t.deps.db
      .selectFrom("campaigns")
      .select("name")
      .where("id", "=", campaignId)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toContain("Bcc");
  });

  it("accepts the 14 languages in lang and refuses any other", async () => {
    expect((await t.call("GET", "/api/v2/currencies?lang=bg")).status).toBe(200);
    const wrong = await t.call("GET", "/api/v2/currencies?lang=xx");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toEqual({ lang: "validation.invalid" });
  });
});

describe("withdrawal bodies of the wrong shape", () => {
  it.each([["[]"], ["null"], ["{}"], ['{"comment":5}']])(
    "%s is a 400, nothing stored",
    async (raw) => {
      const before = await count("withdrawals");
      const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/withdraw`, {
        token: owner.token,
        headers: { "content-type": "application/json" },
        raw,
      });
      expect(reply.status).toBe(400);
      expect(await count("withdrawals")).toBe(before);
    },
  );
});

describe("an Idempotency-Key is bound to its request", () => {
  it("replays the same request and refuses a different one under the same key", async () => {
    const key = "hardening-key-0001";
    const first = await t.call("POST", `/api/v2/campaign/${campaignId}/withdraw`, {
      token: owner.token,
      headers: { "Idempotency-Key": key },
      body: withdrawal(1000),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await t.call("POST", `/api/v2/campaign/${campaignId}/withdraw`, {
      token: owner.token,
      headers: { "Idempotency-Key": key },
      body: withdrawal(1000),
    });
    expect(again.status).toBe(201);
    expect(again.body.response.id).toBe(first.body.response.id);
    const before = await count("withdrawals");
    const other = await t.call("POST", `/api/v2/campaign/${campaignId}/withdraw`, {
      token: owner.token,
      headers: { "Idempotency-Key": key },
      body: withdrawal(90_000),
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toContain(key);
    expect(await count("withdrawals")).toBe(before);
  });
});

describe("a campaign story that sanitising empties is refused", () => {
  it("on creation and on editing, storing nothing", async () => {
    const before = await count("campaigns");
    const created = await t.call("POST", "/api/v2/campaign", {
      token: owner.token,
      body: {
        name: "Scripted",
        // Text a browser would show, inside tags the sanitiser drops whole.
        content: "<select><option>Read my story</option></select>",
        total_amount: 100_000,
        currency: 1,
        type: "other",
        category: 1,
        beneficent: { beneficent_type: "individual", name: "Someone" },
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toEqual({ content: "campaign.validation.content" });
    expect(await count("campaigns")).toBe(before);
    const valid = await t.call("PUT", `/api/v2/campaign/${campaignId}/details`, {
      token: owner.token,
      body: {
        name: "Help the owner",
        content: "<p>The story so far.</p>",
        total_amount: 100_000,
        currency: 1,
        type: "other",
        category: 1,
      },
    });
    expect(valid.status).toBe(200);
    const edited = await t.call("PUT", `/api/v2/campaign/${campaignId}/details`, {
      token: owner.token,
      body: {
        name: "Still here",
        content: '<img src="javascript:alert(1)">',
        total_amount: 100_000,
        currency: 1,
        type: "other",
        category: 1,
      },
    });
    expect(edited.status).toBe(400);
    const story = async () =>
      (
        await t.deps.db
          .selectFrom("campaigns")
          .select(["name", "content"])
          .where("id", "=", campaignId)
          .executeTakeFirstOrThrow()
      ).content;
    expect(await story()).toBe("<p>The story so far.</p>");
  });
});

describe("a post title is refused, not cut", () => {
  it("over 150 characters, or of two lines", async () => {
    const before = await count("posts");
    for (const [title, key] of [
      ["x".repeat(151), "forms.error.too_long"],
      ["Line one\nline two", "validation.single_line"],
    ]) {
      const reply = await t.call("POST", "/api/v2/post", {
        token: member.token,
        body: { title, is_anonymous: false, content: "<p>Hi</p>", image_ids: [] },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual({ title: key });
    }
    expect(await count("posts")).toBe(before);
    const fits = await t.call("POST", "/api/v2/post", {
      token: member.token,
      body: { title: "x".repeat(150), is_anonymous: false, content: "<p>Hi</p>", image_ids: [] },
    });
    expect(fits.status).toBe(201);
    expect(fits.body.response.title).toHaveLength(150);
  });
});

describe("an item is reported once, and never by its owner", () => {
  const report = { type: 1, description: "Spam." };
  it("a member reports a post once; the second time says so and stores nothing", async () => {
    const types = await t.call("GET", "/api/v2/report/types?type=post");
    const type = types.body.response.report_types[0].id;
    const path = `/api/v2/post/${postSlug}/report`;
    const first = await t.call("POST", path, { token: member.token, body: { ...report, type } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await count("reports");
    const second = await t.call("POST", path, { token: member.token, body: { ...report, type } });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("report.validator.already_reported");
    expect(await count("reports")).toBe(before);
    const post = await t.call("GET", `/api/v2/post?slug=${postSlug}`, { token: member.token });
    expect(post.body.response.is_reported).toBe(true);
  });
  it("the owner cannot report their own post or campaign", async () => {
    const before = await count("reports");
    const own = await t.call("POST", `/api/v2/post/${postSlug}/report`, {
      token: owner.token,
      body: report,
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("report.validator.own_item");
    const campaignTypes = await t.call("GET", "/api/v2/report/types?type=campaign");
    const type = campaignTypes.body.response.report_types[0].id;
    const ownCampaign = await t.call("POST", `/api/v2/campaign/${campaignId}/report`, {
      token: owner.token,
      body: { ...report, type },
    });
    expect(ownCampaign.status).toBe(403);
    expect(await count("reports")).toBe(before);
  });
  it("a guest reports a campaign once per e-mail address", async () => {
    const types = await t.call("GET", "/api/v2/report/types?type=campaign");
    const type = types.body.response.report_types[0].id;
    const body = { ...report, type, email: "Someone@Example.com", name: "Someone" };
    const path = `/api/v2/campaign/${campaignId}/report`;
    expect((await t.call("POST", path, { body })).status).toBe(200);
    const again = await t.call("POST", path, { body: { ...body, email: "someone@example.com" } });
    expect(again.status).toBe(409);
    const other = await t.call("POST", path, { body: { ...body, email: "other@example.com" } });
    expect(other.status).toBe(200);
  });
});

describe("IBAN verification is rate-limited per member", () => {
  it(`answers 429 with Retry-After after ${IBAN_LIMIT} look-ups in a minute`, async () => {
    const path = "/api/v2/iban-verification?iban=DE89370400440532013000";
    for (let i = 0; i < IBAN_LIMIT; i++)
      expect((await t.call("GET", path, { token: member.token })).status).toBe(200);
    const over = await t.call("GET", path, { token: member.token });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another member is not held back by this one.
    expect((await t.call("GET", path, { token: owner.token })).status).toBe(200);
  });
});

describe("a donation states its tip and anonymity, as the contract requires", () => {
  const donation = {
    amount: 5000,
    tip: 0,
    currency: 1,
    payment_method: "STRIPE",
    is_anon: false,
    donator_type: "USER",
    return_url: "https://causeway.example/checkout",
  };
  it.each(["tip", "is_anon"] as const)(
    "without %s it is a 400 naming it, nothing stored",
    async (field) => {
      const before = await count("donations");
      const { [field]: _, ...body } = donation;
      const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation`, {
        token: member.token,
        body,
      });
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.message)).toEqual([field]);
      await t.deps.payments.drain();
      expect(await count("donations")).toBe(before);
    },
  );
});

describe("a 401 says why", () => {
  it("no token, a forged one and an expired one each get their own message", async () => {
    expect((await t.call("GET", "/api/v2/user")).body).toEqual({
      code: 401,
      message: "JWT Token not found",
    });
    expect((await t.call("GET", "/api/v2/user", { token: "not.a.token" })).body.message).toBe(
      "Invalid JWT Token",
    );
    const expired = await new Tokens(t.deps.config.jwtSecret, -60).sign({
      userId: member.id,
      version: 0,
      impersonator: null,
    });
    expect((await t.call("GET", "/api/v2/user", { token: expired })).body.message).toBe(
      "Expired JWT Token",
    );
  });
  it("a guest posting an empty sign-up completion is asked to log in, not told about fields", async () => {
    const reply = await t.call("POST", "/api/v2/signup/details", { body: {} });
    expect(reply.status).toBe(401);
  });
});

describe("a private document is never shown as a public image", () => {
  it("is refused as a post image and a campaign image, and the same picture as an image is not", async () => {
    const asDocument = await t.call("POST", "/api/v2/resources/file", {
      token: owner.token,
      raw: upload(PNG, "certificate.png", "image/png"),
    });
    expect(asDocument.status).toBe(200);
    const documentId = asDocument.body.response.files[0].id;
    const post = await t.call("POST", "/api/v2/post", {
      token: owner.token,
      body: { title: null, is_anonymous: false, content: "<p>Hi</p>", image_ids: [documentId] },
    });
    expect(post.status).toBe(400);
    const images = await t.call("PUT", `/api/v2/campaign/${campaignId}/images`, {
      token: owner.token,
      body: { image_ids: [documentId] },
    });
    expect(images.status).toBe(400);
    expect(images.body.message).toEqual({ image_ids: "validation.media_not_found" });
    const asImage = await t.call("POST", "/api/v2/resources/image", {
      token: owner.token,
      raw: upload(PNG, "photo.png", "image/png"),
    });
    const imageId = asImage.body.response.images[0].id;
    const shown = await t.call("PUT", `/api/v2/campaign/${campaignId}/images`, {
      token: owner.token,
      body: { image_ids: [imageId] },
    });
    expect(shown.status).toBe(200);
  });
});
