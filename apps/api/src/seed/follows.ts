// Who follows which demo campaign.
import type { DemoCampaigns } from "./campaigns";
import type { DemoUsers } from "./users";
import { ago, type World } from "./world";

export async function seedFollows(w: World, users: DemoUsers, campaigns: DemoCampaigns) {
  const { trx } = w;
  const { maria, lucia, anna, ion, peter, zdrowie } = users;
  const { mariaWalk, library, kids, trees, heart, inFavour } = campaigns;
  const follows: [number, number][] = [
    [lucia, mariaWalk.id],
    [anna, mariaWalk.id],
    [ion, mariaWalk.id],
    [peter, mariaWalk.id],
    [zdrowie, mariaWalk.id],
    [maria, library.id],
    [anna, library.id],
    [maria, kids.id],
    [lucia, kids.id],
    [maria, trees.id],
    [maria, heart.id],
    [anna, heart.id],
    [maria, inFavour.id],
  ];
  for (const [u, c] of follows)
    await trx
      .insertInto("follows")
      .values({ user_id: u, campaign_id: c, created_at: ago(10) })
      .execute();
}
