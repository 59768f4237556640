import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import {
  DOCUMENTS_LIMITS,
  type DocumentsLimits,
  isValidIban,
  normalizeIban,
} from "@causeway/rules";
import type { BankAccountConfig } from "./services/bank-transfer-payments";
import type { PayPalConfig } from "./services/paypal-payments";
import type { StripeConfig } from "./services/stripe-payments";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/** An S3-compatible bucket for uploads (S3_BUCKET and the rest; services/s3-storage.ts). */
export interface S3Config {
  bucket: string;
  /** The service's address (S3_ENDPOINT); unset: AWS's own for the region. */
  endpoint: string | null;
  region: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset: the SDK's own chain (AWS_* variables, roles). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Prepended to every stored key (S3_PREFIX, e.g. "causeway/"). */
  prefix: string;
}

export interface MailConfig {
  /** The SMTP server the outbox is delivered to (SMTP_URL: smtp://user:pass@host:port, smtps://…). */
  smtpUrl: string | null;
  /**
   * With no SMTP_URL, run a local mail catcher and deliver to it (MAIL_CATCHER=1, which `npm start`
   * sets): its SMTP port (MAIL_CATCHER_SMTP_PORT, 1025) and web inbox (MAIL_CATCHER_PORT, 1080),
   * each on a free port when taken. Neither set: the outbox is kept and nothing is sent.
   */
  catcher: { smtpPort: number; inboxPort: number } | null;
  /** The sender (MAIL_FROM). */
  from: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, the PEM or a path to it). */
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
}

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files, uploads and the generated dev JWT secret. */
  dataDir: string;
  /** A real PostgreSQL server; PGlite under DATA_DIR when absent. */
  databaseUrl: string | null;
  /** socket.io fans events out through Redis (REDIS_URL) instead of PostgreSQL when set. */
  redisUrl: string | null;
  /** Uploads in an S3-compatible bucket; the local folder DATA_DIR/uploads when null. */
  s3: S3Config | null;
  /** This process among several (INSTANCE_ID, else host:pid:random): holds the job leases. */
  instanceId: string;
  /** How often the scheduled jobs run (SCHEDULER_INTERVAL_MS, an hour). */
  schedulerIntervalMs: number;
  /** How long a job's lease lasts unless its holder renews it (SCHEDULER_LEASE_MS, 5 minutes). */
  schedulerLeaseMs: number;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, so a load balancer
   * stops sending new ones before the port closes (SHUTDOWN_DRAIN_MS, 0).
   */
  shutdownDrainMs: number;
  /** After the drain, how long in-flight work may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  jwtSecret: string;
  /** Token lifetime: the web app keeps the jwt cookie 14 days (000/001 §9: 14, also read as 7). */
  tokenTtlSeconds: number;
  /** A built single-page app served for every non-/api path (index.html fallback). */
  staticDir: string | null;
  /** A built Storybook served under /storybook/ beside the app (only with staticDir). */
  storybookDir: string | null;
  /** Public origin used in links sent by e-mail and in certificate URLs. */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was given. Without it publicUrl is only a guess (localhost), so a link
   * answered to a request (a certificate) is built on the origin that request reached instead.
   */
  publicUrlGiven: boolean;
  /** Upload size limit in bytes. */
  maxUploadBytes: number;
  /** Seed demo data when the database is empty. */
  seed: boolean;
  /** Trust X-Forwarded-For for the client address (behind a load balancer). */
  trustProxy: boolean;
  rateLimits: {
    login: RateLimitRule;
    signup: RateLimitRule;
    iban: RateLimitRule;
    clientErrors: RateLimitRule;
    contact: RateLimitRule;
  };
  /** Where the contact page's messages are e-mailed (CONTACT_EMAIL). */
  contactEmail: string;
  /** Outgoing e-mail (issue 28; services/mail-delivery.ts, mail-catcher.ts). */
  mail: MailConfig;
  /** Origins (scheme://host[:port]) whose pages may call the API from a browser (CORS_ORIGINS). */
  corsOrigins: string[];
  /** Whether those origins may send cookies or HTTP auth (CORS_CREDENTIALS=1); off by default. */
  corsCredentials: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /**
   * When a withdrawal needs documents (issue 13, @causeway/rules documents-policy.ts): euro
   * amounts in cents. DOCUMENTS_FREE_EUR (1000), DOCUMENTS_SHARE_PERCENT (40), DOCUMENTS_CAP_EUR
   * (5000) and DOCUMENTS_HOLD_DAYS (60), in whole euros and days.
   */
  documents: DocumentsLimits;
  /** Card payments through Stripe when its three keys are set (issue 29); else the sandbox. */
  stripe: StripeConfig | null;
  /** PayPal Checkout (Orders v2) when PAYPAL_CLIENT_ID and _SECRET are set (issue 29). */
  paypal: PayPalConfig | null;
  /** Bank transfers to this account, settled by imported statements (issue 29); else the sandbox. */
  bankTransfer: BankAccountConfig | null;
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** A dev default: generated once and kept under DATA_DIR so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? ".data");
  const port = int(env.PORT, 3000);
  const logLevel = (env.LOG_LEVEL ?? "info") as Config["logLevel"];
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || null,
          region: env.S3_REGION || env.AWS_REGION || "us-east-1",
          accessKeyId: env.S3_ACCESS_KEY_ID || null,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
          // An endpoint of its own is most often a server that wants the bucket in the path.
          forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? "1" : "0")) === "1",
          prefix: env.S3_PREFIX ?? "",
        }
      : null,
    instanceId: env.INSTANCE_ID || `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`,
    schedulerIntervalMs: Math.max(100, int(env.SCHEDULER_INTERVAL_MS, 3600_000)),
    schedulerLeaseMs: Math.max(1000, int(env.SCHEDULER_LEASE_MS, 5 * 60_000)),
    shutdownDrainMs: Math.max(0, int(env.SHUTDOWN_DRAIN_MS, 0)),
    shutdownTimeoutMs: Math.max(1000, int(env.SHUTDOWN_TIMEOUT_MS, 10_000)),
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 14 * 24 * 3600),
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : null,
    storybookDir: env.STORYBOOK_DIR ? resolve(env.STORYBOOK_DIR) : null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    publicUrlGiven: Boolean(env.PUBLIC_URL),
    maxUploadBytes: int(env.MAX_UPLOAD_BYTES, 10 * 1024 * 1024),
    seed: env.SEED !== "0",
    trustProxy: env.TRUST_PROXY === "1",
    rateLimits: {
      login: { max: int(env.RATE_LIMIT_LOGIN, 10), windowMs: 60_000 },
      signup: { max: int(env.RATE_LIMIT_SIGNUP, 10), windowMs: 10 * 60_000 },
      // IBAN look-ups per member: a form verifies each typed IBAN once, on leaving the field.
      iban: { max: int(env.RATE_LIMIT_IBAN, 30), windowMs: 60_000 },
      // Browsers' failure reports (POST /api/v2/client-errors): a log line each, so few.
      clientErrors: { max: 10, windowMs: 60_000 },
      // Messages from the contact page (POST /api/v2/contact): an e-mail to the team each.
      contact: { max: int(env.RATE_LIMIT_CONTACT, 5), windowMs: 10 * 60_000 },
    },
    contactEmail: env.CONTACT_EMAIL || "support@causeway.example",
    mail: {
      smtpUrl: env.SMTP_URL || null,
      catcher:
        !env.SMTP_URL && env.MAIL_CATCHER === "1"
          ? {
              smtpPort: int(env.MAIL_CATCHER_SMTP_PORT, 1025),
              inboxPort: int(env.MAIL_CATCHER_PORT, 1080),
            }
          : null,
      from: env.MAIL_FROM || "Causeway <no-reply@causeway.example>",
      pollMs: Math.max(50, int(env.MAIL_POLL_MS, 2000)),
      retryBaseMs: Math.max(10, int(env.MAIL_RETRY_BASE_MS, 30_000)),
      maxAttempts: Math.max(1, int(env.MAIL_MAX_ATTEMPTS, 8)),
      dkim:
        env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
          ? {
              domainName: env.DKIM_DOMAIN,
              keySelector: env.DKIM_SELECTOR,
              privateKey: env.DKIM_PRIVATE_KEY.includes("-----BEGIN")
                ? env.DKIM_PRIVATE_KEY
                : readFileSync(resolve(env.DKIM_PRIVATE_KEY), "utf8"),
            }
          : null,
    },
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    corsCredentials: env.CORS_CREDENTIALS === "1",
    logLevel,
    documents: {
      freeEur: int(env.DOCUMENTS_FREE_EUR, DOCUMENTS_LIMITS.freeEur / 100) * 100,
      sharePercent: int(env.DOCUMENTS_SHARE_PERCENT, DOCUMENTS_LIMITS.sharePercent),
      capEur: int(env.DOCUMENTS_CAP_EUR, DOCUMENTS_LIMITS.capEur / 100) * 100,
      holdDays: int(env.DOCUMENTS_HOLD_DAYS, DOCUMENTS_LIMITS.holdDays),
    },
    stripe: stripeConfig(env),
    paypal: paypalConfig(env),
    bankTransfer: bankTransferConfig(env),
  };
}

/**
 * The platform's account for bank transfers: BANK_TRANSFER_IBAN (a valid IBAN) and
 * BANK_TRANSFER_BENEFICIARY, BANK_TRANSFER_BIC optional. A wrong IBAN or a missing name stops
 * the server: donors would be sent to an account that cannot receive.
 */
function bankTransferConfig(env: NodeJS.ProcessEnv): BankAccountConfig | null {
  const iban = env.BANK_TRANSFER_IBAN?.trim();
  if (!iban) return null;
  if (!isValidIban(iban)) throw new Error(`BANK_TRANSFER_IBAN is not a valid IBAN: ${iban}`);
  const beneficiary = env.BANK_TRANSFER_BENEFICIARY?.trim();
  if (!beneficiary) throw new Error("BANK_TRANSFER_IBAN needs BANK_TRANSFER_BENEFICIARY");
  const bic = env.BANK_TRANSFER_BIC?.replace(/\s+/g, "").toUpperCase() || null;
  return { iban: normalizeIban(iban), bic, beneficiary };
}

const STRIPE_KEYS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
] as const;

/**
 * Stripe's keys: all three, or none (the sandbox). Some but not all is a mistake the server
 * refuses to start with, rather than take cards it could never hear the outcome of.
 */
function stripeConfig(env: NodeJS.ProcessEnv): StripeConfig | null {
  const missing = STRIPE_KEYS.filter((key) => !env[key]);
  if (missing.length === STRIPE_KEYS.length) return null;
  if (missing.length > 0) {
    throw new Error(`Stripe needs ${STRIPE_KEYS.join(", ")}; missing: ${missing.join(", ")}`);
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY as string,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY as string,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
    apiUrl: env.STRIPE_API_URL || null,
  };
}

const PAYPAL_KEYS = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const;

/**
 * PayPal's REST app: all three of its keys, or none (the sandbox); some but not all stops the
 * server, as for Stripe (a payment whose webhook could never be verified). PAYPAL_ENVIRONMENT is
 * `sandbox` (PayPal's test accounts, the default) or `live`.
 */
function paypalConfig(env: NodeJS.ProcessEnv): PayPalConfig | null {
  const missing = PAYPAL_KEYS.filter((key) => !env[key]);
  if (missing.length === PAYPAL_KEYS.length) return null;
  if (missing.length > 0) {
    throw new Error(`PayPal needs ${PAYPAL_KEYS.join(", ")}; missing: ${missing.join(", ")}`);
  }
  const environment = env.PAYPAL_ENVIRONMENT?.trim() || "sandbox";
  if (environment !== "sandbox" && environment !== "live")
    throw new Error(`PAYPAL_ENVIRONMENT is sandbox or live, not ${environment}`);
  return {
    clientId: env.PAYPAL_CLIENT_ID as string,
    clientSecret: env.PAYPAL_CLIENT_SECRET as string,
    webhookId: env.PAYPAL_WEBHOOK_ID as string,
    environment,
    apiUrl: env.PAYPAL_API_URL || null,
  };
}
