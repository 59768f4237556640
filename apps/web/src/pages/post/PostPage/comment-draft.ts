// A comment being written, kept in this browser per post until it is posted (issue 14: nothing
// typed is lost). Read only after the form has mounted: a server render has no storage.

const key = (slug: string) => `causeway:comment-draft:${slug}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(slug: string): string {
  try {
    return storage()?.getItem(key(slug)) ?? "";
  } catch {
    return "";
  }
}

export function saveDraft(slug: string, text: string): void {
  try {
    if (text.trim() === "") storage()?.removeItem(key(slug));
    else storage()?.setItem(key(slug), text);
  } catch {
    // Full or refused: the text stays on screen, only not across a reload.
  }
}

export function clearDraft(slug: string): void {
  try {
    storage()?.removeItem(key(slug));
  } catch {
    // Nothing to clear.
  }
}
