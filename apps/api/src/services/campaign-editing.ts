// A campaign's creation and its owner's edits: details, beneficiary, documents, images and video.
import type {
  BeneficentPayloadOutput,
  CampaignDetailsPayloadOutput,
  campaignCreatePayloadSchema,
  campaignImagesPayloadSchema,
} from "@causeway/rules";
import { slugify } from "@causeway/rules";
import type { z } from "zod";
import type { Db, Q } from "../db/database";
import type { CampaignRow } from "../db/schema";
import { randomToken } from "../lib/security";
import { beneficentValue, diseaseOf } from "./campaign-rules";
import { presentedMediaPath } from "./private-media";

/** The campaign's images in this order, `mainId` (else the first) its main one. */
export async function setImages(q: Q, campaignId: number, ids: number[], mainId?: number) {
  await q.deleteFrom("campaign_images").where("campaign_id", "=", campaignId).execute();
  if (!ids.length) return;
  const main = mainId && ids.includes(mainId) ? mainId : ids[0];
  await q
    .insertInto("campaign_images")
    .values(
      ids.map((id, i) => ({
        campaign_id: campaignId,
        media_id: id,
        main: id === main,
        position: i,
      })),
    )
    .execute();
}

/** A new campaign of `userId`'s with its images, in one transaction. */
export async function createCampaign(
  db: Db,
  userId: number,
  body: z.output<typeof campaignCreatePayloadSchema>,
  payoutCurrencyId: number,
  content: string,
): Promise<CampaignRow> {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("campaigns")
      .values({
        name: body.name,
        slug: `${slugify(body.name)}-${randomToken(3)}`,
        content,
        total_amount: body.total_amount,
        currency_id: body.currency,
        payout_currency_id: payoutCurrencyId,
        created_by: userId,
        type: body.type,
        category_id: body.category,
        disease_id: diseaseOf(body),
        urgent: body.urgent,
        beneficent_type: body.beneficent.beneficent_type,
        beneficent: JSON.stringify(beneficentValue(body.beneficent)),
        video: body.video ?? null,
        documents: JSON.stringify(body.documents),
        in_favour_of: body.in_favour_of ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await setImages(trx, created.id, body.image_ids);
    return created;
  });
}

/** The campaign's details (checked by checkDetails, the story by storyOf). */
export async function updateDetails(
  db: Q,
  campaignId: number,
  body: CampaignDetailsPayloadOutput,
  payoutCurrencyId: number,
  content: string,
) {
  return db
    .updateTable("campaigns")
    .set({
      name: body.name,
      content,
      total_amount: body.total_amount,
      currency_id: body.currency,
      payout_currency_id: payoutCurrencyId,
      type: body.type,
      category_id: body.category,
      disease_id: diseaseOf(body),
      urgent: body.urgent,
    })
    .where("id", "=", campaignId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The campaign's beneficiary. */
export async function updateBeneficent(db: Q, campaignId: number, body: BeneficentPayloadOutput) {
  return db
    .updateTable("campaigns")
    .set({
      beneficent_type: body.beneficent_type,
      beneficent: JSON.stringify(beneficentValue(body)),
    })
    .where("id", "=", campaignId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The campaign's documents that still exist, each with its (signed, if private) path. */
export async function campaignDocuments(db: Q, campaign: CampaignRow) {
  const refs = campaign.documents ?? [];
  const media = refs.length
    ? await db
        .selectFrom("media")
        .select(["id", "name", "storage_key", "private"])
        .where(
          "id",
          "in",
          refs.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(media.map((m) => [m.id, m]));
  const documents = refs.flatMap((ref) => {
    const m = byId.get(ref.id);
    return m
      ? [
          {
            id: m.id,
            type: ref.type === "image" ? ("image" as const) : ("file" as const),
            path: presentedMediaPath(m),
            name: m.name,
          },
        ]
      : [];
  });
  return documents;
}

/** The campaign's documents (checked by ownMediaIds). */
export async function setDocuments(db: Q, campaignId: number, documents: unknown) {
  return db
    .updateTable("campaigns")
    .set({ documents: JSON.stringify(documents) })
    .where("id", "=", campaignId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The campaign's images, and its video link when `video` is given, in one transaction. */
export async function updateImages(
  db: Db,
  campaign: CampaignRow,
  body: z.output<typeof campaignImagesPayloadSchema>,
): Promise<CampaignRow> {
  return db.transaction().execute(async (trx) => {
    await setImages(trx, campaign.id, body.image_ids, body.main_image_id);
    // Without a `video` field the link stays as it was (an empty SET is no SQL).
    if (body.video === undefined) return campaign;
    return trx
      .updateTable("campaigns")
      .set({ video: body.video })
      .where("id", "=", campaign.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
