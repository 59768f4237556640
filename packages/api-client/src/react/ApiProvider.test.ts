import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { apiClientOf } from "../query/binding";
import { ApiProvider, useApiClient } from "./ApiProvider";

const client = createApiClient({ baseUrl: "http://api.test", fetch: async () => new Response() });

function ShowsClient() {
  return createElement("output", null, useApiClient() === client ? "same client" : "other");
}

function UsesQueryClient() {
  const { status } = useQuery({ queryKey: ["probe"], queryFn: () => 1, enabled: false });
  return createElement("output", null, status);
}

describe("ApiProvider and useApiClient", () => {
  it("throws a clear error outside the provider", () => {
    expect(() => renderToString(createElement(ShowsClient))).toThrow(
      /useApiClient\(\) was called outside <ApiProvider>/,
    );
  });

  it("gives widgets the client and binds it to the QueryClient it is given", () => {
    const queryClient = new QueryClient();
    const html = renderToString(
      createElement(
        ApiProvider,
        { client, queryClient },
        createElement(ShowsClient),
        createElement(UsesQueryClient),
      ),
    );
    expect(html).toContain("same client");
    expect(html).toContain("pending");
    expect(apiClientOf(queryClient)).toBe(client);
  });

  it("uses the surrounding QueryClientProvider when no QueryClient is passed", () => {
    const queryClient = new QueryClient();
    renderToString(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(ApiProvider, { client }, createElement(ShowsClient)),
      ),
    );
    expect(apiClientOf(queryClient)).toBe(client);
  });
});
