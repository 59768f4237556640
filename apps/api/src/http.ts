import type { Context } from "hono";
import type { AuthState, Deps, Env } from "./context";
import { isAdmin } from "./context";
import { badRequest, forbidden, tooManyRequests, unauthorized } from "./lib/errors";

export type Ctx = Context<Env>;

export function requireAuth(c: Ctx): AuthState {
  const auth = c.get("auth");
  if (!auth) throw unauthorized();
  return auth;
}

export function requireAdmin(c: Ctx): AuthState {
  const auth = requireAuth(c);
  if (!isAdmin(auth.user)) throw forbidden();
  return auth;
}

export function viewerId(c: Ctx): number | null {
  return c.get("auth")?.user.id ?? null;
}

/** The JSON body, or a 400 for a missing or malformed one. */
export async function jsonBody(c: Ctx): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) throw badRequest({ body: "validation.json_expected" });
  try {
    return await c.req.json();
  } catch {
    throw badRequest({ body: "validation.invalid_json" });
  }
}

export function clientAddress(c: Ctx, deps: Deps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

/** Counts one attempt (in the database, shared by every server process); 429 when over. */
export async function rateLimit(c: Ctx, deps: Deps, name: "login" | "signup", extra = "") {
  const rule = deps.config.rateLimits[name];
  const wait = await deps.limiter.hit(
    `${name}:${clientAddress(c, deps)}:${extra}`,
    rule.max,
    rule.windowMs,
  );
  if (wait !== null) throw tooManyRequests(wait);
}

export const ok = { response: { success: true as const } };
