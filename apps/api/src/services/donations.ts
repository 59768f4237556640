import type { Q } from "../db/database";
import type { DonationRow } from "../db/schema";
import { currencies, currencyRef, mediaPaths, unix } from "./present";

export async function presentDonations(q: Q, rows: DonationRow[], publicUrl: string) {
  if (!rows.length) return [];
  const cur = await currencies(q);
  const userIds = rows.map((r) => r.donor_user_id).filter((x): x is number => !!x);
  const users = userIds.length
    ? await q
        .selectFrom("users")
        .select(["id", "name", "username", "avatar_media_id"])
        .where("id", "in", userIds)
        .execute()
    : [];
  const media = await mediaPaths(
    q,
    users.map((u) => u.avatar_media_id),
  );
  const userMap = new Map(users.map((u) => [u.id, u]));
  const campaigns = await q
    .selectFrom("campaigns")
    .select(["id", "name", "slug"])
    .where("id", "in", [...new Set(rows.map((r) => r.campaign_id))])
    .execute();
  const campaignMap = new Map(campaigns.map((c) => [c.id, c]));
  return rows.map((r) => {
    const u = r.donor_user_id ? userMap.get(r.donor_user_id) : undefined;
    const avatar = u?.avatar_media_id ? media.get(u.avatar_media_id) : undefined;
    const campaign = campaignMap.get(r.campaign_id);
    let donator: {
      id: number | null;
      name: string;
      username: string | null;
      avatar: { square: { path: string } } | null;
    } | null = null;
    if (!r.is_anon) {
      if (r.donator_type === "USER" && u)
        donator = {
          id: u.id,
          name: u.name || u.username,
          username: u.username,
          avatar: avatar ? { square: { path: avatar.path } } : null,
        };
      else donator = { id: null, name: r.donator_name ?? "", username: null, avatar: null };
    }
    return {
      id: r.id,
      donator_type: r.donator_type,
      donator,
      is_anon: r.is_anon,
      payment_status: r.payment_status,
      payment_id: r.payment_id,
      payment_method: r.payment_method,
      date_modified: unix(r.updated_at),
      initiatedAmount: r.initiated_amount,
      initiatedTip: r.initiated_tip,
      initiatedCurrency: currencyRef(cur, r.initiated_currency_id),
      amount: r.amount,
      tip: r.tip,
      currency: currencyRef(cur, r.currency_id),
      certificate:
        r.payment_status === "PROCESSED"
          ? `${publicUrl}/api/v2/donation/${r.id}/certificate.pdf`
          : null,
      thank_you: r.thank_you,
      campaign: { id: r.campaign_id, name: campaign?.name ?? "", url: campaign?.slug ?? "" },
    };
  });
}
