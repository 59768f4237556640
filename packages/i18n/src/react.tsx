"use client";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Locale } from "./locales";
import { createTranslator, type Messages, type Translator } from "./translator";

const I18nContext = createContext<Translator | null>(null);

export interface I18nProviderProps {
  locale: Locale;
  messages: Messages;
  /** English, used for any key the locale's dictionary lacks. */
  fallback?: Messages;
  children: ReactNode;
}

export function I18nProvider({ locale, messages, fallback, children }: I18nProviderProps) {
  const translator = useMemo(
    () => createTranslator(locale, messages, fallback),
    [locale, messages, fallback],
  );
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The translator of the nearest I18nProvider. */
export function useTranslator(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) {
    throw new Error(
      "useTranslator() needs an <I18nProvider> above it (import it from @causeway/i18n/react).",
    );
  }
  return translator;
}
