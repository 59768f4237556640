// Amounts as PayPal writes them (https://developer.paypal.com/api/rest/reference/currency-codes/):
// a decimal string in the currency's major unit, two decimals, none for the currencies PayPal
// takes in whole units. Causeway's minor units are always the major unit times 100.

/** The currencies PayPal takes without decimals. */
const WHOLE = new Set(["HUF", "JPY", "TWD"]);

/** Minor units as PayPal's `value`: 2750 EUR -> "27.50", 500000 HUF -> "5000". */
export function paypalValue(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not minor units: ${minor}`);
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  if (WHOLE.has(currency.toUpperCase())) {
    if (cents !== 0) throw new RangeError(`${currency} takes whole units: ${minor}`);
    return String(whole);
  }
  return `${whole}.${String(cents).padStart(2, "0")}`;
}

/** PayPal's `value` as minor units: "27.5" -> 2750, "5000" -> 500000; NaN when it is not one. */
export function paypalMinor(value: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
