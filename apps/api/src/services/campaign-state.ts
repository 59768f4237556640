// A campaign's state and its followers: follow and unfollow, staff's verification, activation,
// success and deletion (the owner notified of each), and a share counted on its day.
import type { campaignStatePayloadSchema } from "@causeway/rules";
import { sql } from "kysely";
import type { z } from "zod";
import type { Deps } from "../context";
import type { Q } from "../db/database";
import type { CampaignRow } from "../db/schema";
import { notify } from "./notify";
import { followersGroup, joinGroup, leaveGroup } from "./notify-groups";
import { addShareOfDay } from "./visits";

/** Whether `userId` follows the campaign, and how many do. */
export async function followState(db: Q, campaignId: number, userId: number) {
  const [mine, count] = await Promise.all([
    db
      .selectFrom("follows")
      .select("user_id")
      .where("campaign_id", "=", campaignId)
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("follows")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow(),
  ]);
  return { is_followed: !!mine, followers_count: count.n };
}

/**
 * Follows the campaign, or unfollows it if followed. The owner hears of it at once
 * (`receive-user-follower`, 001 §4): a new follower joins the campaign's followers notification
 * (notify-groups.ts), whose id the event carries; an unfollow leaves it (`notificationID` null
 * when no notification changed: the owner's own follow, a follow already told).
 */
export async function toggleFollow(deps: Deps, campaign: CampaignRow, userId: number) {
  const { db } = deps;
  const id = campaign.id;
  const removed = await db
    .deleteFrom("follows")
    .where("campaign_id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  let added = false;
  if (!removed.numDeletedRows) {
    const inserted = await db
      .insertInto("follows")
      .values({ campaign_id: id, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const group = followersGroup(campaign);
  const notification = added
    ? await joinGroup(db, group, userId)
    : removed.numDeletedRows
      ? await leaveGroup(db, group, userId)
      : null;
  const state = await followState(db, id, userId);
  deps.realtime.toUser(campaign.created_by, "receive-user-follower", {
    followerID: userId,
    isFollowing: state.is_followed,
    notificationID: added ? (notification?.notificationId ?? null) : null,
  });
  return state;
}

/** Staff's verification; the owner is notified the first time. */
export async function verifyCampaign(deps: Deps, campaign: CampaignRow) {
  const { db } = deps;
  const updated = await db
    .updateTable("campaigns")
    .set({ verified: true })
    .where("id", "=", campaign.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!campaign.verified) {
    const emit = await notify(db, campaign.created_by, "CAMPAIGN_VERIFIED", {
      campaign_name: campaign.name,
      slug: campaign.slug,
    });
    emit(deps.realtime);
  }
  return updated;
}

/** Activation and success as `body` sets them; the owner is notified of each change. */
export async function setCampaignState(
  deps: Deps,
  campaign: CampaignRow,
  body: z.output<typeof campaignStatePayloadSchema>,
) {
  const { db } = deps;
  const updated = await db
    .updateTable("campaigns")
    .set(body)
    .where("id", "=", campaign.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const data = { campaign_name: campaign.name, slug: campaign.slug };
  const emits = [];
  if (body.active !== undefined && body.active !== campaign.active)
    emits.push(
      await notify(
        db,
        campaign.created_by,
        body.active ? "CAMPAIGN_ACTIVATED" : "CAMPAIGN_DEACTIVATED",
        data,
      ),
    );
  if (body.successful && !campaign.successful)
    emits.push(await notify(db, campaign.created_by, "CAMPAIGN_SUCCEEDED", data));
  for (const emit of emits) emit(deps.realtime);
  return updated;
}

/** Deleted (kept, inactive); the owner is notified. */
export async function deleteCampaign(deps: Deps, campaign: CampaignRow) {
  const { db } = deps;
  await db
    .updateTable("campaigns")
    .set({ deleted: true, active: false })
    .where("id", "=", campaign.id)
    .execute();
  const emit = await notify(db, campaign.created_by, "CAMPAIGN_DELETED", {
    campaign_name: campaign.name,
    slug: campaign.slug,
  });
  emit(deps.realtime);
}

/** One more share of campaign `id`, counted on today's row too; false for no such campaign. */
export async function addShare(deps: Deps, id: number): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable("campaigns")
      .set((eb) => ({ share_count: eb("share_count", "+", 1) }))
      .where("id", "=", id)
      .where("deleted", "=", false)
      .executeTakeFirst();
    if (!res.numUpdatedRows) return false;
    // The owner's metrics count it on its day (campaign_daily_stats).
    await addShareOfDay(trx, id, deps.visits.day());
    return true;
  });
}
