// The server render of a page (issue 12): the app's route table through React Router's static
// handler, with every loader waiting for its data, rendered to HTML; the query cache and the
// router's state travel to the browser as JSON (no inline script: the CSP keeps script-src 'self').
import { type ApiClient, bindApiClient, createApiClient } from "@causeway/api-client";
import {
  createTranslator,
  isLocale,
  type Locale,
  loadMessages,
  type Messages,
} from "@causeway/i18n";
import en from "@causeway/i18n/locales/en.json";
import { dehydrate, QueryClient } from "@tanstack/react-query";
import { DOMParser as LinkedomParser } from "linkedom";
import { renderToStringAsync } from "preact-render-to-string";
import { StrictMode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/AppProviders";
import { readCookie } from "./app/cookies";
import { provideLoaderDeps } from "./app/loader-context";
import { chooseLocale } from "./app/locale/choose-locale";
import { LocaleProvider } from "./app/locale/LocaleProvider";
import { LOCALE_COOKIE } from "./app/locale/locale-cookie";
import { namespaceOf, splitByNamespace } from "./app/locale/namespaces";
import { headingText, headTags } from "./app/meta/head-tags";
import { cacheReader, routeMeta } from "./app/meta/page-meta";
import { createRoutes } from "./app/routes";
import { readToken } from "./app/session/token";
import { type Theme, themeFromCookie } from "./app/theme/theme";
import { ShellStorageProvider, serverShellStorage } from "./layout/shell-storage";

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
}

export type RenderOutput =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      locale: Locale;
      /** The colour theme the visitor chose (the cw_theme cookie), or "system". */
      theme: Theme;
      html: string;
      state: string;
      head: string;
      /** The <noscript> text: the page reads without JavaScript, but acting on it needs it. */
      noscript: string;
      /** The page's texts outside the app (index.html's `data-cw-text` elements), translated. */
      texts: Record<string, string>;
    };

/** The keys of the texts index.html holds outside the app (the notice that it failed to load). */
const TEMPLATE_TEXTS = [
  "web.error.chunk_title",
  "web.error.chunk_description",
  "web.error.reload",
] as const;

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

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url);
  const token = readToken(input.cookie);
  const locale = chooseLocale({
    query: url.searchParams.get("lang"),
    stored: readCookie(input.cookie, LOCALE_COOKIE),
    browser: input.acceptLanguage
      .split(",")
      .map((part) => part.split(";")[0]?.trim() ?? "")
      .filter(Boolean),
  });
  const messages: Messages = locale === "en" ? en : await loadMessages(locale);
  // Which namespaces of the dictionary the page reads: they travel with it, and no others.
  const used = new Set<string>();
  const recording = new Proxy(messages as Record<string, string>, {
    get(target, key) {
      if (typeof key === "string") used.add(namespaceOf(key));
      return target[key as string];
    },
    has(target, key) {
      if (typeof key === "string") used.add(namespaceOf(key));
      return key in target;
    },
  });
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
  // The build renders with Preact (vite.config.ts), whose string renderer waits for every lazy
  // part (a member's menu): the HTML is the page whole, with no inline script to put parts in place.
  const html = await renderToStringAsync(
    (
      <StrictMode>
        <ShellStorageProvider storage={serverShellStorage(input.cookie)}>
          <LocaleProvider initialLocale={locale} initialMessages={recording} fallback={en}>
            <AppProviders api={api} queryClient={queryClient} initialToken={token}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </LocaleProvider>
        </ShellStorageProvider>
      </StrictMode>
    ) as unknown as Parameters<typeof renderToStringAsync>[0],
  );
  const { t } = createTranslator(locale, recording, en);
  const heading = headingText(html);
  const meta = routeMeta(
    context.matches.map((match) => ({ handle: match.route.handle, params: match.params })),
    { url, locale, t, data: cacheReader(queryClient), heading },
  );
  const head = headTags({
    meta,
    fallbackTitle: heading,
    siteDescription: t("web.meta.description"),
    origin: input.origin,
    url,
    locale,
  });
  const parts = namespacesOf(locale, messages);
  const namespaces = [...used].filter((namespace) => parts[namespace]).sort();
  const state = JSON.stringify({
    locale,
    namespaces,
    messages: Object.assign({}, ...namespaces.map((namespace) => parts[namespace])),
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, errors: context.errors },
  });
  return {
    kind: "page",
    status: context.statusCode,
    locale,
    theme: themeFromCookie(input.cookie),
    html,
    state,
    head,
    noscript: t("web.noscript"),
    // Not the page's own messages: they do not travel with it.
    texts: templateTexts(createTranslator(locale, messages, en).t),
  };
}

function templateTexts(t: (key: string) => string): Record<string, string> {
  return Object.fromEntries(TEMPLATE_TEXTS.map((key) => [key, t(key)]));
}

export { isLocale };
