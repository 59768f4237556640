// The server render of a page: the app's route table through React Router's static handler, every
// loader waiting for its data, then React's own renderer. A page kept for guests is prerendered
// whole (no inline script: every part is in place in the HTML); a member's page streams, its frame
// first, and any part that finishes later comes with React's inline script, allowed by the
// response's nonce. The query cache, the router's state and the dictionary namespaces the page used
// follow as JSON (read by main.tsx), once the whole page is written.
import { type ApiClient, bindApiClient, createApiClient } from "@causeway/api-client";
import { createTranslator, type Locale, loadMessages, type Messages } from "@causeway/i18n";
import en from "@causeway/i18n/locales/en.json";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { DOMParser as LinkedomParser } from "linkedom";
import { type ReactNode, StrictMode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "../src/app/AppProviders";
import { readCookie } from "../src/app/cookies";
import { provideLoaderDeps } from "../src/app/loader-context";
import { chooseLocale } from "../src/app/locale/choose-locale";
import { LocaleProvider } from "../src/app/locale/LocaleProvider";
import { LOCALE_COOKIE } from "../src/app/locale/locale-cookie";
import { namespaceOf, splitByNamespace } from "../src/app/locale/namespaces";
import { headingText, headTags } from "../src/app/meta/head-tags";
import { cacheReader, routeMeta } from "../src/app/meta/page-meta";
import { createRoutes } from "../src/app/routes";
import { readToken } from "../src/app/session/token";
import { type Theme, themeFromCookie } from "../src/app/theme/theme";
import { ShellStorageProvider, serverShellStorage } from "../src/layout/shell-storage";
import { prerenderWhole, streamFrameFirst } from "./react-render";

export interface RenderInput {
  /** The page's absolute URL. */
  url: string;
  /** The request's Cookie header. */
  cookie: string;
  acceptLanguage: string;
  /** The site's public origin, for the canonical, hreflang and Open Graph URLs. */
  origin: string;
  /** How the render reaches the API (in the server: the app itself, without a socket). */
  fetch: (request: Request) => Promise<Response>;
  /** Streamed, with React's inline scripts allowed by this nonce; without one, rendered whole. */
  nonce?: string | undefined;
  onError?: (error: unknown) => void;
}

export type RenderOutput =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      locale: Locale;
      /** The colour theme the visitor chose (the cw_theme cookie), or "system". */
      theme: Theme;
      /** The page's head: title, description, canonical, hreflang, Open Graph. */
      head: string;
      /** The page's HTML as React first had it (the whole page when rendered whole). */
      frame: string;
      /** What React writes after the frame, then the page's state as JSON (once it is all written). */
      rest: AsyncIterable<string>;
      /** The state the browser hydrates from, once `rest` is read to its end. */
      state: () => string;
    };

// The campaign story is parsed by the DOM's parser (StoryContent); on the server, linkedom's.
if (typeof globalThis.DOMParser === "undefined") {
  globalThis.DOMParser = LinkedomParser as unknown as typeof DOMParser;
}

const handler = createStaticHandler(createRoutes());

const namespaceCache = new Map<Locale, Record<string, Record<string, string>>>();
/** A language's dictionary by namespace, cut once per process. */
function namespacesOf(locale: Locale, messages: Messages) {
  let parts = namespaceCache.get(locale);
  if (!parts) {
    parts = splitByNamespace(messages);
    namespaceCache.set(locale, parts);
  }
  return parts;
}

/** The messages, noting each namespace the render reads a key of. */
function recordingUse(messages: Messages, used: Set<string>): Messages {
  return new Proxy(messages as Record<string, string>, {
    get(target, key) {
      if (typeof key === "string") used.add(namespaceOf(key));
      return target[key as string];
    },
    has(target, key) {
      if (typeof key === "string") used.add(namespaceOf(key));
      return key in target;
    },
  });
}

function visitorLocale(input: RenderInput, url: URL): Locale {
  return chooseLocale({
    query: url.searchParams.get("lang"),
    stored: readCookie(input.cookie, LOCALE_COOKIE),
    browser: input.acceptLanguage
      .split(",")
      .map((part) => part.split(";")[0]?.trim() ?? "")
      .filter(Boolean),
  });
}

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url);
  const token = readToken(input.cookie);
  const locale = visitorLocale(input, url);
  const messages: Messages = locale === "en" ? en : await loadMessages(locale);
  // Which namespaces of the dictionary the page reads: they travel with it, and no others.
  const used = new Set<string>();
  const recording = recordingUse(messages, used);
  const api: ApiClient = createApiClient({
    baseUrl: url.origin,
    getToken: () => token,
    fetch: input.fetch,
    language: () => locale,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
  bindApiClient(queryClient, api);
  const context = await handler.query(new Request(url), {
    requestContext: provideLoaderDeps({
      queryClient,
      token: () => token,
      waitForData: true,
      locale: () => locale,
    })(),
  });
  if (context instanceof Response) {
    return {
      kind: "redirect",
      status: context.status,
      location: context.headers.get("Location") ?? "/",
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const page: ReactNode = (
    <StrictMode>
      <ShellStorageProvider storage={serverShellStorage(input.cookie)}>
        <LocaleProvider initialLocale={locale} initialMessages={recording} fallback={en}>
          <AppProviders api={api} queryClient={queryClient} initialToken={token}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </LocaleProvider>
      </ShellStorageProvider>
    </StrictMode>
  );
  const rendered = input.nonce
    ? await streamFrameFirst(page, { nonce: input.nonce, onError: input.onError })
    : await prerenderWhole(page, { onError: input.onError });
  const { t } = createTranslator(locale, recording, en);
  const meta = routeMeta(
    context.matches.map((match) => ({ handle: match.route.handle, params: match.params })),
    { url, locale, t, data: cacheReader(queryClient), heading: headingText(rendered.frame) },
  );
  const head = headTags({
    meta,
    fallbackTitle: headingText(rendered.frame),
    siteDescription: t("web.meta.description"),
    origin: input.origin,
    url,
    locale,
  });
  const parts = namespacesOf(locale, messages);
  return {
    kind: "page",
    status: context.statusCode,
    locale,
    theme: themeFromCookie(input.cookie),
    head,
    frame: rendered.frame,
    rest: rendered.rest,
    state: () => {
      const namespaces = [...used].filter((namespace) => parts[namespace]).sort();
      return JSON.stringify({
        locale,
        namespaces,
        messages: Object.assign({}, ...namespaces.map((namespace) => parts[namespace])),
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, errors: context.errors },
      });
    },
  };
}
