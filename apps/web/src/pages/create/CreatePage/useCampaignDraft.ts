import {
  type CampaignDraft,
  type DraftStore,
  forgetCampaignDraft,
  isDraftStarted,
  readCampaignDraft,
  saveCampaignDraft,
} from "@causeway/rules";
import { useCallback, useEffect, useRef, useState } from "react";

/** The browser's localStorage, or null where there is none (the server, a refusing browser). */
function browserStore(): DraftStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface CampaignDraftState {
  draft: CampaignDraft;
  /** False until the kept draft was read (after the first render, so server and browser agree). */
  loaded: boolean;
  /** The form came back with what the user typed on an earlier visit. */
  restored: boolean;
  change: (patch: Partial<CampaignDraft>) => void;
  /** Forgets the kept draft and starts from `start` again. */
  startOver: () => void;
  /** Forgets the kept draft (after publishing). */
  forget: () => void;
}

/**
 * The creation draft, kept in localStorage under `key` on every change, so a reload, a lost
 * connection or a closed tab loses nothing (uploaded media are kept by their ids). Read after
 * mount: the first render is the same on the server and in the browser.
 */
export function useCampaignDraft(key: string | null, start: CampaignDraft): CampaignDraftState {
  const [draft, setDraft] = useState(start);
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const startRef = useRef(start);
  startRef.current = start;

  useEffect(() => {
    if (key === null) return;
    const store = browserStore();
    const kept = store ? readCampaignDraft(store, key) : null;
    setDraft(kept ?? startRef.current);
    setRestored(kept !== null && isDraftStarted(kept, startRef.current));
    setLoaded(true);
  }, [key]);

  useEffect(() => {
    const store = browserStore();
    if (loaded && key !== null && store) saveCampaignDraft(store, key, draft);
  }, [draft, loaded, key]);

  const change = useCallback((patch: Partial<CampaignDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  }, []);
  const forget = useCallback(() => {
    if (key !== null) forgetCampaignDraft(browserStore(), key);
  }, [key]);
  const startOver = useCallback(() => {
    forget();
    setDraft(startRef.current);
    setRestored(false);
  }, [forget]);
  return { draft, loaded, restored, change, startOver, forget };
}
