// The staff console's lists on their own (routes/admin.ts is tested through HTTP in
// test/admin.test.ts and the contract tests): filters, order, paging and totals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import type { BankAccountState, WithdrawState } from "../db/schema";
import {
  bankAccountQueue,
  likeText,
  userLookup,
  verificationQueue,
  withdrawalQueue,
} from "./staff-lists";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const all = { offset: 0, limit: 50 };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const ids = (page: { rows: { id: number }[] }) => page.rows.map((r) => r.id);

describe("the staff console's lists", () => {
  it("queues campaigns by verification, newest first, a name filter's % read as text", async () => {
    const db = t.deps.db;
    expect(likeText("50%_a\\")).toBe("%50\\%\\_a\\\\%");
    const owner = await t.signup("staff-q");
    const older = await t.campaign(owner.id, { name: "Queue 100% older", verified: false });
    const newer = await t.campaign(owner.id, { name: "Queue 100% newer", verified: false });
    await t.campaign(owner.id, { name: "Queue 1000 other", verified: false });
    const done = await t.campaign(owner.id, { name: "Queue 100% verified", verified: false });
    await db
      .updateTable("campaigns")
      .set({ created_at: minutesAgo(60) })
      .where("id", "=", older.id)
      .execute();
    await db.updateTable("campaigns").set({ verified: true }).where("id", "=", done.id).execute();
    const waiting = { verified: false, name: " 100% " };
    expect(ids(await verificationQueue(db, waiting, all))).toEqual([newer.id, older.id]);
    expect(await verificationQueue(db, waiting, { offset: 1, limit: 1 })).toMatchObject({
      rows: [{ id: older.id }],
      total: 2,
    });
    // Past the end: no rows, the total counted on its own.
    expect(await verificationQueue(db, waiting, { offset: 5, limit: 1 })).toEqual({
      rows: [],
      total: 2,
    });
    const verified = await verificationQueue(db, { verified: true, name: "100%" }, all);
    expect(ids(verified)).toEqual([done.id]);
  });

  it("lists live bank accounts and withdrawals by state, the longest waiting first", async () => {
    const db = t.deps.db;
    const owner = await t.signup("staff-b");
    const campaigns = [await t.campaign(owner.id), await t.campaign(owner.id)];
    const [live, gone] = campaigns.map((c) => c.id) as [number, number];
    await db.updateTable("campaigns").set({ deleted: true }).where("id", "=", gone).execute();
    const account = async (state: BankAccountState, age: number, deleted = false) =>
      (
        await db
          .insertInto("bank_accounts")
          .values({
            // One live account a campaign.
            campaign_id: (await t.campaign(owner.id)).id,
            state,
            deleted,
            iban: "BG80BNBG96611020345678",
            holder_name: "H",
            bic: "BNBGBGSD",
            bank: "B",
            country: "BG",
            currency_id: 1,
            documents: JSON.stringify([]),
            created_at: minutesAgo(age),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const recent = await account("PENDING", 1);
    const oldest = await account("PENDING", 10);
    await account("PENDING", 20, true);
    const refused = await account("REFUSED", 5);
    expect(ids(await bankAccountQueue(db, "PENDING", all))).toEqual([oldest, recent]);
    expect(ids(await bankAccountQueue(db, "REFUSED", all))).toEqual([refused]);
    const withdrawal = async (state: WithdrawState, age: number, campaign = live) =>
      (
        await db
          .insertInto("withdrawals")
          .values({
            campaign_id: campaign,
            kind: "personal",
            amount: 100,
            tax: 0,
            total: 100,
            currency_id: 1,
            state,
            invoices: JSON.stringify([]),
            provider: null,
            created_by: owner.id,
            created_at: minutesAgo(age),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const pending = await withdrawal("PENDING", 1);
    const documents = await withdrawal("WAITING_DOCUMENTS", 10);
    await withdrawal("PENDING", 20, gone);
    const paid = await withdrawal("PAYED", 3);
    const queue = await withdrawalQueue(db, "PENDING", all);
    expect(ids(queue)).toEqual([documents, pending]);
    expect(queue.total).toBe(2);
    expect(ids(await withdrawalQueue(db, "WAITING_DOCUMENTS", all))).toEqual([documents]);
    expect(ids(await withdrawalQueue(db, "PAYED", all))).toEqual([paid]);
  });

  it("looks members up by id, username, name or e-mail, an exact match first", async () => {
    const db = t.deps.db;
    const exact = await t.signup("lookup");
    const fan = await t.signup("fan");
    const byName = await t.signup("someone");
    await db
      .updateTable("users")
      .set({ name: `Fan of ${exact.username}` })
      .where("id", "=", fan.id)
      .execute();
    await db
      .updateTable("users")
      .set({ name: "Lookup Person" })
      .where("id", "=", byName.id)
      .execute();
    await db
      .updateTable("users")
      .set({ created_at: minutesAgo(60) })
      .where("id", "=", exact.id)
      .execute();
    // The newer member matches by name, the older one exactly: the exact one first.
    expect(ids(await userLookup(db, exact.username.toUpperCase(), all))).toEqual([
      exact.id,
      fan.id,
    ]);
    expect(ids(await userLookup(db, "lookup person", all))).toEqual([byName.id]);
    expect(ids(await userLookup(db, String(byName.id), all))[0]).toBe(byName.id);
    expect((await userLookup(db, "", all)).total).toBeGreaterThanOrEqual(3);
  });
});
