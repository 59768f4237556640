import type { Deps } from "../context";
import { type NotificationType, notify } from "./notify";

// What the scheduled notifications share: the campaigns they are about, and sending one once.

export interface LiveCampaign {
  id: number;
  name: string;
  slug: string;
  created_by: number;
  currency_id: number;
}

/** Campaigns still collecting (not deleted, active, not finished) that existed before `before`. */
export function liveCampaigns(deps: Deps, before: Date): Promise<LiveCampaign[]> {
  return deps.db
    .selectFrom("campaigns")
    .select(["id", "name", "slug", "created_by", "currency_id"])
    .where("deleted", "=", false)
    .where("active", "=", true)
    .where("finished", "=", false)
    .where("created_at", "<", before)
    .orderBy("id")
    .execute();
}

/**
 * Notifies the campaign's owner once for (job, campaign, period): the record and the notification
 * are written together, and the real-time event goes out after they are committed.
 */
export async function notifyOnce(
  deps: Deps,
  job: string,
  period: string,
  campaign: LiveCampaign,
  type: NotificationType,
  data: Record<string, unknown>,
): Promise<boolean> {
  const emit = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("scheduled_notifications")
      .values({ job, campaign_id: campaign.id, period })
      .onConflict((oc) => oc.doNothing())
      .returning("job")
      .executeTakeFirst();
    if (!claimed) return null;
    const sent = await notify(trx, campaign.created_by, type, {
      campaign_id: campaign.id,
      campaign_name: campaign.name,
      slug: campaign.slug,
      ...data,
    });
    await trx
      .updateTable("scheduled_notifications")
      .set({ notification_id: sent.notificationId })
      .where("job", "=", job)
      .where("campaign_id", "=", campaign.id)
      .where("period", "=", period)
      .execute();
    return sent;
  });
  if (!emit) return false;
  emit(deps.realtime);
  return true;
}
