// IBAN rules (000 §5): whitespace stripped and upper-cased; checksum, country and per-country
// length checked by ibantools against the SWIFT IBAN registry. No checksum is written here.
import {
  friendlyFormatIBAN,
  getCountrySpecifications,
  ValidationErrorsIBAN,
  validateIBAN,
} from "ibantools";

/** Strips every whitespace character (spaces, tabs, no-break spaces) and upper-cases. */
export function normalizeIban(raw: string): string {
  return raw.replace(/\s+/gu, "").toUpperCase();
}

/** What is wrong with an IBAN, as a dictionary key and the values its message needs. */
export type IbanProblem =
  | { key: "withdraw.enter_iban" }
  | { key: "forms.iban.unknown_country" }
  | { key: "forms.iban.wrong_length"; values: { length: number } }
  | { key: "forms.iban.wrong_format" }
  | { key: "forms.iban.wrong_checksum" };

/** The number of characters an IBAN of `country` has, or null when the country has no IBAN. */
export function ibanLengthFor(country: string): number | null {
  const spec = getCountrySpecifications()[country.toUpperCase()];
  return spec?.chars ?? null;
}

/**
 * Checks an IBAN (normalised first). Returns null when it is valid, else the first problem a user
 * should fix: empty, unknown country, wrong length for the country, wrong format, wrong checksum.
 */
export function ibanProblem(raw: string): IbanProblem | null {
  const iban = normalizeIban(raw);
  if (iban === "") return { key: "withdraw.enter_iban" };
  const expected = ibanLengthFor(iban.slice(0, 2));
  if (expected === null) return { key: "forms.iban.unknown_country" };
  if (iban.length !== expected)
    return { key: "forms.iban.wrong_length", values: { length: expected } };
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) {
    return { key: "forms.iban.unknown_country" };
  }
  if (
    errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat) ||
    errorCodes.includes(ValidationErrorsIBAN.ChecksumNotNumber)
  ) {
    return { key: "forms.iban.wrong_format" };
  }
  return { key: "forms.iban.wrong_checksum" };
}

/** True when the IBAN (normalised) passes the registry's country, length, format and checksum. */
export function isValidIban(raw: string): boolean {
  return ibanProblem(raw) === null;
}

/** The IBAN in groups of four for reading ("DE89 3704 0044 0532 0130 00"). */
export function formatIbanForDisplay(raw: string): string {
  const iban = normalizeIban(raw);
  return friendlyFormatIBAN(iban) ?? iban;
}
