// Starting a campaign step by step (000 §2 /campaign/create, /campaign/create-in-favour,
// /creation/share). The specification does not show the flow; these are the decisions (forms
// README, "Starting a campaign"): seven steps, each checked by the same schema the server uses
// (campaignCreatePayloadSchema) restricted to the step's fields; the draft is plain JSON so it can
// be kept in the browser, uploaded media by their ids; the share page is allowed once per creation.
import { hasAmountSign, parseAmountText } from "./amount";
import { CAMPAIGN_MESSAGE, campaignCreatePayloadSchema } from "./campaign";
import { type DraftStore, readDraft } from "./kept-draft";
import { checkPayload } from "./schemas/field-errors";

export const CREATION_STEPS = [
  "purpose",
  "beneficiary",
  "goal",
  "story",
  "media",
  "documents",
  "preview",
] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

/** For whom the money is raised: the creator, another person, or an organisation. */
export type BeneficiaryKind = "self" | "person" | "business";
export const BENEFICIARY_KINDS: readonly BeneficiaryKind[] = ["self", "person", "business"];

export interface DraftImage {
  id: number;
  path: string;
}

export interface DraftDocument {
  id: number;
  name: string;
  path: string | null;
  type: "file" | "image";
}

/** Everything typed and chosen so far, as plain JSON (kept in the browser between visits). */
export interface CampaignDraft {
  type: "medical" | "other" | null;
  category: number | null;
  disease: number | null;
  urgent: boolean;
  beneficiary: BeneficiaryKind;
  beneficiaryName: string;
  relation: string;
  businessName: string;
  /** The goal as typed, in whole units with decimals as the user writes them ("12 500,50"). */
  goal: string;
  currency: number | null;
  name: string;
  /** The story, HTML with the allowed tags (RICH_TEXT_TAGS). */
  content: string;
  cover: DraftImage | null;
  gallery: DraftImage[];
  video: string;
  documents: DraftDocument[];
}

/** The draft fields, in the order the steps show them (an error summary follows it). */
export const CREATION_STEP_FIELDS: Record<CreationStep, readonly (keyof CampaignDraft)[]> = {
  purpose: ["type", "category", "disease", "urgent"],
  beneficiary: ["beneficiary", "beneficiaryName", "relation", "businessName"],
  goal: ["goal", "currency"],
  story: ["name", "content"],
  media: ["cover", "gallery", "video"],
  documents: ["documents"],
  preview: [],
};

export const CREATION_MESSAGE = {
  type: "campaign.validation.type",
  media: "campaign.validation.media",
  relation: "campaign.validation.relation",
  goalFormat: "campaign.validation.goal_format",
} as const;

export function emptyCampaignDraft(
  defaults: Partial<Pick<CampaignDraft, "beneficiaryName" | "currency">> = {},
): CampaignDraft {
  return {
    type: null,
    category: null,
    disease: null,
    urgent: false,
    beneficiary: "self",
    beneficiaryName: defaults.beneficiaryName ?? "",
    relation: "",
    businessName: "",
    goal: "",
    currency: defaults.currency ?? null,
    name: "",
    content: "",
    cover: null,
    gallery: [],
    video: "",
    documents: [],
  };
}

/** The step a `?step=` parameter names, or the first. */
export function creationStepOf(value: string | null | undefined): CreationStep {
  return CREATION_STEPS.includes(value as CreationStep) ? (value as CreationStep) : "purpose";
}

export function nextCreationStep(step: CreationStep): CreationStep | null {
  return CREATION_STEPS[CREATION_STEPS.indexOf(step) + 1] ?? null;
}

export function previousCreationStep(step: CreationStep): CreationStep | null {
  const at = CREATION_STEPS.indexOf(step);
  return at > 0 ? (CREATION_STEPS[at - 1] ?? null) : null;
}

/** What a creation needs besides the draft: the currency's digits and, in favour, the target. */
export interface CreationContext {
  locale?: string;
  /** Digits after the decimal separator the currency shows (0 for HUF, JPY: zeroBased). */
  fractionDigits: number;
  /** /campaign/create-in-favour: the campaign the new one raises money for. */
  inFavourOf?: { id: number; name: string } | null;
}

/** The goal in minor units, or null when the box is empty or not an amount. */
export function draftGoal(draft: CampaignDraft, context: CreationContext): number | null {
  if (draft.goal.trim() === "") return null;
  const read = parseAmountText(draft.goal, {
    locale: context.locale,
    fractionDigits: context.fractionDigits,
  });
  return read.ok ? read.minor : null;
}

/** The beneficiary part of the payload (BeneficentPayload) for the draft's choice. */
export function draftBeneficent(draft: CampaignDraft, context: CreationContext) {
  const target = context.inFavourOf;
  if (target) {
    return {
      beneficent_type: "other" as const,
      name: target.name,
      other: {
        name: target.name,
        other_type: "campaign" as const,
        target_campaign: { id: target.id },
      },
    };
  }
  const name = draft.beneficiaryName;
  switch (draft.beneficiary) {
    case "self":
      return { beneficent_type: "individual" as const, name };
    case "person":
      return {
        beneficent_type: "other" as const,
        name,
        other: {
          name: name.trim(),
          other_type: "person" as const,
          relation: draft.relation.trim() || null,
        },
      };
    case "business":
      return {
        beneficent_type: "business" as const,
        name,
        business_name: draft.businessName.trim() || null,
      };
  }
}

/** POST /api/v2/campaign's body (CampaignCreatePayload) as the draft stands; the schema checks it. */
export function creationPayload(draft: CampaignDraft, context: CreationContext) {
  const cover = draft.cover ? [draft.cover.id] : [];
  const video = draft.video.trim();
  return {
    name: draft.name,
    content: draft.content,
    total_amount: draftGoal(draft, context) ?? undefined,
    currency: draft.currency ?? undefined,
    type: draft.type ?? undefined,
    category: draft.category ?? undefined,
    disease: draft.type === "medical" ? draft.disease : null,
    urgent: draft.urgent,
    beneficent: draftBeneficent(draft, context),
    // The cover first: the server makes the first image the main one.
    image_ids: [
      ...cover,
      ...draft.gallery.map((image) => image.id).filter((id) => !cover.includes(id)),
    ],
    video: video === "" ? null : video,
    documents: draft.documents.map((d) => ({ id: d.id, type: d.type })),
    in_favour_of: context.inFavourOf?.id ?? null,
  };
}

/** A payload error's path (as checkPayload keys it) as the draft field that shows it. */
const FIELD_OF_PATH: Record<string, keyof CampaignDraft> = {
  name: "name",
  content: "content",
  total_amount: "goal",
  currency: "currency",
  type: "type",
  category: "category",
  disease: "disease",
  urgent: "urgent",
  "beneficent.name": "beneficiaryName",
  "beneficent.business_name": "businessName",
  "beneficent.other.name": "beneficiaryName",
  "beneficent.other.relation": "relation",
  image_ids: "gallery",
  video: "video",
  documents: "documents",
};

/** The server's (or the schema's) field errors, keyed by the draft field that shows each. */
export function draftFieldErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = FIELD_OF_PATH[path] ?? (path.startsWith("beneficent") ? "beneficiaryName" : path);
    out[field] ??= message;
  }
  return out;
}

/** Every problem of the draft, keyed by draft field (the payload schema plus the flow's own rules). */
export function draftProblems(
  draft: CampaignDraft,
  context: CreationContext,
): Record<string, string> {
  const checked = checkPayload(campaignCreatePayloadSchema, creationPayload(draft, context));
  const problems = checked.ok ? {} : draftFieldErrors(checked.errors);
  if (draft.type === null) problems.type = CREATION_MESSAGE.type;
  if (draft.category === null) problems.category = CAMPAIGN_MESSAGE.category;
  if (draft.currency === null) problems.currency = CAMPAIGN_MESSAGE.currency;
  if (draft.goal.trim() !== "" && draftGoal(draft, context) === null)
    problems.goal = hasAmountSign(draft.goal)
      ? CAMPAIGN_MESSAGE.goalNegative
      : CREATION_MESSAGE.goalFormat;
  if (draft.cover === null && draft.video.trim() === "") problems.cover ??= CREATION_MESSAGE.media;
  if (!context.inFavourOf && draft.beneficiary === "person" && draft.relation.trim() === "")
    problems.relation ??= CREATION_MESSAGE.relation;
  if (context.inFavourOf) {
    delete problems.beneficiaryName;
    delete problems.relation;
    delete problems.businessName;
  }
  if (draft.type !== "medical") delete problems.disease;
  return problems;
}

/** The problems of one step (the preview step: of every step), in the step's field order. */
export function creationStepProblems(
  step: CreationStep,
  draft: CampaignDraft,
  context: CreationContext,
): Record<string, string> {
  const all = draftProblems(draft, context);
  if (step === "preview") return all;
  const out: Record<string, string> = {};
  for (const field of CREATION_STEP_FIELDS[step]) {
    const message = all[field];
    if (message) out[field] = message;
  }
  return out;
}

/** The step that shows a field: where the preview sends the user to fix a problem. */
export function stepOfField(field: string): CreationStep {
  for (const step of CREATION_STEPS) {
    if ((CREATION_STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return "preview";
}

/** The first step before `step` that still has a problem: a deep link cannot skip one. */
export function firstIncompleteStepBefore(
  step: CreationStep,
  draft: CampaignDraft,
  context: CreationContext,
): CreationStep | null {
  for (const earlier of CREATION_STEPS.slice(0, CREATION_STEPS.indexOf(step))) {
    if (Object.keys(creationStepProblems(earlier, draft, context)).length > 0) return earlier;
  }
  return null;
}

// ------------------------------------------------------------ keeping the draft in the browser

/** One draft per member and per kind of creation (in favour: per target campaign). */
export function campaignDraftKey(userId: number, inFavourOf: number | null = null): string {
  return inFavourOf
    ? `causeway.campaign-draft.${userId}.in-favour.${inFavourOf}`
    : `causeway.campaign-draft.${userId}`;
}

const isString = (v: unknown): v is string => typeof v === "string";
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
const isIdOrNull = (v: unknown) => v === null || isId(v);
const isImage = (v: unknown): v is DraftImage =>
  typeof v === "object" &&
  v !== null &&
  isId((v as DraftImage).id) &&
  isString((v as DraftImage).path);
const isDocument = (v: unknown): v is DraftDocument => {
  if (typeof v !== "object" || v === null) return false;
  const d = v as DraftDocument;
  return (
    isId(d.id) &&
    isString(d.name) &&
    (d.path === null || isString(d.path)) &&
    (d.type === "file" || d.type === "image")
  );
};

/** Whether a kept value is a draft this form wrote (every field of its type). */
export function isCampaignDraft(value: unknown): value is CampaignDraft {
  if (typeof value !== "object" || value === null) return false;
  const d = value as Partial<Record<keyof CampaignDraft, unknown>>;
  return (
    (d.type === null || d.type === "medical" || d.type === "other") &&
    isIdOrNull(d.category) &&
    isIdOrNull(d.disease) &&
    typeof d.urgent === "boolean" &&
    BENEFICIARY_KINDS.includes(d.beneficiary as BeneficiaryKind) &&
    isString(d.beneficiaryName) &&
    isString(d.relation) &&
    isString(d.businessName) &&
    isString(d.goal) &&
    isIdOrNull(d.currency) &&
    isString(d.name) &&
    isString(d.content) &&
    (d.cover === null || isImage(d.cover)) &&
    Array.isArray(d.gallery) &&
    d.gallery.every(isImage) &&
    isString(d.video) &&
    Array.isArray(d.documents) &&
    d.documents.every(isDocument)
  );
}

/** The kept creation draft (kept-draft's envelope), or null. */
export function readCampaignDraft(store: DraftStore, key: string): CampaignDraft | null {
  return readDraft(store, key, isCampaignDraft);
}

// ------------------------------------------------------------ the share page, once

const shareKey = (slug: string) => `causeway.creation-share.${slug}`;

/** Right after a creation: the share page may show once for this campaign (000 §4). */
export function grantSharePage(store: DraftStore | null, slug: string): void {
  try {
    store?.setItem(shareKey(slug), "1");
  } catch {
    // Without storage the share page is not shown; the dashboard still is.
  }
}

/** Whether the share page may show for this campaign; the permission is used up by asking. */
export function takeSharePage(store: DraftStore | null, slug: string): boolean {
  try {
    if (store?.getItem(shareKey(slug)) !== "1") return false;
    store.removeItem(shareKey(slug));
    return true;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------ share links (001 §7 Analytics)

export type ShareChannel = "facebook" | "messenger" | "twitter" | "whatsapp" | "email" | "copy";
export const SHARE_CHANNELS: readonly ShareChannel[] = [
  "facebook",
  "messenger",
  "twitter",
  "whatsapp",
  "email",
  "copy",
];

/**
 * The campaign's address as shared through a channel: utm_source names the channel,
 * utm_medium=referral, utm_campaign=share_campaign (001 §7 gives share_post for posts; a campaign
 * shared is named alike).
 */
export function sharedCampaignUrl(campaignUrl: string, channel: ShareChannel): string {
  const url = new URL(campaignUrl);
  url.searchParams.set("utm_source", channel);
  url.searchParams.set("utm_medium", "referral");
  url.searchParams.set("utm_campaign", "share_campaign");
  return url.toString();
}

/** Where each channel's button goes: the network's share dialog with the tagged address. */
export function shareLinks(campaignUrl: string, text: string): Record<ShareChannel, string> {
  const at = (channel: ShareChannel) => encodeURIComponent(sharedCampaignUrl(campaignUrl, channel));
  const words = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${at("facebook")}`,
    messenger: `fb-messenger://share/?link=${at("messenger")}`,
    twitter: `https://twitter.com/intent/tweet?url=${at("twitter")}&text=${words}`,
    whatsapp: `https://wa.me/?text=${words}%20${at("whatsapp")}`,
    email: `mailto:?subject=${words}&body=${at("email")}`,
    copy: sharedCampaignUrl(campaignUrl, "copy"),
  };
}

// ------------------------------------------------------------ editing a campaign (/edit-*)

/** A goal in minor units as the goal box shows it: "25000", "12500.50" (no grouping). */
export function goalText(minor: number, fractionDigits: number): string {
  if (fractionDigits === 0 || minor % 100 === 0) return String(Math.round(minor / 100));
  return (minor / 100).toFixed(2);
}

/** What a stored campaign needs to be edited with the creation's fields. */
export interface EditableCampaign {
  name: string;
  content: string;
  total_amount: number;
  currency: { id: number };
  type: "medical" | "other";
  category: { id: number } | null;
  disease?: { id: number } | null;
  urgent: boolean;
  images: readonly { id: number; main: boolean; compressed: { path: string } }[];
  video: string | null;
  beneficent_individual?: EditableBeneficent | null;
  beneficent_business?: EditableBeneficent | null;
}

interface EditableBeneficent {
  name: string;
  business_name?: string | null;
  other?: { name: string; other_type: "campaign" | "person"; relation?: string | null } | null;
}

/** The campaign as a draft, so the edit pages use the creation's fields and rules. */
export function draftFromCampaign(campaign: EditableCampaign, fractionDigits = 2): CampaignDraft {
  const main = campaign.images.find((image) => image.main) ?? campaign.images[0] ?? null;
  const business = campaign.beneficent_business ?? null;
  const individual = campaign.beneficent_individual ?? null;
  const person = individual?.other?.other_type === "person" ? individual.other : null;
  return {
    type: campaign.type,
    category: campaign.category?.id ?? null,
    disease: campaign.disease?.id ?? null,
    urgent: campaign.urgent,
    beneficiary: business ? "business" : person ? "person" : "self",
    beneficiaryName: business?.name ?? person?.name ?? individual?.name ?? "",
    relation: person?.relation ?? "",
    businessName: business?.business_name ?? "",
    goal: goalText(campaign.total_amount, fractionDigits),
    currency: campaign.currency.id,
    name: campaign.name,
    content: campaign.content,
    cover: main ? { id: main.id, path: main.compressed.path } : null,
    gallery: campaign.images
      .filter((image) => image !== main)
      .map((image) => ({ id: image.id, path: image.compressed.path })),
    video: campaign.video ?? "",
    documents: [],
  };
}

/** PUT /api/v2/campaign/{id}/details (CampaignDetailsPayload) from the draft. */
export function detailsPayload(draft: CampaignDraft, context: CreationContext) {
  const { name, content, total_amount, currency, type, category, disease, urgent } =
    creationPayload(draft, context);
  return { name, content, total_amount, currency, type, category, disease, urgent };
}

/** PUT /api/v2/campaign/{id}/images: the cover first and main, the gallery, the video. */
export function imagesPayload(draft: CampaignDraft, context: CreationContext) {
  const { image_ids, video } = creationPayload(draft, context);
  return draft.cover ? { image_ids, main_image_id: draft.cover.id, video } : { image_ids, video };
}

/** The problems of the fields that a set of steps shows (an edit page shows a few steps' fields). */
export function problemsOfSteps(
  steps: readonly CreationStep[],
  draft: CampaignDraft,
  context: CreationContext,
): Record<string, string> {
  const all = draftProblems(draft, context);
  const out: Record<string, string> = {};
  for (const step of steps)
    for (const field of CREATION_STEP_FIELDS[step]) {
      const message = all[field];
      if (message) out[field] = message;
    }
  return out;
}
