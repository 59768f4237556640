import { type ApiClient, bindApiClient } from "@causeway/api-client";
import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter } from "react-router";
import { provideLoaderDeps } from "./loader-context";
import { createRoutes } from "./routes";

/**
 * The site's router: every route's loader gets the QueryClient (bound to the API client, so the
 * api-client's query options run in loaders before any component renders) and the token.
 */
export function createAppRouter(
  api: ApiClient,
  queryClient: QueryClient,
  token: () => string | null,
) {
  bindApiClient(queryClient, api);
  return createBrowserRouter(createRoutes(), {
    getContext: provideLoaderDeps({ queryClient, token }),
  });
}
