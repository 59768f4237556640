import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Deps } from "../src/context";
import { buildDeps, paymentsFromConfig } from "../src/deps";
import { createLogger } from "../src/log";
import { SandboxPayments } from "../src/services/payments";
import { RecordingRealtime } from "../src/services/realtime";
import { MemoryStorage } from "../src/services/storage";
import { migratedTemplate } from "./migrated-template";
import { createScratchDatabase } from "./scratch-database";

// biome-ignore lint/suspicious/noExplicitAny: test replies are read loosely.
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  raw?: string | Uint8Array<ArrayBuffer> | FormData;
}

/**
 * One database, the app and helpers, shared by the tests of one file. The sandbox confirms every
 * payment by itself after 10 ms; `hostedCards` sends card payments to its payment page instead,
 * as on the running site.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { hostedCards?: boolean } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), "causeway-api-"));
  // With DATABASE_URL set, each test file gets its own fresh database on that server.
  const database = await createScratchDatabase(process.env.DATABASE_URL, "causeway_test");
  const config = loadConfig({
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret",
    RATE_LIMIT_LOGIN: "1000",
    RATE_LIMIT_SIGNUP: "1000",
    RATE_LIMIT_IBAN: "1000",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
  const realtime = new RecordingRealtime();
  const storage = new MemoryStorage();
  // With STRIPE_* in `env` (test/fakes/stripe-api.ts), cards and Apple Pay go to Stripe.
  const sandbox = new SandboxPayments(10, 40, { hostedCards: options.hostedCards ?? false });
  const payments = paymentsFromConfig(config, sandbox);
  const deps = await buildDeps(config, createLogger("silent"), {
    inMemory: true,
    ...(database.url ? {} : { template: await migratedTemplate() }),
    storage,
    payments,
    realtime,
  });
  const app = createApp(deps);

  // biome-ignore lint/suspicious/noExplicitAny: test replies are read loosely.
  async function call<T = any>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array<ArrayBuffer> | FormData | undefined = options.raw;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  let counter = 0;
  /** Signs a user up through the API (and completes the sign-up unless told not to). */
  async function signup(
    name: string,
    options: { type?: "personal" | "business"; complete?: boolean; roles?: string[] } = {},
  ) {
    counter += 1;
    const username = `${name}${counter}`.slice(0, 20);
    const reply = await call("POST", "/api/v2/signup/email", {
      body: {
        profile_type: options.type ?? "personal",
        email: `${username}@example.test`,
        username,
        password: "correct-horse-battery",
      },
    });
    if (reply.status !== 200) throw new Error(`signup failed: ${JSON.stringify(reply.body)}`);
    const id: number = reply.body.response.user.id;
    if (options.roles) {
      await deps.db
        .updateTable("users")
        .set({ roles: options.roles })
        .where("id", "=", id)
        .execute();
    }
    if (options.complete !== false) {
      await deps.db
        .updateTable("users")
        .set({ register_step: 2, name: `${name} Tester` })
        .where("id", "=", id)
        .execute();
    }
    const token: string = reply.body.response.token;
    return { id, username, token, email: `${username}@example.test` };
  }

  /** A campaign straight in the database, with processed donations of the given amounts. */
  async function campaign(
    ownerId: number,
    options: {
      verified?: boolean;
      currency?: number;
      donations?: number[];
      active?: boolean;
      successful?: boolean;
      name?: string;
    } = {},
  ) {
    counter += 1;
    const row = await deps.db
      .insertInto("campaigns")
      .values({
        name: options.name ?? `Campaign ${counter}`,
        slug: `campaign-${counter}`,
        total_amount: 1_000_000,
        currency_id: options.currency ?? 1,
        payout_currency_id: 1,
        created_by: ownerId,
        type: "medical",
        category_id: 1,
        verified: options.verified ?? true,
        active: options.active ?? true,
        successful: options.successful ?? false,
        beneficent: JSON.stringify({ name: "Beneficiary Name", business_name: null, other: null }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const amount of options.donations ?? []) {
      counter += 1;
      await deps.db
        .insertInto("donations")
        .values({
          campaign_id: row.id,
          donator_type: "OTHER",
          donator_name: "Donor",
          payment_status: "PROCESSED",
          payment_id: `seed_${counter}`,
          payment_method: "STRIPE",
          amount,
          currency_id: row.currency_id,
          initiated_amount: amount,
          initiated_currency_id: row.currency_id,
        })
        .execute();
    }
    return row;
  }

  /** An upload row owned by the user (bytes not needed by the rules under test). */
  async function media(ownerId: number, kind: "image" | "file" = "file") {
    counter += 1;
    return deps.db
      .insertInto("media")
      .values({
        owner_id: ownerId,
        kind,
        name: `doc-${counter}.pdf`,
        storage_key: `files/test/${counter}.pdf`,
        mime_type: kind === "file" ? "application/pdf" : "image/png",
        size: 100,
        width: kind === "image" ? 10 : null,
        height: kind === "image" ? 10 : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Closes the database (and drops it on PostgreSQL). */
  async function destroy() {
    await payments.drain();
    await deps.visits.stop();
    await deps.db.destroy();
    await database.drop();
  }

  return {
    deps: deps as Deps,
    app,
    call,
    signup,
    campaign,
    media,
    realtime,
    storage,
    /** The sandbox (every method, or those Stripe does not take when STRIPE_* is set). */
    payments: sandbox,
    destroy,
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A 1x1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

/** A multipart body holding `bytes` as the field `file`, as the upload endpoints read it. */
export function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  return form;
}

/**
 * A guest's donation payload (Ana Lima, OTHER, euros): `amount` and `tip` in cents by `method`,
 * sent back to `returnUrl` by a provider's page.
 */
export function guestDonation(
  method: string,
  amount: number,
  tip = 0,
  returnUrl = "http://localhost:3000/campaign/help-walk/checkout",
) {
  return {
    amount,
    tip,
    currency: 1,
    payment_method: method,
    is_anon: false,
    donator_type: "OTHER",
    donator_name: "Ana Lima",
    email: "ana@example.test",
    return_url: returnUrl,
  };
}
