// The demo posts (on campaigns and on their own, with images, one anonymous), comments and a
// reply, karma and bookmarks.
import { randomToken } from "../lib/security";
import type { DemoCampaigns } from "./campaigns";
import type { PictureName } from "./pictures";
import type { DemoUsers } from "./users";
import { ago, type World } from "./world";

export async function seedPosts(w: World, users: DemoUsers, campaigns: DemoCampaigns) {
  const { trx, image } = w;
  const { maria, lucia, anna, ion, peter, zdrowie, greenco } = users;
  const { mariaWalk, library, kids, trees, heart, football, vaccine } = campaigns;
  const post = async (
    author: number,
    campaignId: number | null,
    title: string | null,
    text: string,
    days: number,
    pictures: PictureName[] = [],
    anonymous = false,
  ) => {
    const imageIds: number[] = [];
    for (const picture of pictures) imageIds.push(await image(trx, author, picture));
    const row = await trx
      .insertInto("posts")
      .values({
        slug: `${
          (title ?? text)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, "")
            .slice(0, 40) || "post"
        }-${randomToken(2)}`,
        user_id: author,
        campaign_id: campaignId,
        title,
        content: `<p>${text}</p>`,
        raw_content: text,
        is_anonymous: anonymous,
        image_ids: imageIds,
        created_at: ago(days),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const p1 = await post(
    maria,
    mariaWalk.id,
    "First week of rehabilitation",
    "Thank you all! He took his first steps with the walker today.",
    6,
    ["help-maria-walk-again-1", "help-maria-walk-again-2"],
  );
  const p2 = await post(
    maria,
    mariaWalk.id,
    null,
    "We paid the first month of therapy. Invoices are in the dashboard.",
    20,
    ["help-maria-walk-again-3"],
  );
  const p3 = await post(
    lucia,
    library.id,
    "300 books on the shelves",
    "¡Ya tenemos 300 libros en las estanterías!",
    4,
    ["nueva-biblioteca-tarifa-2"],
  );
  const p4 = await post(
    zdrowie,
    kids.id,
    "Nowy sprzęt",
    "Kupiliśmy nową pompę infuzyjną dla oddziału.",
    12,
    ["leczenie-dzieci-krakow-1"],
  );
  const p5 = await post(greenco, trees.id, null, "The first 500 trees are in the ground.", 3, [
    "trees-for-budapest-2",
    "trees-for-budapest-1",
  ]);
  const p6 = await post(
    ion,
    heart.id,
    "Surgery date set",
    "Andrei's surgery is scheduled for March.",
    1,
  );
  await post(
    anna,
    football.id,
    "We did it!",
    "The team played its first match in the new kit.",
    50,
    ["lodz-youth-football-1"],
  );
  await post(lucia, null, null, "Running 42 km for Maria's son this Sunday.", 2);
  await post(peter, vaccine.id, null, "Ten concentrators delivered.", 8, [
    "oxygen-rural-clinics-1",
  ]);
  await post(anna, null, null, "A donor who prefers to stay anonymous says hello.", 9, [], true);
  for (const [postId, who, text, days] of [
    [p1, lucia, "¡Qué alegría, Maria!", 5],
    [p1, anna, "Trzymamy kciuki!", 5],
    [p3, maria, "Браво!", 3],
    [p6, maria, "Ще се молим за него.", 1],
  ] as [number, number, string, number][]) {
    const c = await trx
      .insertInto("post_comments")
      .values({ post_id: postId, user_id: who, content: text, created_at: ago(days) })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (postId === p1 && who === lucia)
      await trx
        .insertInto("post_comments")
        .values({
          post_id: p1,
          user_id: maria,
          parent_id: c.id,
          content: "Gracias, Lucía!",
          created_at: ago(4),
        })
        .execute();
  }
  for (const [postId, who] of [
    [p1, lucia],
    [p1, anna],
    [p1, ion],
    [p1, peter],
    [p2, lucia],
    [p3, maria],
    [p3, anna],
    [p4, maria],
    [p5, maria],
    [p6, lucia],
  ] as [number, number][]) {
    await trx.insertInto("post_karma").values({ post_id: postId, user_id: who }).execute();
  }
  for (const [postId, who] of [
    [p3, maria],
    [p4, maria],
    [p1, lucia],
  ] as [number, number][]) {
    await trx.insertInto("post_bookmarks").values({ post_id: postId, user_id: who }).execute();
  }
}
