import type { MockOperation } from "./operation-table";

/** The 'empty' answer: every list emptied and its total zeroed; other values kept. */
export function emptied(body: unknown): unknown {
  if (Array.isArray(body)) return [];
  if (body === null || typeof body !== "object") return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === "number" && /^total/.test(key) ? 0 : emptied(value),
    ]),
  );
}

/** The error statuses a mock prefers, most useful to a form or a page first. */
const ERROR_PREFERENCE = ["400", "404", "403", "429", "401"];

/** The 'error' answer: the operation's most telling declared error and its example body. */
export function preferredError(operation: MockOperation): { status: number; body: unknown } {
  const declared = Object.keys(operation.errors);
  const status = ERROR_PREFERENCE.find((candidate) => declared.includes(candidate)) ?? declared[0];
  if (!status) return { status: 500, body: { code: 500, message: "Mock server error" } };
  return { status: Number(status), body: operation.errors[status] };
}

/** "/api/v2/campaign/{id}/withdraw" -> "/api/v2/campaign/:id/withdraw" (msw's path syntax). */
export function toMswPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

/**
 * Orders paths so a literal segment wins over a parameter at the same place:
 * /campaign/withdraw/reasons must be tried before /campaign/withdraw/{id}.
 */
export function bySpecificity(a: MockOperation, b: MockOperation): number {
  const left = a.path.split("/");
  const right = b.path.split("/");
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const leftParam = left[index]?.startsWith("{") ?? false;
    const rightParam = right[index]?.startsWith("{") ?? false;
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return right.length - left.length;
}
