// A campaign's bank account on its own (routes/bank-accounts.ts is tested through HTTP in
// test/withdrawals.test.ts, test/admin.test.ts and the contract tests' authorisation matrix).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import { HttpError } from "../lib/errors";
import {
  campaignBankAccount,
  decideBankAccount,
  declineBankAccount,
  deleteBankAccount,
  ownedBankAccount,
  replaceBankDocuments,
  submitBankAccount,
} from "./bank-accounts";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const statusOf = async (run: () => Promise<unknown> | unknown) => {
  try {
    await run();
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

const member = { roles: ["ROLE_USER"] };
const staff = { id: -1, roles: ["ROLE_USER", "ROLE_ADMIN"] };

async function world(name: string) {
  const owner = { ...(await t.signup(`${name}-owner`)), name: "" };
  const other = { ...(await t.signup(`${name}-other`)), name: "" };
  const campaign = await t.campaign(owner.id);
  const document = await t.media(owner.id, "file");
  const body = (over: Record<string, unknown> = {}) => ({
    campaign_id: campaign.id,
    bic: "BNBGBGSD",
    country: "BG",
    bank: "Bulgarian National Bank",
    iban: "BG80BNBG96611020345678",
    currency: 1,
    documents: [{ id: document.id, type: "account" as const }],
    ...over,
  });
  return { owner, other, campaign, document, body };
}

describe("a campaign's bank account", () => {
  it("is submitted by the campaign's owner only, with their own documents and a matching country", async () => {
    const db = t.deps.db;
    const { owner, other, body } = await world("ba-submit");
    const theirs = await t.media(other.id, "file");
    expect(await statusOf(() => submitBankAccount(db, other, body()))).toBe(403);
    expect(await statusOf(() => submitBankAccount(db, owner, body({ country: "DE" })))).toBe(400);
    expect(await statusOf(() => submitBankAccount(db, owner, body({ currency: 999_999 })))).toBe(
      400,
    );
    expect(
      await statusOf(() =>
        submitBankAccount(db, owner, body({ documents: [{ id: theirs.id, type: "account" }] })),
      ),
    ).toBe(400);
    const { created, emit } = await submitBankAccount(db, owner, body());
    expect(created).toMatchObject({ state: "PENDING", holder_name: "Beneficiary Name" });
    expect(typeof emit).toBe("function");
    const notified = await db
      .selectFrom("notifications")
      .select("type")
      .where("user_id", "=", owner.id)
      .execute();
    expect(notified.map((n) => n.type)).toEqual(["BANK_ACCOUNT_PROCESSING"]);
  });

  it("keeps the holder the owner gave (issue 25), else the campaign's beneficiary", async () => {
    const db = t.deps.db;
    const { owner, body } = await world("ba-holder");
    const { created } = await submitBankAccount(
      db,
      owner,
      body({ holder_name: "Fundacja Zdrowie Sp. z o.o." }),
    );
    expect(created.holder_name).toBe("Fundacja Zdrowie Sp. z o.o.");
  });

  it("is one live account a campaign: refused while pending, replaced once refused", async () => {
    const db = t.deps.db;
    const { owner, campaign, body } = await world("ba-one");
    const { created } = await submitBankAccount(db, owner, body());
    expect(await statusOf(() => submitBankAccount(db, owner, body()))).toBe(400);
    await decideBankAccount(db, created.id, { state: "REFUSED", note: "Blurred" });
    const { created: again } = await submitBankAccount(db, owner, body());
    const live = await campaignBankAccount(db, { id: owner.id, ...member }, campaign.id);
    expect(live?.id).toBe(again.id);
    expect(
      await statusOf(() => ownedBankAccount(db, { id: owner.id, ...member }, created.id)),
    ).toBe(404);
  });

  it("is read and changed by its owner or staff only", async () => {
    const db = t.deps.db;
    const { owner, other, campaign, body } = await world("ba-who");
    const { created } = await submitBankAccount(db, owner, body());
    const asOwner = { id: owner.id, ...member };
    const asOther = { id: other.id, ...member };
    expect((await ownedBankAccount(db, asOwner, created.id)).account.id).toBe(created.id);
    expect((await ownedBankAccount(db, staff, created.id)).campaign.id).toBe(campaign.id);
    expect(await statusOf(() => ownedBankAccount(db, asOther, created.id))).toBe(403);
    expect((await campaignBankAccount(db, staff, campaign.id))?.id).toBe(created.id);
    expect(await statusOf(() => campaignBankAccount(db, asOther, campaign.id))).toBe(403);
    expect(await statusOf(() => campaignBankAccount(db, asOwner, 999_999))).toBe(404);
  });

  it("is declined while pending, deleted once decided; its documents replaced while pending", async () => {
    const db = t.deps.db;
    const { owner, other, body } = await world("ba-state");
    const { created } = await submitBankAccount(db, owner, body());
    const next = await t.media(owner.id, "file");
    const theirs = await t.media(other.id, "file");
    expect(await statusOf(() => deleteBankAccount(db, created))).toBe(403);
    expect(
      await statusOf(() =>
        replaceBankDocuments(db, owner.id, created, [{ id: theirs.id, type: "account" }]),
      ),
    ).toBe(400);
    const replaced = await replaceBankDocuments(db, owner.id, created, [
      { id: next.id, type: "certificate" },
    ]);
    expect(JSON.stringify(replaced.documents)).toContain(String(next.id));
    const { updated } = await decideBankAccount(db, created.id, { state: "APPROVED" });
    expect(updated).toMatchObject({ state: "APPROVED", note: null });
    expect(await statusOf(() => declineBankAccount(db, updated))).toBe(403);
    expect(
      await statusOf(() =>
        replaceBankDocuments(db, owner.id, updated, [{ id: next.id, type: "account" }]),
      ),
    ).toBe(400);
    await deleteBankAccount(db, updated);
    expect(await statusOf(() => decideBankAccount(db, created.id, { state: "WAITING" }))).toBe(404);
    const { created: pending } = await submitBankAccount(db, owner, body());
    await declineBankAccount(db, pending);
    expect(await statusOf(() => ownedBankAccount(db, staff, pending.id))).toBe(404);
  });
});
