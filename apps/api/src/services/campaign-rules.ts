// The rules a campaign's creation and edits share: the details' currency, category and disease,
// the story as stored, the beneficiary as stored, the uploads a campaign may name.
import {
  type BeneficentPayloadOutput,
  CAMPAIGN_MESSAGE,
  type CampaignDetailsPayloadOutput,
  hasCampaignContent,
} from "@causeway/rules";
import type { Q } from "../db/database";
import { badRequest } from "../lib/errors";
import { claimDocuments } from "./document-media";
import { sanitizeHtml } from "./sanitize";

/** The details' currency (active) and category exist, and a medical campaign's disease is one. */
export async function checkDetails(q: Q, body: CampaignDetailsPayloadOutput) {
  const [currency, category] = await Promise.all([
    q
      .selectFrom("currencies")
      .select(["id", "payout_currency_id"])
      .where("id", "=", body.currency)
      .where("active", "=", true)
      .executeTakeFirst(),
    q.selectFrom("categories").select("id").where("id", "=", body.category).executeTakeFirst(),
  ]);
  if (!currency) throw badRequest({ currency: CAMPAIGN_MESSAGE.currency });
  if (!category) throw badRequest({ category: CAMPAIGN_MESSAGE.category });
  // A medical campaign may name its disease: a category of type disease (the disease pages).
  if (body.type === "medical" && body.disease) {
    const disease = await q
      .selectFrom("categories")
      .select("id")
      .where("id", "=", body.disease)
      .where("type", "=", "disease")
      .executeTakeFirst();
    if (!disease) throw badRequest({ disease: CAMPAIGN_MESSAGE.disease });
  }
  return currency;
}

/** The disease stored with the details: a medical campaign's, none for another. */
export const diseaseOf = (body: CampaignDetailsPayloadOutput) =>
  body.type === "medical" ? (body.disease ?? null) : null;

/** The story as stored: sanitised, and refused when sanitising left no text or image. */
export function storyOf(html: string): string {
  const story = sanitizeHtml(html);
  if (!hasCampaignContent(story)) throw badRequest({ content: CAMPAIGN_MESSAGE.content });
  return story;
}

/** The beneficiary as stored (the target campaign by its id). */
export function beneficentValue(b: BeneficentPayloadOutput) {
  return {
    name: b.name,
    business_name: b.business_name ?? null,
    other: b.other
      ? {
          name: b.other.name,
          other_type: b.other.other_type,
          relation: b.other.relation ?? null,
          receiver: b.other.receiver ?? null,
          receiver_type: b.other.receiver_type ?? null,
          target_campaign_id: b.other.target_campaign?.id ?? null,
        }
      : null,
  };
}

/**
 * The user's own uploads. Images shown to everyone (`use` "public") are never private documents:
 * their paths are not signed, so a document attached as an image would show broken to everyone.
 * Documents (`use` "document") are private from now on, pictures too (claimDocuments).
 */
export async function ownMediaIds(
  q: Q,
  userId: number,
  ids: number[],
  field: string,
  use: "public" | "document",
) {
  if (!ids.length) return;
  if (use === "document") {
    if (!(await claimDocuments(q, userId, ids)))
      throw badRequest({ [field]: "validation.media_not_found" });
    return;
  }
  const rows = await q
    .selectFrom("media")
    .select(["id", "owner_id", "private"])
    .where("id", "in", ids)
    .execute();
  const okIds = new Set(
    rows
      .filter((r) => r.owner_id === null || r.owner_id === userId)
      .filter((r) => !r.private)
      .map((r) => r.id),
  );
  if (ids.some((id) => !okIds.has(id))) throw badRequest({ [field]: "validation.media_not_found" });
}
