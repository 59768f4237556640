// What the IBAN field says under itself: the checksum problem of rules/iban.ts once the user has
// left the field (never "enter the IBAN" before a submit asks for it), and one status line for
// the entry state (checking, checked at a bank, filled from a provider, not confirmed).
import { type IbanEntryState, type IbanProblem, ibanProblem, looksLikeIban } from "@causeway/rules";

export interface IbanFieldView {
  touched: boolean;
  verifying: boolean;
  /** The field offers providers, so a name typed into it is a search. */
  suggestProviders?: boolean;
}

/** Text that is no IBAN, left in the field: a provider's name searched for but not picked. */
export type IbanFieldProblem = IbanProblem | { key: "forms.iban.not_an_iban" };

export type IbanStatus =
  | { key: "forms.iban.verifying" }
  | { key: "forms.iban.verified"; values: { bank: string } }
  | { key: "forms.iban.picked"; values: { name: string } }
  | { key: "forms.iban.verification_failed" }
  | { key: "forms.iban.verification_limited" }
  | null;

/** The checksum problem to show, or null (empty IBANs are the submit's concern, not the field's). */
export function ibanFieldError(
  state: IbanEntryState,
  view: IbanFieldView,
): IbanFieldProblem | null {
  if (!view.touched || state.iban === "" || state.mode === "picked") return null;
  if (view.suggestProviders !== false && !looksLikeIban(state.iban))
    return { key: "forms.iban.not_an_iban" };
  return ibanProblem(state.iban);
}

export function ibanFieldStatus(state: IbanEntryState, view: IbanFieldView): IbanStatus {
  if (view.verifying) return { key: "forms.iban.verifying" };
  if (state.mode === "picked")
    return { key: "forms.iban.picked", values: { name: state.holderName } };
  if (state.mode === "verified")
    return { key: "forms.iban.verified", values: { bank: state.bank } };
  if (state.verificationLimited) return { key: "forms.iban.verification_limited" };
  if (state.verificationFailed) return { key: "forms.iban.verification_failed" };
  return null;
}
