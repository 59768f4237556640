import { type Locale, loadMessages, type Messages } from "@causeway/i18n";
import { I18nProvider } from "@causeway/i18n/react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { LOCALE_STORAGE_KEY } from "./choose-locale";
import { localeCookie } from "./locale-cookie";
import type { NamespaceMessages } from "./message-store";

export interface LocaleControl {
  locale: Locale;
  /** Loads the language's dictionary, then switches the whole interface to it. */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleControl | null>(null);

export interface LocaleProviderProps {
  initialLocale: Locale;
  initialMessages: Messages;
  /** Where a key the messages lack is read from (English on the server). */
  fallback?: Messages;
  /**
   * The page's namespaces as the server sent them, growing as others are fetched (a server-rendered
   * page in the browser); the provider re-renders as they arrive.
   */
  namespaces?: NamespaceMessages;
  children: ReactNode;
}

/** The site's language: its dictionary, <html lang>, and the choice kept on this device. */
export function LocaleProvider({
  initialLocale,
  initialMessages,
  fallback,
  namespaces,
  children,
}: LocaleProviderProps) {
  const [state, setState] = useState<{
    locale: Locale;
    messages: Messages;
    namespaces: NamespaceMessages | undefined;
  }>({ locale: initialLocale, messages: initialMessages, namespaces });

  useEffect(() => {
    const store = state.namespaces;
    if (!store) return;
    // A namespace the page waited for (its texts are blank meanwhile) redraws the page at once.
    return store.subscribe(() =>
      setState((current) =>
        current.namespaces === store ? { ...current, messages: store.snapshot() } : current,
      ),
    );
  }, [state.namespaces]);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const setLocale = useCallback((locale: Locale) => {
    void loadMessages(locale).then((messages) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve; the value is one of the 14 codes.
      document.cookie = localeCookie(locale);
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, locale);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      // A new language comes whole: every label changes at once.
      setState({ locale, messages, namespaces: undefined });
    });
  }, []);

  return (
    <LocaleContext.Provider value={{ locale: state.locale, setLocale }}>
      <I18nProvider
        locale={state.locale}
        messages={state.messages}
        fallback={state.namespaces?.pendingFallback ?? fallback}
      >
        {children}
      </I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The language and how to change it; outside the app (a story) changing it does nothing. */
export function useLocaleControl(fallbackLocale: Locale = "en"): LocaleControl {
  return useContext(LocaleContext) ?? { locale: fallbackLocale, setLocale: () => {} };
}
