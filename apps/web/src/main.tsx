import { createApiClient } from "@causeway/api-client";
import { loadMessages } from "@causeway/i18n";
import { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import en from "../../../packages/i18n/locales/en.json";
import { AppProviders } from "./app/AppProviders";
import { createAppRouter } from "./app/create-app-router";
import { chooseLocale, LOCALE_STORAGE_KEY } from "./app/locale/choose-locale";
import { LocaleProvider } from "./app/locale/LocaleProvider";
import { SIGNED_OUT_EVENT } from "./app/session/SessionProvider";
import { readToken, writeToken } from "./app/session/token";
import "./app.css";

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

async function start() {
  const locale = chooseLocale({
    query: new URLSearchParams(location.search).get("lang"),
    stored: storedLocale(),
    browser: navigator.languages,
  });
  const messages = locale === "en" ? en : await loadMessages(locale);
  const api = createApiClient({
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
  const router = createAppRouter(api, queryClient, readToken);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider initialLocale={locale} initialMessages={messages} fallback={en}>
        <AppProviders
          api={api}
          queryClient={queryClient}
          initialToken={readToken()}
          persistToken={writeToken}
        >
          <RouterProvider router={router} />
        </AppProviders>
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
