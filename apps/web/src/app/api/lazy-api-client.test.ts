import type { ApiClient, ApiClientOptions } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import { lazyApiClient } from "./lazy-api-client";

describe("lazyApiClient", () => {
  it("loads the client with the first call, once, and answers as the client does", async () => {
    let loads = 0;
    const seen: string[] = [];
    // The client's methods are named GET and POST: built from entries (not component names).
    const fake = (options: ApiClientOptions) =>
      Object.fromEntries([
        [
          "GET",
          async (path: string) => {
            seen.push(`GET ${options.baseUrl}${path}`);
            return { data: { ok: path } };
          },
        ],
        [
          "POST",
          async (path: string, init: { body: unknown }) => {
            seen.push(`POST ${path} ${JSON.stringify(init.body)}`);
            return { data: null, error: { code: 400 } };
          },
        ],
      ]) as unknown as ApiClient;
    const api = lazyApiClient({ baseUrl: "https://causeway.test" }, async () => {
      loads += 1;
      return fake;
    });
    expect(loads).toBe(0);
    const [read, sent] = await Promise.all([
      (api.GET as (path: string) => Promise<unknown>)("/api/v2/user"),
      (api.POST as (path: string, init: unknown) => Promise<unknown>)("/api/v2/post", {
        body: { content: "Hi" },
      }),
    ]);
    expect(loads).toBe(1);
    expect(read).toEqual({ data: { ok: "/api/v2/user" } });
    expect(sent).toEqual({ data: null, error: { code: 400 } });
    expect(seen).toEqual([
      "GET https://causeway.test/api/v2/user",
      'POST /api/v2/post {"content":"Hi"}',
    ]);
  });
});
