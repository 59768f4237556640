// Post creator rules (000 §4, §5; 001 §5): content required; a campaign when the caller requires
// one; images still uploading block submit; the post button's rule; a single-line title; the
// excerpt limit; exactly one campaign preselected.
import { EXCERPT_WITH_TITLE, EXCERPT_WITHOUT_TITLE, POST_TITLE_MAX } from "./constants";
import { excerptOf, htmlToText } from "./html-text";
import { restrictText } from "./restricted-text";
import { hasPendingUploads, type Upload } from "./uploads";

export const POST_MESSAGE = {
  noContent: "post.no_content",
  campaignRequired: "choose.campaign.required",
  imagesUploading: "post.load_images_success",
} as const;

export type PostProblem = (typeof POST_MESSAGE)[keyof typeof POST_MESSAGE];

/** Content counts when its text (not only markup, spaces or no-break spaces) is non-empty. */
export function hasPostContent(html: string): boolean {
  // An image counts only with a source: a sanitiser leaves "<img />" of a javascript: one.
  return htmlToText(html).trim() !== "" || /<img\b[^>]*\bsrc\s*=\s*["']?[^"'\s>]/i.test(html);
}

export interface PostDraft {
  content: string;
  campaignId: number | null;
  images: readonly Upload[];
}

/** What blocks publishing, in order: content, campaign (when required), images uploading. */
export function postProblems(
  draft: PostDraft,
  options: { requireCampaign: boolean },
): PostProblem[] {
  const problems: PostProblem[] = [];
  if (!hasPostContent(draft.content)) problems.push(POST_MESSAGE.noContent);
  if (options.requireCampaign && draft.campaignId === null)
    problems.push(POST_MESSAGE.campaignRequired);
  if (hasPendingUploads(draft.images)) problems.push(POST_MESSAGE.imagesUploading);
  return problems;
}

/**
 * The post button is active only with non-empty content and either a campaign selected, an edit,
 * or the campaign selector hidden (the campaign-update modal has none).
 */
export function isPostButtonActive(state: {
  content: string;
  campaignId: number | null;
  isEdit: boolean;
  campaignSelectorHidden: boolean;
}): boolean {
  return (
    hasPostContent(state.content) &&
    (state.campaignId !== null || state.isEdit || state.campaignSelectorHidden)
  );
}

/** Enter is blocked in the title: it is a single line. */
export function isTitleKeyBlocked(key: string): boolean {
  return key === "Enter";
}

/** A typed or pasted title: markup removed, line breaks and runs of spaces made one space, cut to 150. */
export function sanitizePostTitle(raw: string): string {
  const text = htmlToText(raw).replace(/\s+/gu, " ").trimStart();
  return restrictText(text, POST_TITLE_MAX).value;
}

/**
 * The excerpt of a post on a card: its text cut to 50 characters when it has a title, else 200.
 * A cut text ends with "…" within the limit.
 */
export function postExcerpt(content: string, hasTitle: boolean): string {
  return excerptOf(content, hasTitle ? EXCERPT_WITH_TITLE : EXCERPT_WITHOUT_TITLE);
}

/** The post creator shows only for a user with a campaign; exactly one is preselected. */
export function postCreatorCampaign<C extends { id: number }>(
  campaigns: readonly C[],
  preferredId?: number | null,
): { visible: boolean; preselectedId: number | null } {
  if (campaigns.length === 0) return { visible: false, preselectedId: null };
  const preferred = campaigns.find((c) => c.id === preferredId);
  return { visible: true, preselectedId: (preferred ?? campaigns[0])?.id ?? null };
}
