"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { ReactNode } from "react";
import { I18nProvider as AriaI18nProvider } from "react-aria-components";

/**
 * Hands the locale of the nearest @causeway/i18n provider to react-aria, so number formats,
 * collation and react-aria's own strings follow the language the interface is shown in.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { locale } = useTranslator();
  return <AriaI18nProvider locale={locale}>{children}</AriaI18nProvider>;
}
