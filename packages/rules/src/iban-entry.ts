// The IBAN entry state machine of 000 §4, as a pure reducer:
//   typing        -> typed: clears bic, bank, country, currency and holder name; unlocks all.
//                    The box also searches providers by name, so only text that is an IBAN
//                    (two letters, then a digit) gets the IBAN clean-up of 000 §5; a name is
//                    kept as typed ("Klinik Mün" stays "Klinik Mün")
//   picking       -> picked: fills every field from the provider suggestion and locks all but IBAN
//   verify (blur) -> verified: a typed IBAN of 10+ characters, answered valid by
//                    /api/v2/iban-verification, fills and locks bic, bank and country

import {
  IBAN_VERIFY_MIN_LENGTH,
  PROVIDER_SEARCH_LIMIT,
  PROVIDER_SEARCH_LIMIT_AFTER_PICK,
  RECIPIENT_NAME_MAX,
} from "./constants";
import type { CurrencyRef } from "./contract";
import { normalizeIban } from "./iban";
import { restrictText } from "./restricted-text";

export type IbanEntryMode = "typed" | "picked" | "verified";
export type IbanEntryField = "bic" | "bank" | "country" | "currency" | "holderName";
type TextField = Exclude<IbanEntryField, "currency">;

export interface IbanEntryState {
  /** The IBAN, normalised; or, while the user searches by name, the name as typed. */
  iban: string;
  bic: string;
  bank: string;
  country: string;
  currency: CurrencyRef | null;
  holderName: string;
  mode: IbanEntryMode;
  /** Fields the user cannot edit; the IBAN itself is never locked. */
  locked: readonly IbanEntryField[];
  /** The last verification said this IBAN is not valid. */
  verificationFailed: boolean;
  /** The last verification was refused for too many checks in a row (429): wait, then leave the field again. */
  verificationLimited: boolean;
}

/** A provider suggestion (ProviderSuggestion of the contract). */
export interface ProviderPick {
  iban: string;
  bic: string;
  bank: string;
  country: string;
  holder_name: string;
  currency: CurrencyRef;
}

/** The answer of GET /api/v2/iban-verification (IbanVerification of the contract). */
export interface IbanVerificationAnswer {
  iban: string;
  bic: string;
  bank: string;
  country: string;
  valid: boolean;
}

export type IbanEntryAction =
  | { type: "typed"; iban: string }
  | { type: "picked"; suggestion: ProviderPick }
  | { type: "verified"; answer: IbanVerificationAnswer }
  | { type: "verificationLimited"; iban: string }
  | { type: "edited"; field: TextField; value: string }
  | { type: "currencyChosen"; currency: CurrencyRef | null }
  | { type: "reset"; state?: Partial<IbanEntryState> };

export const EMPTY_IBAN_ENTRY: IbanEntryState = {
  iban: "",
  bic: "",
  bank: "",
  country: "",
  currency: null,
  holderName: "",
  mode: "typed",
  locked: [],
  verificationFailed: false,
  verificationLimited: false,
};

const ALL_BUT_IBAN: readonly IbanEntryField[] = [
  "bic",
  "bank",
  "country",
  "currency",
  "holderName",
];
const VERIFIED_FIELDS: readonly IbanEntryField[] = ["bic", "bank", "country"];

/**
 * Whether the text in the IBAN box is an IBAN (whole or begun: a country code, then a digit), as
 * opposed to a provider's name being searched for. Whitespace and case do not matter.
 */
export function looksLikeIban(text: string): boolean {
  return /^[A-Z]{2}[0-9]/.test(normalizeIban(text));
}

/** What the IBAN box keeps of what was typed: an IBAN normalised (000 §5), a name as typed. */
export function ibanEntryText(text: string): string {
  return looksLikeIban(text) ? normalizeIban(text) : text;
}

export function isIbanFieldLocked(state: IbanEntryState, field: IbanEntryField): boolean {
  return state.locked.includes(field);
}

export function ibanEntryReducer(state: IbanEntryState, action: IbanEntryAction): IbanEntryState {
  switch (action.type) {
    case "typed":
      return { ...EMPTY_IBAN_ENTRY, iban: ibanEntryText(action.iban) };
    case "picked": {
      const { suggestion } = action;
      return {
        iban: normalizeIban(suggestion.iban),
        bic: suggestion.bic,
        bank: suggestion.bank,
        country: suggestion.country,
        currency: suggestion.currency,
        holderName: restrictText(suggestion.holder_name, RECIPIENT_NAME_MAX).value,
        mode: "picked",
        locked: ALL_BUT_IBAN,
        verificationFailed: false,
        verificationLimited: false,
      };
    }
    case "verified": {
      // An answer for an IBAN the user has since changed, or after a pick, is stale.
      if (state.mode !== "typed" || normalizeIban(action.answer.iban) !== state.iban) return state;
      if (!action.answer.valid)
        return { ...state, verificationFailed: true, verificationLimited: false };
      return {
        ...state,
        bic: action.answer.bic,
        bank: action.answer.bank,
        country: action.answer.country,
        mode: "verified",
        locked: VERIFIED_FIELDS,
        verificationFailed: false,
        verificationLimited: false,
      };
    }
    case "verificationLimited":
      if (state.mode !== "typed" || normalizeIban(action.iban) !== state.iban) return state;
      return { ...state, verificationFailed: false, verificationLimited: true };
    case "edited": {
      if (isIbanFieldLocked(state, action.field)) return state;
      const value =
        action.field === "holderName"
          ? restrictText(action.value, RECIPIENT_NAME_MAX).value
          : action.value;
      return { ...state, [action.field]: value };
    }
    case "currencyChosen":
      if (isIbanFieldLocked(state, "currency")) return state;
      return { ...state, currency: action.currency };
    case "reset":
      return { ...EMPTY_IBAN_ENTRY, ...action.state };
  }
}

/** On leaving the IBAN field: verify only a typed IBAN (not a name) of at least 10 characters. */
export function shouldVerifyOnBlur(state: IbanEntryState): boolean {
  return (
    state.mode === "typed" &&
    looksLikeIban(state.iban) &&
    state.iban.length >= IBAN_VERIFY_MIN_LENGTH
  );
}

/**
 * The provider search for the IBAN field: it starts at one non-empty character and lists 8
 * suggestions, or 4 once a suggestion has been picked. A name is searched as typed (trimmed, runs
 * of spaces made one), never given the IBAN clean-up.
 */
export function providerSearch(state: Pick<IbanEntryState, "iban" | "mode">): {
  enabled: boolean;
  query: string;
  limit: number;
} {
  const query = state.iban.trim().replace(/\s+/gu, " ");
  return {
    enabled: query.length >= 1,
    query,
    limit: state.mode === "picked" ? PROVIDER_SEARCH_LIMIT_AFTER_PICK : PROVIDER_SEARCH_LIMIT,
  };
}
