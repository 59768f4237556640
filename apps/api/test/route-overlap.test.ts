// No request of the API can be answered by two of its routes, so nothing depends on the order in
// which app.ts registers them: a route's static words and its parameters' patterns
// (`:id{[0-9]+}`) keep every pair of routes of one method apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const PARAM = /:([A-Za-z]+)(\{[^}]+\})?/g;

/** The route as a regular expression over request paths, as Hono matches it. */
function matcher(path: string): RegExp {
  let source = "";
  let last = 0;
  for (const m of path.matchAll(PARAM)) {
    source += path.slice(last, m.index).replace(/[.*+?^$()|[\]\\]/g, "\\$&");
    source += m[2] ? `(${m[2].slice(1, -1)})` : "([^/]+)";
    last = (m.index ?? 0) + m[0].length;
  }
  source += path.slice(last).replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${source}$`);
}

/** Requests the route answers: each parameter given a value its pattern takes and, when it takes
 * any word, each static word its siblings use at that place. */
function samples(path: string, words: string[]): string[] {
  const plain = [...path.matchAll(PARAM)].filter((m) => !m[2]);
  const numbered = path.replace(PARAM, (_all, _name, pattern) => (pattern ? "12" : "word"));
  if (plain.length === 0) return [numbered];
  return [numbered, ...words.map((word) => path.replace(PARAM, (_a, _n, p) => (p ? "12" : word)))];
}

describe("the API's routes", () => {
  it("never overlap: each request path of a method matches one route at most", () => {
    const routes = t.app.routes.filter(
      (r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.includes("*"),
    );
    const words = [
      ...new Set(routes.flatMap((r) => r.path.split("/")).filter((w) => /^[a-z]/.test(w))),
    ];
    const overlaps: string[] = [];
    for (const route of routes) {
      for (const request of samples(route.path, words)) {
        if (!matcher(route.path).test(request)) continue;
        const others = routes.filter(
          (other) =>
            other.method === route.method &&
            other.path !== route.path &&
            matcher(other.path).test(request),
        );
        for (const other of others)
          overlaps.push(`${route.method} ${request}: ${route.path} and ${other.path}`);
      }
    }
    expect(routes.length).toBeGreaterThan(130);
    expect([...new Set(overlaps)]).toEqual([]);
  });
});
