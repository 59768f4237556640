import { type Locale, loadMessages, type Messages } from "@causeway/i18n";
import { I18nProvider } from "@causeway/i18n/react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { LOCALE_STORAGE_KEY } from "./choose-locale";
import { localeCookie } from "./locale-cookie";

export interface LocaleControl {
  locale: Locale;
  /** Loads the language's dictionary, then switches the whole interface to it. */
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleControl | null>(null);

export interface LocaleProviderProps {
  initialLocale: Locale;
  initialMessages: Messages;
  fallback: Messages;
  children: ReactNode;
}

/** The site's language: its dictionary, <html lang>, and the choice kept on this device. */
export function LocaleProvider({
  initialLocale,
  initialMessages,
  fallback,
  children,
}: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

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
      setState({ locale, messages });
    });
  }, []);

  return (
    <LocaleContext.Provider value={{ locale: state.locale, setLocale }}>
      <I18nProvider locale={state.locale} messages={state.messages} fallback={fallback}>
        {children}
      </I18nProvider>
    </LocaleContext.Provider>
  );
}

/** The language and how to change it; outside the app (a story) changing it does nothing. */
export function useLocaleControl(fallbackLocale: Locale = "en"): LocaleControl {
  return useContext(LocaleContext) ?? { locale: fallbackLocale, setLocale: () => {} };
}
