// The servers the scale test talks to (issue 17). Two ways:
// - two instances (scripts/test-scale.sh): SCALE_A_URL and SCALE_B_URL are two `apps/api`
//   processes on one PostgreSQL (SCALE_DATABASE_URL) with uploads in one S3-compatible bucket
//   (SCALE_S3_*), started together on an empty database; SCALE_A_PID is instance A's process,
//   which the test stops with SIGTERM; SCALE_A_ID / SCALE_B_ID are their INSTANCE_IDs.
// - the single-process default (`npm test`): one instance started here, in this process, on
//   PGlite (or a scratch database on DATABASE_URL when test-postgres.sh runs) with local files and
//   socket.io on its own; it is both A and B.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { loadConfig } from "../../src/config";
import { type Db, openDatabase } from "../../src/db/database";
import { type Instance, startInstance } from "../../src/instance";
import { createLogger } from "../../src/log";
import { createScratchDatabase, type ScratchDatabase } from "../scratch-database";
import { startSmtpServer, type TestSmtpServer } from "../smtp-server";

export const webDist = join(import.meta.dirname, "..", "..", "..", "web", "dist");
/** The site's pages are served (and their guest cache tested) when the web app is built. */
export const siteBuilt = existsSync(join(webDist, "index.html"));

/** What the instances are started with (scripts/test-scale.sh passes the same). */
export const SCHEDULER_INTERVAL_MS = 1000;
export const SHUTDOWN_DRAIN_MS = 1500;

export interface ScaleWorld {
  two: boolean;
  a: string;
  b: string;
  aId: string;
  bId: string;
  /** The database both use (for what a test must set up or read that no API shows). */
  db(): Promise<Db>;
  /** Whether the upload store holds `key` (the bucket, or the local folder). */
  stored(key: string): Promise<boolean>;
  /** Where uploads live, as the readiness log says it. */
  storage: string;
  /** The SMTP server both instances deliver the outbox to (SCALE_SMTP_PORT with two). */
  smtp: TestSmtpServer;
  /** Sends instance A its SIGTERM (or calls its shutdown). */
  stopA(): void;
  close(): Promise<void>;
}

export async function scaleWorld(): Promise<ScaleWorld> {
  const env = process.env;
  if (env.SCALE_A_URL && env.SCALE_B_URL && env.SCALE_DATABASE_URL) {
    // The instances were started with SMTP_URL on this port; what they owe waits until it listens.
    const smtp = await startSmtpServer(Number(env.SCALE_SMTP_PORT));
    const db = await openDatabase({ databaseUrl: env.SCALE_DATABASE_URL, dataDir: null });
    const s3 = new S3Client({
      endpoint: env.SCALE_S3_ENDPOINT,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: {
        accessKeyId: env.SCALE_S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: env.SCALE_S3_SECRET_ACCESS_KEY ?? "",
      },
    });
    const bucket = env.SCALE_S3_BUCKET ?? "";
    return {
      two: true,
      a: env.SCALE_A_URL,
      b: env.SCALE_B_URL,
      aId: env.SCALE_A_ID ?? "",
      bId: env.SCALE_B_ID ?? "",
      db: async () => db,
      storage: `s3:${bucket}`,
      async stored(key) {
        try {
          await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          return true;
        } catch {
          return false;
        }
      },
      smtp,
      stopA: () => process.kill(Number(env.SCALE_A_PID), "SIGTERM"),
      async close() {
        await smtp.close();
        s3.destroy();
        await db.destroy();
      },
    };
  }

  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), "causeway-scale-"));
  const scratch: ScratchDatabase = await createScratchDatabase(env.DATABASE_URL, "causeway_scale");
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url ?? "",
    JWT_SECRET: "scale-secret-scale-secret-scale-secret",
    INSTANCE_ID: "single",
    SEED: "1",
    SCHEDULER_INTERVAL_MS: String(SCHEDULER_INTERVAL_MS),
    SCHEDULER_LEASE_MS: "3000",
    SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
    RATE_LIMIT_LOGIN: "1000",
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: "200",
    MAIL_RETRY_BASE_MS: "500",
    ...(siteBuilt ? { STATIC_DIR: webDist } : {}),
  });
  const instance: Instance = await startInstance(config, createLogger("silent"));
  const url = `http://127.0.0.1:${instance.port}`;
  let stopping: Promise<void> | null = null;
  let reopened: Db | null = null;
  return {
    two: false,
    a: url,
    b: url,
    aId: config.instanceId,
    bId: config.instanceId,
    // Once the instance has stopped, its database is opened again from where it was.
    async db() {
      if (!stopping) return instance.deps.db;
      await stopping;
      reopened ??= await openDatabase({
        databaseUrl: scratch.url,
        dataDir: scratch.url ? null : dataDir,
      });
      return reopened;
    },
    storage: instance.deps.storage.describe,
    stored: async (key) => existsSync(join(dataDir, "uploads", key)),
    smtp,
    stopA() {
      stopping ??= instance.shutdown("test");
    },
    async close() {
      stopping ??= instance.shutdown("test");
      await stopping;
      await reopened?.destroy();
      await scratch.drop();
      await smtp.close();
    },
  };
}
