import {
  beneficentPayloadSchema,
  campaignCreatePayloadSchema,
  campaignDetailsPayloadSchema,
  campaignDocumentsPayloadSchema,
  campaignImagesPayloadSchema,
} from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import { ownedCampaign } from "../../http/ownership";
import { jsonBody, pathId, requireAuth, viewerId } from "../../http/request";
import { badRequest } from "../../lib/errors";
import { parse } from "../../lib/validate";
import {
  campaignDocuments,
  createCampaign,
  setDocuments,
  updateBeneficent,
  updateDetails,
  updateImages,
} from "../../services/campaign-editing";
import { checkDetails, ownMediaIds, storyOf } from "../../services/campaign-rules";
import { campaignById, presentCampaign } from "../../services/campaigns";

/** A campaign's creation and its owner's (or staff's) edits. */
export function campaignEditingRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.post("/api/v2/campaign", async (c) => {
    const { user } = requireAuth(c);
    const body = parse(campaignCreatePayloadSchema, await jsonBody(c));
    const currency = await checkDetails(db, body);
    const content = storyOf(body.content);
    await ownMediaIds(db, user.id, body.image_ids, "image_ids", "public");
    await ownMediaIds(
      db,
      user.id,
      body.documents.map((d) => d.id),
      "documents",
      "document",
    );
    if (body.in_favour_of && !(await campaignById(db, body.in_favour_of)))
      throw badRequest({ in_favour_of: "validation.invalid" });
    const row = await createCampaign(db, user.id, body, currency.payout_currency_id, content);
    return c.json({ response: await presentCampaign(db, row, user.id) }, 201);
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/details", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(campaignDetailsPayloadSchema, await jsonBody(c));
    const currency = await checkDetails(db, body);
    const content = storyOf(body.content);
    const updated = await updateDetails(
      db,
      campaign.id,
      body,
      currency.payout_currency_id,
      content,
    );
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/beneficent", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(beneficentPayloadSchema, await jsonBody(c));
    const updated = await updateBeneficent(db, campaign.id, body);
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.get("/api/v2/campaign/:id{[0-9]+}/documents", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    return c.json({ response: { documents: await campaignDocuments(db, campaign) } });
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/documents", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(campaignDocumentsPayloadSchema, await jsonBody(c));
    await ownMediaIds(
      db,
      requireAuth(c).user.id,
      body.documents.map((d) => d.id),
      "documents",
      "document",
    );
    const updated = await setDocuments(db, campaign.id, body.documents);
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/images", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const body = parse(campaignImagesPayloadSchema, await jsonBody(c));
    await ownMediaIds(db, requireAuth(c).user.id, body.image_ids, "image_ids", "public");
    const updated = await updateImages(db, campaign, body);
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });
}
