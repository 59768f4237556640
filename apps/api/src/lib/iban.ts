import { extractIBAN } from "ibantools";

/** Country and bank code of an IBAN, for the bank directory (server only). */
export function ibanBank(iban: string): { country: string; bankCode: string } | null {
  const parts = extractIBAN(iban);
  if (!parts.valid || !parts.countryCode) return null;
  return { country: parts.countryCode, bankCode: parts.bankIdentifier ?? "" };
}
