import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../../context";
import { ownedCampaign } from "../../http/ownership";
import { pathId } from "../../http/request";
import { parse } from "../../lib/validate";
import { rangeMetrics, sessionPoints } from "../../services/campaign-metrics";
import { campaignTasks } from "../../services/campaign-tasks";

const zRange = z
  .object({ from: z.coerce.number().int().min(0), to: z.coerce.number().int().min(0) })
  .refine((r) => r.to >= r.from, { message: "validation.range", path: ["to"] });

/** The owner's dashboard: the campaign's tasks and its metrics. */
export function campaignDashboardRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/campaign/:id{[0-9]+}/task", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    // The same list the new-tasks notification reads (services/campaign-tasks.ts).
    const tasks = (await campaignTasks(db, [campaign.id])).get(campaign.id) ?? [];
    return c.json({ response: { tasks } });
  });

  app.get("/api/v2/campaign/:id{[0-9]+}/metric/session", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const query = parse(
      zRange.and(
        z.object({
          type: z.enum(["visits", "unique_visits", "shares", "donations"]),
          format: z.enum(["day", "week", "month"]).default("day"),
        }),
      ),
      c.req.query(),
    );
    const points = await sessionPoints(deps, campaign.id, query);
    return c.json({ response: { type: query.type, format: query.format, points } });
  });

  app.get("/api/v2/campaign/:id{[0-9]+}/metrics", async (c) => {
    const campaign = await ownedCampaign(c, deps, pathId(c, "id"), { admin: true });
    const query = parse(zRange.and(z.object({ type: z.literal("date-range") })), c.req.query());
    return c.json({ response: await rangeMetrics(deps, campaign, query) });
  });
}
