// Withdrawal reasons (cost types): at most 3, more are ignored; at least one to submit; listed
// alphabetically by their translation.
import { MAX_REASONS } from "./constants";

/** Keeps the first 3 distinct reason ids; the rest are ignored. */
export function limitReasons(ids: readonly number[]): number[] {
  return [...new Set(ids)].slice(0, MAX_REASONS);
}

/**
 * Toggles a reason: a selected one is removed; an unselected one is added unless 3 are already
 * chosen, in which case the choice is ignored and the same list is returned.
 */
export function toggleReason(selected: readonly number[], id: number): readonly number[] {
  if (selected.includes(id)) return selected.filter((r) => r !== id);
  if (selected.length >= MAX_REASONS) return selected;
  return [...selected, id];
}

/** True when no more reasons can be added (the picker dims the unselected ones). */
export function isReasonLimitReached(selected: readonly number[]): boolean {
  return selected.length >= MAX_REASONS;
}

/** Reasons sorted alphabetically by their translation in the user's language. */
export function sortReasons<R extends { text: string }>(
  reasons: readonly R[],
  translate: (key: string) => string,
  locale?: string,
): R[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return reasons
    .map((reason) => ({ reason, label: translate(reason.text) }))
    .sort((a, b) => collator.compare(a.label, b.label))
    .map(({ reason }) => reason);
}
