import { findUnsafeText } from "@causeway/rules";
import type { Context } from "hono";
import type { AuthState, Deps, Env } from "../context";
import { isAdmin } from "../context";
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from "../lib/errors";
import { zId } from "../lib/validate";

export type Ctx = Context<Env>;

export function requireAuth(c: Ctx): AuthState {
  const auth = c.get("auth");
  if (!auth) throw unauthorized(c.get("authProblem") ?? "missing");
  return auth;
}

export function requireAdmin(c: Ctx): AuthState {
  const auth = requireAuth(c);
  if (!isAdmin(auth.user)) throw forbidden();
  return auth;
}

/**
 * A path id. A path names a resource, and a malformed one (not a positive integer within the id
 * range) names none: every operation answers it 404, never 400.
 */
export function pathId(c: Ctx, name: string): number {
  const parsed = zId.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export function viewerId(c: Ctx): number | null {
  return c.get("auth")?.user.id ?? null;
}

/**
 * The JSON body, or a 400 for a missing or malformed one, for a string or key holding a control
 * character (named by its field) and for a body nested too deep (text-input.ts of the rules).
 */
export async function jsonBody(c: Ctx): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) throw badRequest({ body: "validation.json_expected" });
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest({ body: "validation.invalid_json" });
  }
  const unsafe = findUnsafeText(body);
  if (unsafe) throw badRequest({ [unsafe.field]: unsafe.message });
  return body;
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

/**
 * Counts one attempt (in the database, shared by every server process); 429 when over. Guests'
 * attempts count per address; a member's (`userId`) per member, wherever they call from.
 */
export async function rateLimit(
  c: Ctx,
  deps: Deps,
  name: keyof Deps["config"]["rateLimits"],
  extra = "",
  userId?: number,
) {
  const rule = deps.config.rateLimits[name];
  const who = userId === undefined ? clientAddress(c, deps) : `user:${userId}`;
  const wait = await deps.limiter.hit(`${name}:${who}:${extra}`, rule.max, rule.windowMs);
  if (wait !== null) throw tooManyRequests(wait);
}

export const ok = { response: { success: true as const } };
