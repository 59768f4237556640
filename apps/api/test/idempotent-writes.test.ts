// Issue 25: a form's write sent twice with the same Idempotency-Key (a double click the page did
// not stop, a retry after a lost answer) is written once, and the repeat gets the first answer.
// The routes covered are the ones whose operation declares the header in openapi.yaml.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENT_WRITES } from "../src/http/idempotent-writes";
import { operations } from "./contract/operations";
import { startTestServer, type TestServer } from "./helpers";

type User = Awaited<ReturnType<TestServer["signup"]>>;

let t: TestServer;
let owner: User;
let reader: User;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("iowner");
  reader = await t.signup("ireader");
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const key = (name: string) => ({ "Idempotency-Key": `issue25-${name}-${"x".repeat(12)}` });

const count = async (table: "post_comments" | "email_outbox" | "bank_accounts") =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function newPost() {
  const post = await t.call("POST", "/api/v2/post", {
    token: owner.token,
    body: { title: null, is_anonymous: false, content: "<p>News</p>", image_ids: [] },
  });
  expect(post.status).toBe(201);
  return post.body.response.slug as string;
}

describe("a comment", () => {
  it("sent twice with one key, at once or again, is stored once and both get its answer", async () => {
    const slug = await newPost();
    const before = await count("post_comments");
    const send = () =>
      t.call("POST", `/api/v2/post/${slug}/comments`, {
        token: reader.token,
        headers: key("comment"),
        body: { content: "Get well soon!" },
      });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    // At the same moment: one runs, the other is replayed or told it is still running (409).
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual([first.status, second.status].sort());
    expect(third.status).toBe(201);
    const answers = [first, second, third].filter((reply) => reply.status === 201);
    expect(new Set(answers.map((reply) => reply.body.response.id)).size).toBe(1);
    expect(await count("post_comments")).toBe(before + 1);
  });

  it("with another key is another comment; the same key with another text is refused (422)", async () => {
    const slug = await newPost();
    const before = await count("post_comments");
    const post = (name: string, content: string) =>
      t.call("POST", `/api/v2/post/${slug}/comments`, {
        token: reader.token,
        headers: key(name),
        body: { content },
      });
    expect((await post("a", "First")).status).toBe(201);
    expect((await post("b", "First")).status).toBe(201);
    const other = await post("a", "Something else");
    expect(other.status).toBe(422);
    expect(await count("post_comments")).toBe(before + 2);
  });

  it("refused (400) gives the key up, so the corrected retry runs", async () => {
    const slug = await newPost();
    const send = (content: string) =>
      t.call("POST", `/api/v2/post/${slug}/comments`, {
        token: reader.token,
        headers: key("retry"),
        body: { content },
      });
    expect((await send("  ")).status).toBe(400);
    expect((await send("  ")).status).toBe(400);
    const fixed = await send("Fixed");
    expect(fixed.status).toBe(201);
  });

  it("answers a malformed key 400 on the header", async () => {
    const slug = await newPost();
    const reply = await t.call("POST", `/api/v2/post/${slug}/comments`, {
      token: reader.token,
      headers: { "Idempotency-Key": "short" },
      body: { content: "Hi" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ "Idempotency-Key": "validation.invalid" });
  });
});

describe("a forgotten password", () => {
  it("asked twice with one key queues one e-mail", async () => {
    const before = await count("email_outbox");
    const ask = () =>
      t.call("POST", "/api/v2/forgotten-password", {
        headers: key("reset"),
        body: { email: owner.email },
      });
    const first = await ask();
    const again = await ask();
    expect(first.status).toBe(200);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await count("email_outbox")).toBe(before + 1);
    // "Send again" is a new submission: a new key, a new e-mail.
    await t.call("POST", "/api/v2/forgotten-password", {
      headers: key("reset-again"),
      body: { email: owner.email },
    });
    expect(await count("email_outbox")).toBe(before + 2);
  });
});

describe("a bank account sent for verification", () => {
  it("sent twice with one key is stored once, the repeat answered 201 with the same account", async () => {
    const c = await t.campaign(owner.id, { donations: [200000] });
    const doc = await t.media(owner.id);
    const before = await count("bank_accounts");
    const send = () =>
      t.call("POST", "/api/v2/campaign/withdraw-bank-account", {
        token: owner.token,
        headers: key(`bank-${c.id}`),
        body: {
          campaign_id: c.id,
          bic: "RZBBBGSF",
          country: "BG",
          bank: "Raiffeisenbank Bulgaria",
          iban: "BG18 RZBB 9155 0123 4567 89",
          currency: 1,
          documents: [{ id: doc.id, type: "certificate" }],
        },
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.response.id).toBe(first.body.response.id);
    expect(await count("bank_accounts")).toBe(before + 1);
  });
});

describe("the routes covered", () => {
  it("are the POST operations that declare Idempotency-Key, but the four money calls", () => {
    const declared = operations
      .filter(
        ({ method, op }) =>
          method === "POST" &&
          // biome-ignore lint/suspicious/noExplicitAny: OpenAPI parameters.
          (op.parameters ?? []).some((p: any) => String(p.$ref).endsWith("/IdempotencyKey")),
      )
      .map(({ path, id }) => ({ path, id }));
    // Their own: the key is kept in the transaction that moves the money (a refund: its row).
    const OWN = ["createWithdrawal", "transferFunds", "createDonation", "refundDonation"];
    const covered = declared
      .filter(({ id }) => !OWN.includes(id))
      .map(({ path }) => path.replace(/\{(\w+)\}/g, ":$1"))
      .sort();
    expect(covered).toEqual([...IDEMPOTENT_WRITES].sort());
    expect(declared.map(({ id }) => id)).toEqual(expect.arrayContaining(OWN));
  });
});
