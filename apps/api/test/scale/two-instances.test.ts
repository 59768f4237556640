// Issue 17, "done when": several server instances on one PostgreSQL behave as one site. With
// scripts/test-scale.sh this runs against two `apps/api` processes on one PostgreSQL with uploads
// in an S3-compatible bucket (s3rver), and again with socket.io's Redis adapter; in `npm test` the
// same checks run against the single-process default (PGlite, local files, socket.io alone). See
// world.ts for how the servers are found or started.
import { request as httpRequest } from "node:http";
import { sql } from "kysely";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/seed/demo";
import { SCHEDULED_JOBS } from "../../src/services/scheduler";
import { SCHEDULER_INTERVAL_MS, type ScaleWorld, scaleWorld, siteBuilt } from "./world";

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: replies are read loosely.
  body: any;
  headers: Headers;
  bytes: Uint8Array;
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.form;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${path}`, { method, headers, body });
  const bytes = new Uint8Array(await res.arrayBuffer());
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    parsed = new TextDecoder().decode(bytes);
  }
  return { status: res.status, body: parsed, headers: res.headers, bytes };
}

/** Polls `check` until it answers true, within `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>, every = 25): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function login(base: string, username: string) {
  const auth = await call(base, "POST", "/api/v2/auth", {
    body: { username, password: DEMO_PASSWORD },
  });
  expect(auth.status).toBe(200);
  const token: string = auth.body.response.token;
  const me = await call(base, "GET", "/api/v2/user", { token });
  return { token, id: me.body.response.id as number };
}

const PDF = new TextEncoder().encode(`%PDF-1.4\n% scale test ${Date.now()}\n%%EOF\n`);
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

function form(bytes: Uint8Array, name: string, type: string) {
  const data = new FormData();
  data.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return data;
}

/** The storage key of a presented /media path (signed or not). */
const keyOf = (path: string) => path.replace(/^\/media\//, "").replace(/\?.*$/, "");

let w: ScaleWorld;
let maria: { token: string; id: number };
let peter: { token: string; id: number };
let peterOnB: Socket;
/** What peter's socket on instance B has received, in order. */
const heard: { event: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  w = await scaleWorld();
  maria = await login(w.a, "maria.petrova");
  peter = await login(w.b, "peter.kovacs");
  peterOnB = io(w.b, { path: "/socket.io", auth: { token: peter.token }, reconnection: false });
  peterOnB.onAny((event: string, payload: Record<string, unknown>) =>
    heard.push({ event, payload }),
  );
  await new Promise<void>((resolve, reject) => {
    peterOnB.once("connect", () => resolve());
    peterOnB.once("connect_error", reject);
  });
  const joined = await peterOnB.timeout(5000).emitWithAck("announce", peter.id, peter.token);
  expect(joined).toEqual({ joined: true });
}, 180_000);

afterAll(async () => {
  peterOnB?.disconnect();
  await w?.close();
}, 60_000);

describe(`issue 17: ${process.env.SCALE_A_URL ? "two instances on one PostgreSQL" : "the single-process default"}`, () => {
  it("each instance is alive and ready: database, upload store and real-time fan-out answer", async () => {
    for (const base of new Set([w.a, w.b])) {
      const live = await call(base, "GET", "/healthz");
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ status: "ok" });
      expect(live.headers.get("cache-control")).toBe("no-store");
      const ready = await call(base, "GET", "/readyz");
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe("ready");
      expect(ready.body.checks).toMatchObject({ database: "ok", storage: "ok" });
      if (w.two) expect(ready.body.checks.realtime).toBe("ok");
    }
    if (w.two) {
      // Started together on an empty database: migrated and seeded once, under the start-up lock.
      const db = await w.db();
      const marias = await db
        .selectFrom("users")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("username", "=", "maria.petrova")
        .executeTakeFirstOrThrow();
      expect(marias.n).toBe(1);
      expect(w.storage).toMatch(/^s3:/);
    }
  });

  it("a member connected to B receives, without a reload, the message another member sent through A", async () => {
    const text = `Hello from instance A, ${Date.now()}`;
    const sent = await call(w.a, "POST", "/api/v1/message", {
      token: maria.token,
      body: { receiver: peter.id, message: text },
    });
    expect(sent.status).toBe(201);
    const arrived = () =>
      heard.filter((h) => h.event === "receive-message" && h.payload.message === text);
    await within(5000, async () => arrived().length > 0);
    await sleep(300);
    expect(arrived()).toHaveLength(1);
    expect(arrived()[0]?.payload).toMatchObject({ message: text });
  });

  it("a document uploaded through A is kept in the shared store and served by B to its owner, refused to a guest and to another member", async () => {
    const uploaded = await call(w.a, "POST", "/api/v2/resources/file", {
      token: maria.token,
      form: form(PDF, "statement.pdf", "application/pdf"),
    });
    expect(uploaded.status).toBe(200);
    const path: string = uploaded.body.response.files[0].path;
    const key = keyOf(path);
    expect(await w.stored(key)).toBe(true);

    const byToken = await call(w.b, "GET", `/media/${key}`, { token: maria.token });
    expect(byToken.status).toBe(200);
    expect(byToken.bytes).toEqual(PDF);
    expect(byToken.headers.get("content-type")).toBe("application/pdf");
    expect(byToken.headers.get("cache-control")).toBe("private, no-store");
    // The signed path A presented opens on B (one JWT_SECRET), without a token.
    const bySignature = await call(w.b, "GET", path);
    expect(bySignature.status).toBe(200);
    expect(bySignature.bytes).toEqual(PDF);

    const guest = await call(w.b, "GET", `/media/${key}`);
    expect(guest.status).toBe(404);
    const other = await call(w.b, "GET", `/media/${key}`, { token: peter.token });
    expect(other.status).toBe(404);
    const forged = await call(w.b, "GET", path.replace(/signature=[^&]+/, "signature=forged"));
    expect(forged.status).toBe(404);
  });

  it("a public image uploaded through A is served by B to anyone, with a year-long public cache", async () => {
    const uploaded = await call(w.a, "POST", "/api/v2/resources/image", {
      token: maria.token,
      form: form(PNG, "dot.png", "image/png"),
    });
    expect(uploaded.status).toBe(200);
    const path: string = uploaded.body.response.images[0].path;
    expect(await w.stored(keyOf(path))).toBe(true);
    const image = await call(w.b, "GET", path);
    expect(image.status).toBe(200);
    expect(image.bytes).toEqual(PNG);
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a picture uploaded through A as a public image and attached there as a document is closed to a guest on B, and opens on B for its owner by the signed path (issue 25)", async () => {
    const uploaded = await call(w.a, "POST", "/api/v2/resources/image", {
      token: maria.token,
      form: form(PNG, "bank-certificate.png", "image/png"),
    });
    expect(uploaded.status).toBe(200);
    const image: { id: number; path: string } = uploaded.body.response.images[0];
    expect((await call(w.b, "GET", image.path)).status).toBe(200);
    const db = await w.db();
    const own = await db
      .selectFrom("campaigns")
      .select("id")
      .where("created_by", "=", maria.id)
      .where("deleted", "=", false)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const before = await call(w.a, "GET", `/api/v2/campaign/${own.id}/documents`, {
      token: maria.token,
    });
    const kept = before.body.response.documents.map((d: { id: number; type: string }) => ({
      id: d.id,
      type: d.type,
    }));
    const attached = await call(w.a, "PUT", `/api/v2/campaign/${own.id}/documents`, {
      token: maria.token,
      body: { documents: [...kept, { id: image.id, type: "image" }] },
    });
    expect(attached.status).toBe(200);

    const guest = await call(w.b, "GET", image.path);
    expect(guest.status).toBe(404);
    expect(guest.headers.get("cache-control") ?? "").not.toContain("public");
    expect((await call(w.b, "GET", image.path, { token: peter.token })).status).toBe(404);
    const listed = await call(w.b, "GET", `/api/v2/campaign/${own.id}/documents`, {
      token: maria.token,
    });
    const signed: string = listed.body.response.documents.find(
      (d: { id: number }) => d.id === image.id,
    ).path;
    expect(keyOf(signed)).toBe(keyOf(image.path));
    const byOwner = await call(w.b, "GET", signed);
    expect(byOwner.status).toBe(200);
    expect(byOwner.bytes).toEqual(PNG);
    expect(byOwner.headers.get("cache-control")).toBe("private, no-store");
  });

  let campaign: { id: number; slug: string; name: string };
  it("a scheduled job fires once across the instances, not twice, and its notification reaches B", async () => {
    const db = await w.db();
    const since = new Date(Date.now() - 1000);
    const stamp = Date.now();
    // Peter's campaign, 11 days old and never updated: its ten-day reminder is due.
    campaign = await db
      .insertInto("campaigns")
      .values({
        name: `Scale test ${stamp}`,
        slug: `scale-test-${stamp}`,
        total_amount: 1_000_000,
        currency_id: 1,
        payout_currency_id: 1,
        created_by: peter.id,
        created_at: new Date(Date.now() - 11 * 86_400_000),
        type: "medical",
        category_id: 1,
        verified: true,
        active: true,
        beneficent: JSON.stringify({ name: "Beneficiary Name", business_name: null, other: null }),
      })
      .returning(["id", "slug", "name"])
      .executeTakeFirstOrThrow();
    const reminders = () =>
      db
        .selectFrom("notifications")
        .select(["id", "type"])
        .where("user_id", "=", peter.id)
        .where(sql<string>`data->>'campaign_id'`, "=", String(campaign.id))
        .execute();
    // The instances run their jobs every second: the reminder comes within a few.
    await within(10_000, async () =>
      (await reminders()).some((n) => n.type === "CAMPAIGN_UPDATE_REMINDER"),
    );
    // Both instances keep ticking: three more rounds change nothing.
    await sleep(3 * SCHEDULER_INTERVAL_MS + 500);
    const sent = await reminders();
    const byType = new Map<string, number>();
    for (const n of sent) byType.set(n.type, (byType.get(n.type) ?? 0) + 1);
    expect(byType.get("CAMPAIGN_UPDATE_REMINDER")).toBe(1);
    for (const [, count] of byType) expect(count).toBe(1);
    // Peter, on B, heard each notification once, without asking.
    for (const n of sent) {
      const events = heard.filter(
        (h) => h.event === "notification" && h.payload.notificationID === n.id,
      );
      expect(events, n.type).toHaveLength(1);
    }
    // Each job ran, again and again, on one instance only: the holder of its lease.
    const runs = await db
      .selectFrom(sql<{ job: string; holder: string }>`scheduled_runs`.as("r"))
      .select([
        "r.job",
        sql<number>`count(*)::int`.as("runs"),
        sql<string[]>`array_agg(distinct r.holder)`.as("holders"),
      ])
      .where(sql<boolean>`r.started_at >= ${since}`)
      .groupBy("r.job")
      .execute();
    expect(runs.map((r) => r.job).sort()).toEqual(SCHEDULED_JOBS.map((j) => j.name).sort());
    for (const run of runs) {
      expect(run.holders, run.job).toHaveLength(1);
      expect(run.runs, run.job).toBeGreaterThanOrEqual(3);
      expect([w.aId, w.bId]).toContain(run.holders[0]);
    }
  });

  it("a write through A is seen through B at once, though B keeps what it read in memory", async () => {
    // The categories' campaign counts are kept 30 s, a guest's page 5 s, a token's user 2 s: B
    // hears which tables A wrote and drops them (at once on one instance, by its own writes).
    const countOn = async (base: string) => {
      const reply = await call(base, "GET", "/api/v2/campaign/categories");
      return (reply.body.response.categories as { id: number; campaigns: number }[]).find(
        (c) => c.id === 1,
      )?.campaigns;
    };
    const before = await countOn(w.b);
    expect(before).toBeGreaterThan(0);
    expect(await countOn(w.b)).toBe(before);
    const page = `/campaign/${campaign.slug}`;
    if (siteBuilt) {
      for (let i = 0; i < 2; i++) {
        const html = await call(w.b, "GET", page);
        expect(html.status).toBe(200);
        expect(String(html.body)).toContain(campaign.name);
      }
    }
    const deleted = await call(w.a, "DELETE", `/api/v2/campaign/${campaign.id}`, {
      token: peter.token,
    });
    expect(deleted.status).toBe(200);
    await within(1000, async () => (await countOn(w.b)) === (before ?? 0) - 1);
    if (siteBuilt) {
      await within(1000, async () => {
        const html = await call(w.b, "GET", page);
        return !String(html.body).includes(campaign.name);
      });
    }
    // Peter's deletion notice, written on A, reached his socket on B.
    await within(5000, async () =>
      heard.some((h) => h.event === "notification" && h.payload.type === "CAMPAIGN_DELETED"),
    );

    // A logout through A revokes the token on B too (B had just read its user).
    const again = await login(w.a, "maria.petrova");
    expect((await call(w.b, "GET", "/api/v2/user", { token: again.token })).status).toBe(200);
    expect((await call(w.a, "POST", "/api/v2/logout", { token: again.token })).status).toBe(200);
    await within(1000, async () => {
      return (await call(w.b, "GET", "/api/v2/user", { token: again.token })).status === 401;
    });
    maria = await login(w.a, "maria.petrova");
  });

  it("every e-mail asked for through A or B arrives once, though both instances deliver the outbox (issue 28)", async () => {
    const db = await w.db();
    const users = await db
      .selectFrom("users")
      .select("email")
      .where("email", "like", "%@causeway.example")
      .orderBy("id")
      .limit(8)
      .execute();
    expect(users.length).toBe(8);
    // Forgotten-password requests, half through A and half through B, all at once.
    const replies = await Promise.all(
      users.map(({ email }, i) =>
        call(i % 2 ? w.b : w.a, "POST", "/api/v2/forgotten-password", { body: { email } }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(users.map(() => 200));
    const resets = (email: string) =>
      // The subject is in the member's language; the link says what the message is.
      w.smtp.to(email).filter((r) => r.mail.text?.includes("/forgotten-password/")).length;
    await within(30_000, async () => users.every(({ email }) => resets(email) >= 1));
    // A few more rounds of both workers: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(users.map(({ email }) => resets(email))).toEqual(users.map(() => 1));
    const rows = await db
      .selectFrom("email_outbox")
      .select(["to_address", "status", "attempts"])
      .where("template", "=", "forgotten_password")
      .where(
        "to_address",
        "in",
        users.map((u) => u.email),
      )
      .execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(users.map(() => ["sent", 1]));
  });

  it("SIGTERM drains A: /readyz fails while requests are still served, an upload in flight finishes, its leases go to B", async () => {
    // An upload to A whose body is still arriving when A is told to stop.
    const boundary = `----scale${Date.now()}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(PDF),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const half = Math.floor(body.length / 2);
    let finish: () => void = () => {};
    const upload = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${w.a}/api/v2/resources/file`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${maria.token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.length),
        },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
      req.write(body.subarray(0, half));
      finish = () => req.end(body.subarray(half));
    });
    await sleep(300);
    w.stopA();

    // Draining: a load balancer reads 503 and stops sending; what still comes is answered.
    await within(1000, async () => (await call(w.a, "GET", "/readyz")).status === 503);
    const readiness = await call(w.a, "GET", "/readyz");
    expect(readiness.body.status).toBe("stopping");
    expect(readiness.headers.get("retry-after")).toBe("5");
    expect((await call(w.a, "GET", "/healthz")).status).toBe(200);
    expect((await call(w.a, "GET", "/api/v2/campaign/categories")).status).toBe(200);

    // Past the drain A takes no new connection, but the upload under way is answered.
    await within(5000, async () => {
      try {
        await fetch(`${w.a}/healthz`);
        return false;
      } catch {
        return true;
      }
    });
    finish();
    const late = await upload;
    expect(late.status).toBe(200);
    const path: string = JSON.parse(late.text).response.files[0].path;
    expect(await w.stored(keyOf(path))).toBe(true);

    const db = await w.db();
    const leases = () =>
      db
        .selectFrom(sql<{ job: string; holder: string }>`job_leases`.as("l"))
        .select(["l.job", "l.holder"])
        .execute();
    if (w.two) {
      // A released its leases as it stopped: B, ticking every second, holds every job now
      // (a lease left to expire would take 10 s).
      await within(4000, async () => {
        const held = await leases();
        return held.length === SCHEDULED_JOBS.length && held.every((l) => l.holder === w.bId);
      });
      // B still serves, its socket still hears, and it serves what A stored at the last moment.
      expect((await call(w.b, "GET", "/readyz")).status).toBe(200);
      expect(
        (await call(w.b, "GET", `/media/${keyOf(path)}`, { token: maria.token })).bytes,
      ).toEqual(PDF);
      expect(peterOnB.connected).toBe(true);
    } else {
      expect(await leases()).toEqual([]);
    }
  });
});
