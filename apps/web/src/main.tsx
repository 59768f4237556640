import { type Locale, loadMessages, type Messages } from "@causeway/i18n";
import { type DehydratedState, hydrate, QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { HydrationState } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/AppProviders";
import { lazyApiClient } from "./app/api/lazy-api-client";
import { readCookie } from "./app/cookies";
import { createAppRouter } from "./app/create-app-router";
import { leftServerPage } from "./app/deferred-part";
import { chooseLocale, LOCALE_STORAGE_KEY } from "./app/locale/choose-locale";
import { loadChunkMessagesWith } from "./app/locale/chunk-messages";
import { LocaleProvider } from "./app/locale/LocaleProvider";
import { LOCALE_COOKIE } from "./app/locale/locale-cookie";
import { NamespaceMessages, SERVER_MESSAGE_NAMESPACES } from "./app/locale/message-store";
import { batchedNamespaces } from "./app/locale/namespace-batch";
import { namespaceUrl } from "./app/locale/namespaces";
import { LiveUpdatesProvider } from "./app/realtime/LiveUpdatesProvider";
import { hydrationErrorReporter } from "./app/report-hydration-error";
import { SIGNED_OUT_EVENT } from "./app/session/SessionProvider";
import { readToken, writeToken } from "./app/session/token";
import { yieldToBrowser } from "./app/yield-to-browser";

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY) ?? readCookie(document.cookie, LOCALE_COOKIE);
  } catch {
    return readCookie(document.cookie, LOCALE_COOKIE);
  }
}

/** socket.io-client, for a member's live updates: its own chunk, loaded when first needed. */
const loadSocketIo = () =>
  import("./app/realtime/socket-io").then((module) => module.socketFactory);

/** What the server rendered the page with (server/render.tsx), when it did. */
interface ServerState {
  locale: string;
  queries: DehydratedState;
  router: HydrationState;
  /** The namespaces of the dictionary the page used, and their messages. */
  namespaces: string[];
  messages: Messages;
}

/**
 * Namespaces of a dictionary, as the build wrote them (vite/dictionary-namespaces.ts): one namespace
 * is its own file, several are asked for together.
 */
async function fetchNamespaces(locale: Locale, namespaces: readonly string[]): Promise<Messages> {
  const response = await fetch(namespaceUrl(__CW_I18N_BUILD__, locale, namespaces.join(",")));
  if (!response.ok)
    throw new Error(`dictionary ${locale}/${namespaces.join(",")}: ${response.status}`);
  return (await response.json()) as Messages;
}

function serverState(): ServerState | null {
  const script = document.getElementById("cw-ssr");
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch {
    return null;
  }
}

async function start() {
  // The app's modules ran in this task; each step of the start below begins a new one (see
  // yield-to-browser.ts: one long task kept the page from answering, measured in Lighthouse).
  await yieldToBrowser();
  const ssr = serverState();
  // A server-rendered page is hydrated in the language it was rendered in.
  const locale = chooseLocale({
    query: ssr?.locale ?? new URLSearchParams(location.search).get("lang"),
    stored: storedLocale(),
    browser: navigator.languages,
  });
  // A server-rendered page brings the messages it used; any other namespace is fetched when a key
  // of it is first asked. A page the server did not render loads its language's whole dictionary.
  const namespaces = ssr?.messages
    ? new NamespaceMessages(
        locale,
        ssr.messages,
        ssr.namespaces,
        batchedNamespaces((list) => fetchNamespaces(locale, list)),
      )
    : undefined;
  const messages = namespaces ? namespaces.snapshot() : await loadMessages(locale);
  const api = lazyApiClient({
    baseUrl: location.origin,
    getToken: readToken,
    onTokenRenewed: writeToken,
    language: () => document.documentElement.lang as typeof locale,
    // The token was refused and could not be renewed: the visitor is a guest again.
    onUnauthorized: () => {
      writeToken(null);
      window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
    },
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  if (ssr) hydrate(queryClient, ssr.queries);
  await yieldToBrowser();
  const router = await createAppRouter(api, queryClient, readToken, ssr?.router);
  // A page or part loaded later comes with the namespaces it reads (the build lists them).
  if (namespaces) loadChunkMessagesWith(namespaces, router);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  const app = (
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages} namespaces={namespaces}>
        <AppProviders
          api={api}
          queryClient={queryClient}
          initialToken={readToken()}
          persistToken={writeToken}
        >
          <LiveUpdatesProvider load={loadSocketIo}>
            <RouterProvider router={router} />
          </LiveUpdatesProvider>
        </AppProviders>
      </LocaleProvider>
    </StrictMode>
  );
  // A page the server drew is hydrated as a transition: React yields to the browser every few
  // milliseconds, hydrates first the part a visitor reaches for, and each lazy part below the first
  // screen once its code is there. A difference between the server's HTML and the app's first render
  // is a bug: reported (the journeys fail on the console error), and React draws that part anew.
  if (ssr) {
    // The page is React's from here on: html[data-hydrating] until the frame is live (data-hydrated).
    document.documentElement.setAttribute("data-hydrating", "");
    // Once the visitor goes to another page, the server's page's parts waiting to come near the
    // screen load their code for whichever page draws them next.
    const stop = router.subscribe((state) => {
      if (state.navigation.state === "idle") return;
      leftServerPage();
      stop();
    });
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(root, app, {
        // A report that cannot be sent is dropped: the console has it.
        onRecoverableError: hydrationErrorReporter((report) => {
          api.POST("/api/v2/client-errors", { body: report }).catch(() => {});
        }),
      });
    });
  } else createRoot(root).render(app);
  // Once the page is idle, the messages a form may need when the server answers (after a click).
  if (namespaces) {
    const preload = () => namespaces.preload(SERVER_MESSAGE_NAMESPACES);
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload, { timeout: 4000 });
    else setTimeout(preload, 2000);
  }
}

void start();
