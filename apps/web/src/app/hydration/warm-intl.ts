/**
 * The first Intl formatter of a language loads that language's data: about 10 ms on a phone, in
 * whichever task builds it. Built here first, one per task before the page hydrates, they leave
 * the hydration's tasks shorter (issue 12: blocking time).
 */
export async function warmIntl(locale: string): Promise<void> {
  const steps = [
    () => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(1),
    () => new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(0),
    () => new Intl.PluralRules(locale).select(1),
    () => new Intl.DisplayNames([locale], { type: "currency" }).of("EUR"),
  ];
  for (const step of steps) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      step();
    } catch {
      // A browser without one of them: the page builds what it can when it needs it.
    }
  }
}
