import { PAYMENT_METHODS, type PaymentMethod } from "@causeway/rules";

/**
 * What the donor chose and typed, kept while they pay on a provider's page: a declined or
 * cancelled payment brings them back to the form as they left it.
 */
export interface DonateDraft {
  currencyId: number;
  /** The chosen preset, or null while a custom amount is typed. */
  presetIndex: number | null;
  /** The "other amount" box, as typed. */
  custom: string;
  tipPercent: number;
  method: PaymentMethod | null;
  isAnonymous: boolean;
  name: string;
  email: string;
}

/** Where drafts are kept: the tab's sessionStorage on the site, anything alike in a story. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyOf = (campaignId: number) => `causeway.donate-draft.${campaignId}`;

/** The tab's sessionStorage, or null where there is none (server, privacy settings). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDonateDraft(storage: DraftStorage, campaignId: number, draft: DonateDraft) {
  try {
    storage.setItem(keyOf(campaignId), JSON.stringify(draft));
  } catch {
    // A full or refused storage keeps nothing; the payment goes ahead.
  }
}

const isString = (value: unknown): value is string => typeof value === "string";

/** The kept draft of this campaign's form, or null (none, or not one the widget wrote). */
export function readDonateDraft(storage: DraftStorage, campaignId: number): DonateDraft | null {
  let value: Partial<Record<keyof DonateDraft, unknown>>;
  try {
    value = JSON.parse(storage.getItem(keyOf(campaignId)) ?? "null") ?? {};
  } catch {
    return null;
  }
  const { currencyId, presetIndex, custom, tipPercent, method, isAnonymous, name, email } = value;
  const valid =
    Number.isInteger(currencyId) &&
    (presetIndex === null || Number.isInteger(presetIndex)) &&
    isString(custom) &&
    typeof tipPercent === "number" &&
    (method === null || PAYMENT_METHODS.includes(method as PaymentMethod)) &&
    typeof isAnonymous === "boolean" &&
    isString(name) &&
    isString(email);
  return valid ? (value as DonateDraft) : null;
}

/** Forgets the draft once the donation is paid. */
export function forgetDonateDraft(
  campaignId: number,
  storage: DraftStorage | null = sessionDraftStorage(),
) {
  try {
    storage?.removeItem(keyOf(campaignId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
