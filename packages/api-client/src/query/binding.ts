import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";

// Query and mutation options are plain objects (usable in route loaders and in hooks). Their
// functions find the API client through the QueryClient they run in, which ApiProvider (or
// bindApiClient) links to one ApiClient. One QueryClient serves one API.
const clients = new WeakMap<QueryClient, ApiClient>();

export function bindApiClient(queryClient: QueryClient, apiClient: ApiClient): void {
  clients.set(queryClient, apiClient);
}

export function apiClientOf(queryClient: QueryClient): ApiClient {
  const apiClient = clients.get(queryClient);
  if (!apiClient) {
    throw new Error(
      "No Causeway API client is bound to this QueryClient. Render the widget inside <ApiProvider client={...}>, or call bindApiClient(queryClient, client) before using the query options outside React.",
    );
  }
  return apiClient;
}
