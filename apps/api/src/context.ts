import type { Site } from "@causeway/web/server";
import type { Config } from "./config";
import type { Db } from "./db/database";
import type { UserRow } from "./db/schema";
import type { AuthProblem } from "./lib/errors";
import type { Tokens } from "./lib/security";
import type { Logger } from "./log";
import type { Lifecycle } from "./services/lifecycle";
import type { PaymentProvider } from "./services/payments";
import type { RateLimiter } from "./services/rate-limit";
import type { Realtime } from "./services/realtime";
import type { Storage } from "./services/storage";
import type { VisitCounter } from "./services/visits";

/** Everything a route needs, built once at start (and per test file in tests). */
export interface Deps {
  db: Db;
  config: Config;
  log: Logger;
  tokens: Tokens;
  limiter: RateLimiter;
  storage: Storage;
  payments: PaymentProvider;
  realtime: Realtime;
  /** Campaign visits, written in batches (stop() before the database closes). */
  visits: VisitCounter;
  /** Starting, ready or stopping, and the readiness checks of /readyz (routes/health.ts). */
  lifecycle: Lifecycle;
  /** The web app's pages and files (site.ts), answering every GET the API's routes leave. */
  site?: Site | null;
}

export interface AuthState {
  user: UserRow;
  impersonator: number | null;
}

export type Env = {
  Variables: {
    auth: AuthState | null;
    /** Why `auth` is null: no bearer token, or one refused (then a 401 says which). */
    authProblem: AuthProblem;
    requestId: string;
  };
};

export const STAFF_ADMIN = ["ROLE_ADMIN", "ROLE_SUPER_ADMIN"] as const;

/** A super admin counts as admin (000 §6). */
export function isAdmin(user: Pick<UserRow, "roles"> | null | undefined): boolean {
  return !!user && user.roles.some((r) => r === "ROLE_ADMIN" || r === "ROLE_SUPER_ADMIN");
}
