// Pure helpers of the CurrencyPicker: which currencies are offered and in what order, how each is
// labelled (code and name, the name in the user's language when Intl knows the code) and which
// match what the user types.
import { foldText } from "../shared/fold-text";

/** What the picker needs of a currency (a Currency or a CurrencyRef both fit). */
export interface CurrencyLike {
  id: number;
  abbreviation: string;
  name: string;
  currencySign?: string;
  popular?: boolean;
  default?: boolean;
  active?: boolean;
}

/** Active currencies: the default first, then the popular ones, then the rest, each by code. */
export function currencyOptions<T extends CurrencyLike>(currencies: readonly T[]): T[] {
  const rank = (c: CurrencyLike) => (c.default ? 0 : c.popular ? 1 : 2);
  return currencies
    .filter((c) => c.active !== false)
    .sort((a, b) => rank(a) - rank(b) || a.abbreviation.localeCompare(b.abbreviation, "en"));
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: "currency" }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/** The currency's name in `locale` (Intl's, for an ISO code it knows), else the server's name. */
export function currencyName(currency: CurrencyLike, locale: string): string {
  const code = currency.abbreviation.toUpperCase();
  if (/^[A-Z]{3}$/.test(code)) {
    const name = namesFor(locale)?.of(code);
    if (name && name !== code) return name;
  }
  return currency.name;
}

/** "EUR · Euro": the code, then the name. */
export function currencyLabel(currency: CurrencyLike, locale: string): string {
  return `${currency.abbreviation} · ${currencyName(currency, locale)}`;
}

/**
 * Whether a currency matches what was typed: its code from the start, its sign exactly, or any
 * part of its name (the localised one or the server's). An empty query matches everything.
 */
export function matchesCurrency(currency: CurrencyLike, query: string, locale: string): boolean {
  const q = foldText(query);
  if (q === "") return true;
  if (foldText(currency.abbreviation).startsWith(q)) return true;
  if (currency.currencySign && foldText(currency.currencySign) === q) return true;
  return (
    foldText(currencyName(currency, locale)).includes(q) || foldText(currency.name).includes(q)
  );
}
