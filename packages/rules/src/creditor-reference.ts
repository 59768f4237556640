// The ISO 11649 creditor reference ("RF" + two check digits + up to 21 letters and digits) a bank
// transfer carries, so a statement line finds its donation even when the donor's bank shortens the
// remittance text: its check digits (ISO 7064 MOD 97-10, as an IBAN's) catch a mistyped reference.
// Written here: the one npm package for it (iso-11649) has not changed since 2018.

const BODY = /^[0-9A-Z]{1,21}$/;

/** The digits ISO 7064 reads a text as: 0-9 themselves, A=10 … Z=35. */
function asDigits(text: string): string {
  return [...text].map((c) => (/[0-9]/.test(c) ? c : String(c.charCodeAt(0) - 55))).join("");
}

/** The remainder of a long decimal string divided by 97, digit by digit (no big numbers). */
function mod97(digits: string): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** A reference as typed or printed: spaces dropped, upper case. */
export function normalizeCreditorReference(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** The creditor reference of `body` (1 to 21 letters and digits): RF, its check digits, `body`. */
export function creditorReference(body: string): string {
  const text = body.toUpperCase();
  if (!BODY.test(text))
    throw new Error(`a creditor reference holds 1 to 21 letters and digits: ${body}`);
  const check = 98 - mod97(asDigits(`${text}RF00`));
  return `RF${String(check).padStart(2, "0")}${text}`;
}

/** Whether `raw` is a creditor reference whose check digits hold (spaces and case aside). */
export function isCreditorReference(raw: string): boolean {
  const reference = normalizeCreditorReference(raw);
  if (!/^RF[0-9]{2}[0-9A-Z]{1,21}$/.test(reference)) return false;
  return mod97(asDigits(reference.slice(4) + reference.slice(0, 4))) === 1;
}

/** Printed in groups of four, as banks print it ("RF18 5390 0754 7034"). */
export function formatCreditorReference(raw: string): string {
  return normalizeCreditorReference(raw).replace(/(.{4})(?=.)/g, "$1 ");
}

/** A donation's bank-transfer reference: "CW" and its id in base 36 (RF…CW1XMY for 90250). */
export function donationTransferReference(donationId: number): string {
  if (!Number.isSafeInteger(donationId) || donationId < 1) throw new Error("a donation id");
  return creditorReference(`CW${donationId.toString(36).toUpperCase()}`);
}
