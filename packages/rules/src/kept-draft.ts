// What a member typed in a longer form, kept in the browser until it is sent (the campaign
// creation of issue 13, the sign-up details of issue 25): a reload, a lost connection or a closed
// tab loses nothing. One envelope for every form; each form says what a draft of its own is.

/** Where drafts are kept: the browser's localStorage on the site, anything alike in a story. */
export type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Keeps `draft` under `key`; a full or refused storage keeps nothing (the form still works). */
export function saveDraft<T>(store: DraftStore, key: string, draft: T): void {
  try {
    store.setItem(key, JSON.stringify({ version: 1, savedAt: Date.now(), draft }));
  } catch {
    // Nothing kept; what is on screen stays.
  }
}

export function forgetDraft(store: DraftStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * The draft kept under `key`, or null: none, or not one the form wrote (another version, edited
 * by hand), which `isDraft` decides.
 */
export function readDraft<T>(
  store: DraftStore,
  key: string,
  isDraft: (value: unknown) => value is T,
): T | null {
  let kept: unknown;
  try {
    kept = JSON.parse(store.getItem(key) ?? "null");
  } catch {
    return null;
  }
  if (typeof kept !== "object" || kept === null || (kept as { version?: unknown }).version !== 1)
    return null;
  const draft = (kept as { draft?: unknown }).draft;
  return isDraft(draft) ? draft : null;
}

/** Whether the draft holds anything the user typed or chose (an empty one is not "restored"). */
export function isDraftStarted<T>(draft: T, start: T): boolean {
  return JSON.stringify(draft) !== JSON.stringify(start);
}
