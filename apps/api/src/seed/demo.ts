// The demo world, one part of it a file: users, campaigns, follows, donations, bank accounts,
// withdrawals, posts, conversations and notifications, made in this order in one transaction
// (the ids and the uploads' names follow from the order).
import type { Deps } from "../context";
import { hashPassword } from "../lib/security";
import { seedBankAccounts } from "./bank-accounts";
import { seedCampaigns } from "./campaigns";
import { seedConversations } from "./conversations";
import { seedDonations } from "./donations";
import { seedFollows } from "./follows";
import { seedNotifications } from "./notifications";
import { seedPosts } from "./posts";
import { seedUsers } from "./users";
import { seedWithdrawals } from "./withdrawals";
import { mediaMakers } from "./world";

/** Every demo account logs in with this password (apps/api/README.md lists them). */
export const DEMO_PASSWORD = "causeway-demo";

export async function seedDemo(deps: Deps): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const media = mediaMakers(deps);
  await deps.db.transaction().execute(async (trx) => {
    const w = { deps, trx, passwordHash, ...media };
    const users = await seedUsers(w);
    const campaigns = await seedCampaigns(w, users);
    await seedFollows(w, users, campaigns);
    const donate = await seedDonations(w, users, campaigns);
    const accounts = await seedBankAccounts(w, users, campaigns);
    const withdrawals = await seedWithdrawals(w, users, campaigns, accounts, donate);
    await seedPosts(w, users, campaigns);
    await seedConversations(w, users);
    await seedNotifications(w, users, campaigns, { ...withdrawals, ...accounts });
  });
  deps.log.info("seed: demo world created", { password: DEMO_PASSWORD });
}
