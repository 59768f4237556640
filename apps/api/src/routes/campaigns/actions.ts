import { campaignStatePayloadSchema } from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import { ownedCampaign } from "../../http/ownership";
import { storeReport } from "../../http/report";
import { jsonBody, ok, pathId, requireAdmin, requireAuth, viewerId } from "../../http/request";
import { notFound } from "../../lib/errors";
import { parse } from "../../lib/validate";
import {
  addShare,
  deleteCampaign,
  followState,
  setCampaignState,
  toggleFollow,
  verifyCampaign,
} from "../../services/campaign-state";
import { campaignById, presentCampaign } from "../../services/campaigns";

/** Following a campaign, staff's verification, its state and deletion, reports and shares. */
export function campaignActionRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/campaign/:id{[0-9]+}/follow", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "id");
    if (!(await campaignById(db, id))) throw notFound();
    return c.json({ response: await followState(db, id, user.id) });
  });

  app.post("/api/v2/campaign/:id{[0-9]+}/follow", async (c) => {
    const { user } = requireAuth(c);
    const id = pathId(c, "id");
    const campaign = await campaignById(db, id);
    if (!campaign) throw notFound();
    return c.json({ response: await toggleFollow(deps, campaign, user.id) });
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/verify", async (c) => {
    requireAdmin(c);
    const id = pathId(c, "id");
    const campaign = await campaignById(db, id);
    if (!campaign) throw notFound();
    const updated = await verifyCampaign(deps, campaign);
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.put("/api/v2/campaign/:id{[0-9]+}", async (c) => {
    const id = pathId(c, "id");
    const campaign = await ownedCampaign(c, deps, id, { admin: true });
    const body = parse(campaignStatePayloadSchema, await jsonBody(c));
    const updated = await setCampaignState(deps, campaign, body);
    return c.json({ response: await presentCampaign(db, updated, viewerId(c)) });
  });

  app.delete("/api/v2/campaign/:id{[0-9]+}", async (c) => {
    const id = pathId(c, "id");
    const campaign = await ownedCampaign(c, deps, id, { admin: true });
    await deleteCampaign(deps, campaign);
    return c.json(ok);
  });

  app.post("/api/v2/campaign/:id{[0-9]+}/report", async (c) => {
    const campaign = await campaignById(db, pathId(c, "id"));
    if (!campaign) throw notFound();
    await storeReport(c, deps, "campaign", { id: campaign.id, ownerId: campaign.created_by });
    return c.json(ok);
  });

  app.put("/api/v2/campaign/:id{[0-9]+}/add-share-count", async (c) => {
    if (!(await addShare(deps, pathId(c, "id")))) throw notFound();
    return c.json(ok);
  });
}
