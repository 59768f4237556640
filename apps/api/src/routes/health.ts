// Liveness and readiness for load balancers and orchestrators (issue 17; services/lifecycle.ts).
// Outside /api, so they are neither logged per request nor rate limited, and never cached.
import type { Hono } from "hono";
import { sql } from "kysely";
import type { Deps, Env } from "../context";

const NO_STORE = { "Cache-Control": "no-store" };

export function healthRoutes(app: Hono<Env>, deps: Deps) {
  deps.lifecycle.addCheck("database", async () => {
    await sql`select 1`.execute(deps.db);
  });
  deps.lifecycle.addCheck("storage", () => deps.storage.check());

  // The process answers: nothing else is asked (a database outage must not get it restarted).
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, NO_STORE));

  // Whether to send this instance traffic.
  app.get("/readyz", async (c) => {
    const readiness = await deps.lifecycle.readiness();
    return c.json(
      { status: readiness.status, checks: readiness.checks },
      readiness.ready ? 200 : 503,
      readiness.ready ? NO_STORE : { ...NO_STORE, "Retry-After": "5" },
    );
  });
}
