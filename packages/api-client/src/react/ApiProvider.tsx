"use client";
import { type QueryClient, QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import type { ApiClient } from "../client/create-api-client";
import { bindApiClient } from "../query/binding";

const ApiClientContext = createContext<ApiClient | null>(null);
ApiClientContext.displayName = "CausewayApiClient";

export interface ApiProviderProps {
  /** A client from createApiClient({ baseUrl, getToken, ... }). */
  client: ApiClient;
  /**
   * The QueryClient to use. When given, ApiProvider also provides it (a self-contained widget);
   * otherwise the one of the surrounding QueryClientProvider is used.
   */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Makes an API client available to widgets: useApiClient() returns it, and the query and
 * mutation options of this package run against it through the QueryClient.
 */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  const activeQueryClient = useQueryClient(queryClient);
  // Binding is idempotent, so doing it during render lets the first render's queries find it.
  bindApiClient(activeQueryClient, client);
  const provided = <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
  if (!queryClient) return provided;
  return <QueryClientProvider client={queryClient}>{provided}</QueryClientProvider>;
}

/** The API client of the nearest ApiProvider; throws outside one. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (client === null) {
    throw new Error(
      "useApiClient() was called outside <ApiProvider>. Wrap the widget in <ApiProvider client={createApiClient({ baseUrl, getToken })}>.",
    );
  }
  return client;
}
