import { normalizeIban } from "@causeway/forms/rules";
import { extractIBAN } from "ibantools";

/** The forms' IBAN normalisation (000 §5) applied to whatever a request sent in an IBAN field. */
export function normaliseIbanInput(value: unknown): unknown {
  return typeof value === "string" ? normalizeIban(value) : value;
}

/** Country and bank code of an IBAN, for the bank directory (server only). */
export function ibanBank(iban: string): { country: string; bankCode: string } | null {
  const parts = extractIBAN(iban);
  if (!parts.valid || !parts.countryCode) return null;
  return { country: parts.countryCode, bankCode: parts.bankIdentifier ?? "" };
}
