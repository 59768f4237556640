// Campaign creation and editing (000 §2 /campaign/create, /edit-details, /edit-beneficent,
// /edit-documents; 000 §3 the campaign and its beneficiary). The specification shows no payload for
// these calls, so the limits are the contract's (CampaignDetailsPayload, BeneficentPayload,
// CampaignCreatePayload, the images and documents bodies). Every message is a dictionary key.

import * as z from "zod/mini";
import { hasPostContent } from "./post";
import { id, invoiceRef, maxChars, SCHEMA_MESSAGE, singleLine } from "./schemas/fields";
import { isEmbeddableVideoUrl } from "./video-url";

export const CAMPAIGN_MESSAGE = {
  name: "campaign.validation.name",
  content: "campaign.validation.content",
  totalAmount: "campaign.validation.total_amount",
  goalNegative: "campaign.validation.goal_negative",
  goalMin: "campaign.validation.goal_min",
  goalMax: "campaign.validation.goal_max",
  currency: "campaign.validation.currency",
  category: "campaign.validation.category",
  disease: "campaign.validation.disease",
  beneficentName: "campaign.validation.beneficent_name",
  video: "campaign.validation.video",
  tooMany: "forms.error.too_many",
  noState: "validation.required",
} as const;

/** Campaign name, and the names of a beneficiary (person, business, other). */
export const CAMPAIGN_NAME_MAX = 120;
export const BENEFICENT_NAME_MAX = 150;
export const BENEFICENT_RELATION_MAX = 100;
/** The story, as HTML. */
export const CAMPAIGN_CONTENT_MAX = 100_000;
/** The goal in minor units: at least 1.00, at most 100 000 000 000.00. */
export const CAMPAIGN_GOAL_MIN = 100;
export const CAMPAIGN_GOAL_MAX = 10_000_000_000_000;
/** Images and verification documents a campaign may carry. */
export const CAMPAIGN_IMAGES_MAX = 20;
export const CAMPAIGN_DOCUMENTS_MAX = 50;

/** The story counts when it has text or an image, not only markup or a script (as a post). */
export function hasCampaignContent(html: string): boolean {
  return hasPostContent(html);
}

/**
 * A campaign's video: a YouTube or Twitch link the site can play (the contract's "A YouTube or
 * Twitch URL"; 000 §2 previews it). The same reading as the player's, from ui's pure entry.
 */
export function isVideoUrl(value: string): boolean {
  return isEmbeddableVideoUrl(value);
}

const trimmedName = (max: number, required: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), maxChars(max), singleLine());

const optionalText = (max: number) =>
  z.optional(z.nullable(z.string(SCHEMA_MESSAGE.invalid).check(maxChars(max), singleLine())));

const video = () =>
  z.optional(
    z.nullable(
      z
        .string(CAMPAIGN_MESSAGE.video)
        .check(z.trim(), z.refine(isVideoUrl, { message: CAMPAIGN_MESSAGE.video })),
    ),
  );

const mediaIds = () =>
  z
    .array(id(), SCHEMA_MESSAGE.invalid)
    .check(z.maxLength(CAMPAIGN_IMAGES_MAX, CAMPAIGN_MESSAGE.tooMany));

const documents = () =>
  z
    .array(invoiceRef(), SCHEMA_MESSAGE.invalid)
    .check(z.maxLength(CAMPAIGN_DOCUMENTS_MAX, CAMPAIGN_MESSAGE.tooMany));

/** CampaignDetailsPayload: PUT /api/v2/campaign/{id}/details, and the first part of a creation. */
export const campaignDetailsPayloadSchema = z.object({
  name: trimmedName(CAMPAIGN_NAME_MAX, CAMPAIGN_MESSAGE.name),
  content: z
    .string(CAMPAIGN_MESSAGE.content)
    .check(
      z.refine(hasCampaignContent, { message: CAMPAIGN_MESSAGE.content }),
      maxChars(CAMPAIGN_CONTENT_MAX),
    ),
  // Each bound says itself: a negative goal is refused as such, the least and the most are named.
  total_amount: z.int(CAMPAIGN_MESSAGE.totalAmount).check(
    z.refine((goal) => goal >= 0, { message: CAMPAIGN_MESSAGE.goalNegative, abort: true }),
    z.minimum(CAMPAIGN_GOAL_MIN, CAMPAIGN_MESSAGE.goalMin),
    z.maximum(CAMPAIGN_GOAL_MAX, CAMPAIGN_MESSAGE.goalMax),
  ),
  currency: id(CAMPAIGN_MESSAGE.currency),
  type: z.enum(["medical", "other"], SCHEMA_MESSAGE.invalid),
  category: id(CAMPAIGN_MESSAGE.category),
  /**
   * A medical campaign's disease (a category of type "disease"), beside its category; the
   * specification's campaign has a category and, for the disease pages, a disease.
   */
  disease: z.optional(z.nullable(id(CAMPAIGN_MESSAGE.disease))),
  urgent: z._default(z.boolean(SCHEMA_MESSAGE.invalid), false),
});

/** BeneficentPayload: PUT /api/v2/campaign/{id}/beneficent, and the beneficiary of a creation. */
export const beneficentPayloadSchema = z.object({
  beneficent_type: z.enum(["individual", "business", "other"], SCHEMA_MESSAGE.invalid),
  name: trimmedName(BENEFICENT_NAME_MAX, CAMPAIGN_MESSAGE.beneficentName),
  business_name: optionalText(BENEFICENT_NAME_MAX),
  other: z.optional(
    z.nullable(
      z.object(
        {
          name: z.string(SCHEMA_MESSAGE.invalid).check(maxChars(BENEFICENT_NAME_MAX), singleLine()),
          other_type: z.enum(["campaign", "person"], SCHEMA_MESSAGE.invalid),
          relation: optionalText(BENEFICENT_RELATION_MAX),
          receiver: optionalText(BENEFICENT_NAME_MAX),
          receiver_type: z.optional(
            z.nullable(z.enum(["individual", "business"], SCHEMA_MESSAGE.invalid)),
          ),
          target_campaign: z.optional(z.nullable(z.object({ id: id() }, SCHEMA_MESSAGE.invalid))),
        },
        SCHEMA_MESSAGE.invalid,
      ),
    ),
  ),
});

/** PUT /api/v2/campaign/{id}/documents: the verification documents, replaced as a whole. */
export const campaignDocumentsPayloadSchema = z.object({ documents: documents() });

/** PUT /api/v2/campaign/{id}/images: uploaded image ids (one main) and the video link. */
export const campaignImagesPayloadSchema = z.object({
  image_ids: mediaIds(),
  main_image_id: z.optional(id()),
  video: video(),
});

/** CampaignCreatePayload: POST /api/v2/campaign (details, beneficiary, images, documents). */
export const campaignCreatePayloadSchema = z.extend(campaignDetailsPayloadSchema, {
  beneficent: beneficentPayloadSchema,
  image_ids: z._default(mediaIds(), []),
  video: video(),
  documents: z._default(documents(), []),
  in_favour_of: z.optional(z.nullable(id())),
});

/** PUT /api/v2/campaign/{id}: one or more of the state flags (000 §4). */
export const campaignStatePayloadSchema = z
  .object({
    active: z.optional(z.boolean(SCHEMA_MESSAGE.invalid)),
    finished: z.optional(z.boolean(SCHEMA_MESSAGE.invalid)),
    successful: z.optional(z.boolean(SCHEMA_MESSAGE.invalid)),
  })
  .check(z.refine((flags) => Object.keys(flags).length > 0, { message: CAMPAIGN_MESSAGE.noState }));

export type CampaignDetailsPayloadOutput = z.output<typeof campaignDetailsPayloadSchema>;
export type BeneficentPayloadOutput = z.output<typeof beneficentPayloadSchema>;
export type CampaignCreatePayloadOutput = z.output<typeof campaignCreatePayloadSchema>;
export type CampaignImagesPayloadOutput = z.output<typeof campaignImagesPayloadSchema>;
