"use client";
import { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type ApiClient, createApiClient } from "../client/create-api-client";
import { ApiProvider } from "../react/ApiProvider";
import { createMockHandlers, type MockHandlerOptions } from "./handlers";
import { createMockFetch } from "./mock-fetch";

export interface MockApiProviderProps extends MockHandlerOptions {
  /** Sees the client built, e.g. to spy on requests in a story. */
  onClient?: (client: ApiClient) => void;
  /** Every request the widget sends, in order (for play functions asserting the payload). */
  onRequest?: (request: Request) => void;
  children?: ReactNode;
}

const MOCK_BASE_URL = "https://api.causeway.test";

/**
 * A self-contained API for stories and component tests: an ApiProvider whose client answers from
 * the contract's examples (or the given mode and overrides) in the page itself, with a fresh
 * QueryClient that does not retry, so every state of a widget can be shown offline.
 */
export function MockApiProvider({
  mode,
  overrides,
  delayMs,
  onClient,
  onRequest,
  children,
}: MockApiProviderProps) {
  const [{ client, queryClient }] = useState(() => {
    const answer = createMockFetch(
      createMockHandlers({ mode, overrides, delayMs, baseUrl: MOCK_BASE_URL }),
    );
    const client = createApiClient({
      baseUrl: MOCK_BASE_URL,
      getToken: () => "mock-token",
      fetch: async (request) => {
        onRequest?.(request.clone());
        return answer(request);
      },
    });
    onClient?.(client);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    return { client, queryClient };
  });
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
}
