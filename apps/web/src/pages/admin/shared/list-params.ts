// The console's lists keep their page and filter in the URL (?page=2&state=REFUSED), so a reload,
// a shared link and the route's loader all ask for the same page.
import { STAFF_PAGE_SIZE } from "@causeway/api-client";

/** The 1-based page of `?page=`; anything else is the first. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The offset of a 1-based page of the console's lists. */
export function offsetOf(page: number): number {
  return (page - 1) * STAFF_PAGE_SIZE;
}

/** How many pages a total fills (at least one, so an empty list still has its page 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
}

/** `?state=` when it is one of `allowed`, else the list's default. */
export function stateFrom<State extends string>(
  params: URLSearchParams,
  allowed: readonly State[],
  fallback: State,
): State {
  const value = params.get("state");
  return (allowed as readonly string[]).includes(value ?? "") ? (value as State) : fallback;
}

/** The query string after a change: the given values set (empty ones removed), page 1 unless set. */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
