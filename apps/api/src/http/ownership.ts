// Ownership checks route files share: a campaign the caller owns, an image upload of the user's.
import type { Deps } from "../context";
import { isAdmin } from "../context";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { campaignById } from "../services/campaigns";
import { ownWithdrawal } from "../services/withdrawals-checks";
import { type Ctx, requireAuth } from "./request";

/** The campaign, if the caller owns it (or is an admin when `admin` is allowed). */
export async function ownedCampaign(
  c: Ctx,
  deps: Deps,
  id: number,
  opts: { admin?: boolean } = {},
) {
  const { user } = requireAuth(c);
  const campaign = await campaignById(deps.db, id);
  if (!campaign) throw notFound();
  if (campaign.created_by !== user.id && !(opts.admin && isAdmin(user))) throw forbidden();
  return campaign;
}

/** A media id must name an upload of this user. */
/** An image of the user's to show to everyone (logo, avatar, cover): never a private document. */
export async function assertOwnMedia(deps: Deps, userId: number, mediaId: number, field: string) {
  const media = await deps.db
    .selectFrom("media")
    .select(["id", "owner_id", "private"])
    .where("id", "=", mediaId)
    .executeTakeFirst();
  if (!media || media.private || (media.owner_id !== null && media.owner_id !== userId))
    throw badRequest({ [field]: "validation.media_not_found" });
}

/** The withdrawal (of campaign `campaignId` when given), if the caller owns its campaign or is staff. */
export async function ownedWithdrawal(
  c: Ctx,
  deps: Deps,
  id: number,
  opts: { campaignId?: number } = {},
) {
  const { user } = requireAuth(c);
  return ownWithdrawal(deps.db, user, id, opts);
}
