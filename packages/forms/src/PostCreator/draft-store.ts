// The post creator's draft, kept in the browser's localStorage under a key the host gives (one per
// member), so a reload, a closed tab or a failed publish loses nothing typed. Read only after the
// creator has mounted (never while rendering: a server render has no storage). Images are kept as
// the uploads they became (media id and path); one still uploading is not kept.

export interface StoredPostDraft {
  title: string;
  content: string;
  anonymous: boolean;
  campaignId: number | null;
  images: { mediaId: number; name: string; path: string | null }[];
}

const PREFIX = "causeway:post-draft:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether a draft holds anything worth keeping. */
export function isEmptyDraft(draft: StoredPostDraft): boolean {
  return (
    draft.title.trim() === "" &&
    draft.content.replace(/<[^>]*>|&nbsp;|\s/g, "") === "" &&
    draft.images.length === 0
  );
}

export function loadPostDraft(key: string): StoredPostDraft | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredPostDraft>;
    if (typeof value !== "object" || value === null) return null;
    return {
      title: typeof value.title === "string" ? value.title : "",
      content: typeof value.content === "string" ? value.content : "",
      anonymous: value.anonymous === true,
      campaignId: typeof value.campaignId === "number" ? value.campaignId : null,
      images: Array.isArray(value.images)
        ? value.images.filter(
            (image): image is StoredPostDraft["images"][number] =>
              typeof image?.mediaId === "number" && typeof image.name === "string",
          )
        : [],
    };
  } catch {
    return null;
  }
}

export function savePostDraft(key: string, draft: StoredPostDraft): void {
  try {
    if (isEmptyDraft(draft)) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft stays on screen, only not across a reload.
  }
}

export function clearPostDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
