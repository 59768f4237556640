/** A Unix time (seconds) as a date in the interface language ("7 Dec 2026", "Dec 7, 2026"). */
export function formatDate(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(seconds * 1000));
}
