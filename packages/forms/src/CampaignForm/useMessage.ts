"use client";
import { useTranslator } from "@causeway/i18n/react";

/** A field's error in the user's language: a dictionary key translated, a server's text as it is. */
export function useMessage(): (message: string | undefined) => string | undefined {
  const { t, has } = useTranslator();
  return (message) => (message === undefined ? undefined : has(message) ? t(message) : message);
}
