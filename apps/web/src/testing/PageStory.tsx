import { bindApiClient, createApiClient } from "@causeway/api-client";
import {
  createMockFetch,
  createMockHandlers,
  type MockMode,
  type MockOverrides,
} from "@causeway/api-client/mocks";
import { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "../app/AppProviders";
import { provideLoaderDeps } from "../app/loader-context";
import { createRoutes } from "../app/routes";
import {
  memoryShellStorage,
  ShellStorageProvider,
  useProvidedShellStorage,
} from "../layout/shell-storage";

export interface PageStoryProps {
  /** The URL the story opens, e.g. "/campaign/help-maria-walk-again/donate". */
  path: string;
  /** A member's token (the mock answers GET /api/v2/user with the contract's example user). */
  signedIn?: boolean;
  mode?: MockMode;
  overrides?: MockOverrides;
  /** Every request the page sends, in order. */
  onRequest?: (request: Request) => void;
  /** Every location the router goes to (path + query), e.g. a guard's redirect. */
  onNavigate?: (path: string) => void;
  /** Every page's code fails to load, as after a deploy replaced the chunks or the network fell. */
  brokenCode?: boolean;
}

/** The route table with every lazy route module failing as a browser's dynamic import does. */
function withBrokenCode(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const broken = { ...route } as RouteObject;
    if (typeof route.lazy === "function") {
      broken.lazy = () =>
        Promise.reject(
          new TypeError(
            "Failed to fetch dynamically imported module: https://causeway.test/assets/route-B_Egdf8h.js",
          ),
        );
    }
    if (route.children) broken.children = withBrokenCode(route.children);
    return broken;
  });
}

const BASE_URL = "https://causeway.test";

/**
 * A whole page of the site as a story: the app's real route table in a memory router, the
 * session, and an API answering from the contract's examples (or the given mode and overrides).
 * The language comes from Storybook's toolbar (its I18nProvider), as the app's would.
 */
export function PageStory({
  path,
  signedIn = false,
  mode,
  overrides,
  onRequest,
  onNavigate,
  brokenCode = false,
}: PageStoryProps) {
  // The cookie notice is fixed to the viewport, so in a page's screenshot it lands wherever the
  // page happened to be scrolled: a story shows it only when it gives the shell's storage itself
  // (SiteLayout's cookie-notice stories); every other page story has it dismissed, in memory.
  const provided = useProvidedShellStorage();
  const [quiet] = useState(() => memoryShellStorage({ cookieNoticeDismissed: true }));
  const [app] = useState(() => {
    const answer = createMockFetch(createMockHandlers({ mode, overrides, baseUrl: BASE_URL }));
    let token: string | null = signedIn ? "mock-token" : null;
    const api = createApiClient({
      baseUrl: BASE_URL,
      getToken: () => token,
      fetch: async (request) => {
        onRequest?.(request.clone());
        return answer(request);
      },
    });
    const queryClient = new QueryClient({
      // As the app's (main.tsx): what a route's loader just fetched is fresh when the page reads it.
      defaultOptions: {
        queries: { retry: false, staleTime: 30_000 },
        mutations: { retry: false },
      },
    });
    bindApiClient(queryClient, api);
    const routes = brokenCode ? withBrokenCode(createRoutes()) : createRoutes();
    const router = createMemoryRouter(routes, {
      initialEntries: [path],
      getContext: provideLoaderDeps({ queryClient, token: () => token }),
    });
    // Subscribed before the first render, so a redirect made while rendering is seen too; the
    // router also reports loading states, so only a change of place is passed on.
    let place = path;
    router.subscribe(({ location }) => {
      const next = `${location.pathname}${location.search}`;
      if (next !== place) onNavigate?.(next);
      place = next;
    });
    const persist = (next: string | null) => {
      token = next;
    };
    return { api, queryClient, router, persist, initialToken: token };
  });
  return (
    <ShellStorageProvider storage={provided ?? quiet}>
      <AppProviders
        api={app.api}
        queryClient={app.queryClient}
        initialToken={app.initialToken}
        persistToken={app.persist}
      >
        <RouterProvider router={app.router} />
      </AppProviders>
    </ShellStorageProvider>
  );
}
