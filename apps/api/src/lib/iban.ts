import { electronicFormatIBAN, extractIBAN, isValidBIC, isValidIBAN } from "ibantools";

/** Whitespace stripped and upper-cased (000 §5). */
export function normaliseIban(value: string): string {
  return (electronicFormatIBAN(value.replace(/\s+/g, "")) ?? "").toUpperCase();
}

/** Country rules, length and the mod-97 checksum (ibantools). */
export function isIbanValid(iban: string): boolean {
  return isValidIBAN(iban);
}

export function isBicValid(bic: string): boolean {
  return isValidBIC(bic.toUpperCase());
}

/** Country and bank code of an IBAN, for the bank directory. */
export function ibanBank(iban: string): { country: string; bankCode: string } | null {
  const parts = extractIBAN(iban);
  if (!parts.valid || !parts.countryCode) return null;
  return { country: parts.countryCode, bankCode: parts.bankIdentifier ?? "" };
}
