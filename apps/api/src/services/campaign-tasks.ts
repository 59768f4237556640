import { sql } from "kysely";
import type { Q } from "../db/database";

/**
 * A campaign's tasks (the dashboard's task list, GET /api/v2/campaign/{id}/task, and the new-tasks
 * notification): each done or still to do, in this order. The keys are dictionary keys.
 */
export const CAMPAIGN_TASKS = [
  { id: 1, key: "campaign.task.add_image" },
  { id: 2, key: "campaign.task.add_video" },
  { id: 3, key: "campaign.task.add_documents" },
  { id: 4, key: "campaign.task.first_update" },
  { id: 5, key: "campaign.task.share" },
  { id: 6, key: "campaign.task.first_donation" },
] as const;

export interface CampaignTask {
  id: number;
  key: string;
  done: boolean;
}

/** The tasks of each campaign, in one statement for all of them. */
export async function campaignTasks(
  db: Q,
  campaignIds: readonly number[],
): Promise<Map<number, CampaignTask[]>> {
  const tasks = new Map<number, CampaignTask[]>();
  if (campaignIds.length === 0) return tasks;
  const rows = await db
    .selectFrom("campaigns as c")
    .select([
      "c.id",
      sql<boolean>`exists (select 1 from campaign_images ci where ci.campaign_id = c.id)`.as(
        "image",
      ),
      sql<boolean>`coalesce(c.video, '') <> ''`.as("video"),
      sql<boolean>`jsonb_array_length(c.documents) > 0`.as("documents"),
      sql<boolean>`exists (select 1 from posts p where p.campaign_id = c.id and not p.deleted)`.as(
        "update",
      ),
      sql<boolean>`c.share_count > 0`.as("share"),
      sql<boolean>`exists (select 1 from donations d where d.campaign_id = c.id)`.as("donation"),
    ])
    .where("c.id", "in", [...campaignIds])
    .execute();
  for (const row of rows) {
    const done = [row.image, row.video, row.documents, row.update, row.share, row.donation];
    tasks.set(
      row.id,
      CAMPAIGN_TASKS.map((task, index) => ({ ...task, done: done[index] === true })),
    );
  }
  return tasks;
}
