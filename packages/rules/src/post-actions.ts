// What a viewer may do with a post (000 §4, §6; 001 §4, §6, §7): the context menu by role, karma
// (never on one's own post, applied first and reverted on failure), the share links with their
// utm_* parameters, and the link a post's preview is drawn from.

/** Who looks at a post: a guest, or a member (an admin or super admin counts as admin). */
export type PostViewer = { id: number; isAdmin: boolean } | null;

export type PostMenuAction = "save" | "edit" | "delete" | "report" | "open";

/** The post as the rules need it: its author (null when anonymous to this viewer) and flags. */
export interface PostForRules {
  user: { id: number } | null;
  is_reported: boolean;
}

/** The viewer wrote the post (the server shows an anonymous post's author to its author only). */
export function isOwnPost(post: PostForRules, viewer: PostViewer): boolean {
  return viewer !== null && post.user !== null && post.user.id === viewer.id;
}

/**
 * The post's context menu, in order (000 §6): own post: save, edit, delete, open link; another
 * member: save, report (if not reported), open link; admin and super admin: all of them; a
 * logged-out viewer: report (if not reported), open link.
 */
export function postMenuActions(post: PostForRules, viewer: PostViewer): PostMenuAction[] {
  const report: PostMenuAction[] = post.is_reported ? [] : ["report"];
  if (viewer === null) return [...report, "open"];
  const own = isOwnPost(post, viewer);
  if (viewer.isAdmin) return ["save", "edit", "delete", ...(own ? [] : report), "open"];
  if (own) return ["save", "edit", "delete", "open"];
  return ["save", ...report, "open"];
}

/** Whether the viewer may press karma: a member, on someone else's post (000 §4). */
export function canGiveKarma(post: PostForRules, viewer: PostViewer): boolean {
  return viewer !== null && !isOwnPost(post, viewer);
}

export interface KarmaState {
  karma: number;
  is_karmed: boolean;
}

/** Adding raises the count by 1 and sets is_karmed; removing lowers it by 1 (never below 0). */
export function toggledKarma(state: KarmaState): KarmaState {
  return state.is_karmed
    ? { karma: Math.max(0, state.karma - 1), is_karmed: false }
    : { karma: state.karma + 1, is_karmed: true };
}

export type ShareMethod = "facebook" | "messenger" | "twitter" | "copy";

/** The order the share menu offers them in (001 §7: Facebook, Messenger, Twitter, Copy Link). */
export const SHARE_METHODS: readonly ShareMethod[] = ["facebook", "messenger", "twitter", "copy"];

/**
 * The post's own address with the share parameters (001 §7 Analytics): utm_source facebook,
 * messenger, twitter or copy, utm_medium=referral, utm_campaign=share_post.
 */
export function sharedPostUrl(origin: string, postPath: string, method: ShareMethod): string {
  const url = new URL(postPath, origin);
  url.searchParams.set("utm_source", method);
  url.searchParams.set("utm_medium", "referral");
  url.searchParams.set("utm_campaign", "share_post");
  return url.toString();
}

/** Where a share goes: the network's share page with the post's address, or the address itself. */
export function shareTarget(origin: string, postPath: string, method: ShareMethod): string {
  const link = encodeURIComponent(sharedPostUrl(origin, postPath, method));
  switch (method) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${link}`;
    case "messenger":
      return `fb-messenger://share/?link=${link}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${link}`;
    default:
      return sharedPostUrl(origin, postPath, method);
  }
}

const HREF = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const BARE_URL = /\bhttps?:\/\/[^\s<>"']+/gi;

/**
 * The first web address of a post's HTML (a link's href, else an address written as text): the
 * one its preview is drawn from. Only http and https; trailing punctuation of a sentence is left out.
 */
export function firstLinkUrl(html: string): string | null {
  for (const match of html.matchAll(HREF)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? "").trim().replace(/&amp;/g, "&");
    if (/^https?:\/\//i.test(href)) return href;
  }
  const text = html.replace(/<[^>]*>/g, " ");
  const bare = text.match(BARE_URL)?.[0];
  return bare ? bare.replace(/&amp;/g, "&").replace(/[.,;:!?)\]]+$/u, "") : null;
}
