import { type DraftStore, forgetDraft, isDraftStarted, saveDraft } from "@causeway/rules";
import { useCallback, useEffect, useRef, useState } from "react";

/** The browser's localStorage, or null where there is none (the server, a refusing browser). */
function browserStore(): DraftStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface KeptDraft<T> {
  draft: T;
  /** False until the kept draft was read (after the first render, so server and browser agree). */
  loaded: boolean;
  /** The form came back with what the user typed on an earlier visit. */
  restored: boolean;
  change: (patch: Partial<T>) => void;
  /** Forgets the kept draft and starts from `start` again. */
  startOver: () => void;
  /** Forgets the kept draft (once the form is sent). */
  forget: () => void;
}

/**
 * A form's draft, kept in localStorage under `key` on every change (the campaign creation, the
 * sign-up details), so a reload, a lost connection or a closed tab loses nothing; `read` says
 * which kept value is a draft of this form (rules: readCampaignDraft, readPersonalSignupDraft …).
 * Read after mount: the first render is the same on the server and in the browser.
 */
export function useKeptDraft<T extends object>(
  key: string | null,
  start: T,
  read: (store: DraftStore, key: string) => T | null,
): KeptDraft<T> {
  const [draft, setDraft] = useState(start);
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const startRef = useRef(start);
  startRef.current = start;
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    if (key === null) return;
    const store = browserStore();
    const kept = store ? readRef.current(store, key) : null;
    setDraft(kept ?? startRef.current);
    setRestored(kept !== null && isDraftStarted(kept, startRef.current));
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    const store = browserStore();
    if (loaded && key !== null && store) saveDraft(store, key, draft);
  }, [draft, loaded, key]);

  const change = useCallback((patch: Partial<T>) => {
    setDraft((current) => ({ ...current, ...patch }));
  }, []);
  const forget = useCallback(() => {
    if (key !== null) forgetDraft(browserStore(), key);
  }, [key]);
  const startOver = useCallback(() => {
    forget();
    setDraft(startRef.current);
    setRestored(false);
  }, [forget]);
  return { draft, loaded, restored, change, startOver, forget };
}
