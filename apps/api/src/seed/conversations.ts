// The demo conversations, some messages not read yet.
import type { DemoUsers } from "./users";
import type { World } from "./world";

export async function seedConversations(w: World, users: DemoUsers) {
  const { trx } = w;
  const { maria, lucia, anna, zdrowie } = users;
  const say = async (from: number, to: number, text: string, minutesAgo: number, readed = true) =>
    trx
      .insertInto("messages")
      .values({
        sender_id: from,
        receiver_id: to,
        message: text,
        readed,
        seen: readed,
        created_at: new Date(Date.now() - minutesAgo * 60_000),
      })
      .execute();
  await say(lucia, maria, "¡Hola Maria! ¿Cómo va la rehabilitación?", 300);
  await say(maria, lucia, "Much better, thank you! He walked 20 metres today.", 280);
  await say(lucia, maria, "We are organising a run for him 🏃‍♀️", 30, false);
  await say(anna, maria, "Can I send you a wheelchair we no longer need?", 90, false);
  await say(zdrowie, lucia, "Would the library like our book donation?", 1500);
  await say(lucia, zdrowie, "Yes please!", 1400);
}
