// When a message was sent, in the reader's language and time zone. The server render and the
// hydrating render draw it in UTC (they must match: the server does not know the reader's zone);
// right after, the browser draws it in its own zone.
import { useTranslator } from "@causeway/i18n/react";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards. */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Formats Unix seconds as a date and time (or only a time, with `timeOnly`). */
export function useMessageTime(): (seconds: number, timeOnly?: boolean) => string {
  const { locale } = useTranslator();
  const local = useAfterHydration();
  return (seconds, timeOnly = false) =>
    new Intl.DateTimeFormat(locale, {
      ...(timeOnly ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" }),
      ...(local ? {} : { timeZone: "UTC" }),
    }).format(new Date(seconds * 1000));
}

/** The ISO form of Unix seconds, for <time dateTime>. */
export const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString();
