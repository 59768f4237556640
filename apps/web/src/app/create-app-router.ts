import { type ApiClient, bindApiClient } from "@causeway/api-client";
import type { QueryClient } from "@tanstack/react-query";
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
} from "react-router";
import { provideLoaderDeps } from "./loader-context";
import { createRoutes } from "./routes";
import { yieldToBrowser } from "./yield-to-browser";

/**
 * Loads the lazy route modules the URL matches and puts what they export on their routes, so a
 * server-rendered page hydrates with its components at hand (a lazy route would first render the
 * fallback, which is not what the server sent).
 */
async function resolveLazyMatches(routes: RouteObject[], url: Location): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      Object.assign(route, module);
      route.lazy = undefined;
    }),
  );
}

/**
 * The site's router: every route's loader gets the QueryClient (bound to the API client, so the
 * api-client's query options run in loaders before any component renders) and the token. With
 * the server's router state, the page the server rendered is hydrated as it is.
 */
export async function createAppRouter(
  api: ApiClient,
  queryClient: QueryClient,
  token: () => string | null,
  hydrationData?: HydrationState,
) {
  bindApiClient(queryClient, api);
  const routes = createRoutes();
  if (hydrationData) {
    await resolveLazyMatches(routes, window.location);
    // The route modules ran in the task that loaded the last of them: the router starts in its own.
    await yieldToBrowser();
  }
  return createBrowserRouter(routes, {
    getContext: provideLoaderDeps({ queryClient, token }),
    ...(hydrationData ? { hydrationData } : {}),
  });
}
