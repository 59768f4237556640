// The EPC QR code ("GiroCode", EPC069-12 version 002) a European banking app scans to fill in a
// SEPA credit transfer: the beneficiary, their IBAN (and BIC), the amount in euros and the
// creditor reference. Written here: the npm packages for it bring another IBAN library (ours is
// ibantools) and check less (the 331-byte limit, the reference's own check digits).
import { type Bitmap2D, correction, generate, mode } from "lean-qr";
import { isCreditorReference, normalizeCreditorReference } from "./creditor-reference";
import { isValidIban, normalizeIban } from "./iban";

/** At most 999,999,999.99 euros in one code; at least one cent. */
export const EPC_QR_MAX_MINOR = 99_999_999_999;
/** A payload's limit in bytes (UTF-8), as the standard sets it. */
export const EPC_QR_MAX_BYTES = 331;

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export interface EpcQrInput {
  /** The beneficiary's name (at most 70 characters). */
  beneficiary: string;
  iban: string;
  /** Optional within the EEA (version 002); 8 or 11 characters when given. */
  bic?: string | null;
  /** Euro cents, 1 to EPC_QR_MAX_MINOR. */
  amount: number;
  /** An ISO 11649 creditor reference (RF…), the transfer's structured remittance. */
  reference: string;
  /** A note shown to the donor in their banking app (at most 70 characters). */
  information?: string;
}

/** Why an EPC QR code cannot be made from the input, by field. */
export type EpcQrProblems = Partial<Record<keyof EpcQrInput | "payload", string>>;

/** The problems of `input`, or null when a payload can be made of it. */
export function epcQrProblems(input: EpcQrInput): EpcQrProblems | null {
  const problems: EpcQrProblems = {};
  const name = input.beneficiary.trim();
  if (!name || [...name].length > 70 || /[\r\n]/.test(name)) problems.beneficiary = "invalid";
  if (!isValidIban(input.iban)) problems.iban = "invalid";
  if (input.bic && !BIC.test(input.bic.replace(/\s+/g, "").toUpperCase())) problems.bic = "invalid";
  if (!Number.isSafeInteger(input.amount) || input.amount < 1 || input.amount > EPC_QR_MAX_MINOR)
    problems.amount = "invalid";
  if (
    !isCreditorReference(input.reference) ||
    normalizeCreditorReference(input.reference).length > 35
  )
    problems.reference = "invalid";
  const info = input.information?.trim() ?? "";
  if ([...info].length > 70 || /[\r\n]/.test(info)) problems.information = "invalid";
  if (Object.keys(problems).length === 0 && byteLength(lines(input).join("\n")) > EPC_QR_MAX_BYTES)
    problems.payload = "too_long";
  return Object.keys(problems).length ? problems : null;
}

/** The text the QR code encodes; throws when `epcQrProblems` has something to say. */
export function epcQrPayload(input: EpcQrInput): string {
  const problems = epcQrProblems(input);
  if (problems) throw new Error(`EPC QR code: ${JSON.stringify(problems)}`);
  return lines(input).join("\n");
}

/** Euro cents as the code writes them: "EUR12.50". */
export function epcAmount(minor: number): string {
  return `EUR${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

function lines(input: EpcQrInput): string[] {
  const all = [
    "BCD", // service tag
    "002", // version: BIC optional within the EEA
    "1", // UTF-8
    "SCT", // SEPA credit transfer
    input.bic ? input.bic.replace(/\s+/g, "").toUpperCase() : "",
    input.beneficiary.trim(),
    normalizeIban(input.iban),
    epcAmount(input.amount),
    "", // purpose
    normalizeCreditorReference(input.reference), // structured remittance
    "", // unstructured remittance: empty when the structured one is given
    input.information?.trim() ?? "",
  ];
  // Trailing empty lines are left out.
  while (all.at(-1) === "") all.pop();
  return all;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The code's modules for a payload: its UTF-8 bytes with no ECI (the payload's third line, "1",
 * says UTF-8, as banking apps read it) at error correction level M exactly, as the EPC's
 * guidelines ask. The checkout page draws them as SVG and the e-mail as a PNG (lean-qr's).
 */
export function epcQrCode(payload: string): Bitmap2D {
  return generate(mode.bytes(new TextEncoder().encode(payload)), {
    minCorrectionLevel: correction.M,
    maxCorrectionLevel: correction.M,
  });
}
