// What a route loader needs, given to it through React Router's context (createBrowserRouter's
// getContext in the app; the static handler's requestContext on the server): the QueryClient the
// page's components read (its API client bound to it), and the visitor's token.
import type { Locale } from "@causeway/i18n";
import type { QueryClient } from "@tanstack/react-query";
import { createContext, RouterContextProvider } from "react-router";

export interface LoaderDeps {
  queryClient: QueryClient;
  /** The visitor's JWT, or null for a guest, as it is at the moment the loader runs. */
  token: () => string | null;
  /**
   * Whether a loader waits for its data. The server does (it renders the page with it); in the
   * browser a loader starts the page's queries beside the page's code and lets the page render at
   * once, its skeleton standing in for what is still on its way. A loader that decides a redirect
   * from data waits for that data in both.
   */
  waitForData?: boolean;
  /**
   * The language the page renders in (the server's choice from ?lang=, the cw_lang cookie and
   * Accept-Language). Absent in the browser, where the page's <html lang> says it
   * (loaderLocale).
   */
  locale?: () => Locale;
}

export const loaderContext = createContext<LoaderDeps>();

/** The dependencies of a loader, from the context its router gave it. */
export function loaderDeps(context: Readonly<RouterContextProvider>): LoaderDeps {
  return context.get(loaderContext);
}

/** Starts the page's queries; waits for them only where the deps say so (the server). */
export async function prefetch(
  deps: LoaderDeps,
  queries: readonly Promise<unknown>[],
): Promise<void> {
  const all = Promise.all(queries);
  if (deps.waitForData) await all;
}

/** A router's getContext: every navigation's loaders get `deps`. */
export function provideLoaderDeps(deps: LoaderDeps): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(loaderContext, deps);
    return context;
  };
}
