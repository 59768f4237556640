// A message being written, kept in this browser per conversation until it is sent (issue 14:
// nothing typed is lost). Read only after the composer has mounted: a server render has no storage.

const key = (draftKey: string) => `causeway:message-draft:${draftKey}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadMessageDraft(draftKey: string): string {
  try {
    return storage()?.getItem(key(draftKey)) ?? "";
  } catch {
    return "";
  }
}

export function saveMessageDraft(draftKey: string, text: string): void {
  try {
    if (text.trim() === "") storage()?.removeItem(key(draftKey));
    else storage()?.setItem(key(draftKey), text);
  } catch {
    // Full or refused: the text stays on screen, only not across a reload.
  }
}

export function clearMessageDraft(draftKey: string): void {
  try {
    storage()?.removeItem(key(draftKey));
  } catch {
    // Nothing to clear.
  }
}
