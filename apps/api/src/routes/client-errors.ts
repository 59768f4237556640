// POST /api/v2/client-errors (reportClientError): a failure the browser met, written to the log
// (001 §8: chunk load failures are reported after 120 s on screen). Nothing is stored.
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../context";
import { clientAddress, jsonBody, ok, rateLimit, viewerId } from "../http/request";
import { parse } from "../lib/validate";

const report = z.strictObject({
  kind: z.enum(["chunk_load", "hydration_mismatch"], { error: "validation.invalid" }),
  message: z.string({ error: "validation.required" }).max(500, { error: "forms.error.too_long" }),
  path: z.string({ error: "validation.required" }).max(500, { error: "forms.error.too_long" }),
  shown_ms: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.invalid" })
    .max(86_400_000, { error: "validation.invalid" }),
});

export function clientErrorRoutes(app: Hono<Env>, deps: Deps) {
  app.post("/api/v2/client-errors", async (c) => {
    await rateLimit(c, deps, "clientErrors");
    const body = parse(report, await jsonBody(c));
    deps.log.warn("client error", {
      requestId: c.get("requestId"),
      ...body,
      userId: viewerId(c),
      address: clientAddress(c, deps),
      userAgent: (c.req.header("user-agent") ?? "").slice(0, 300),
    });
    return c.json(ok);
  });
}
