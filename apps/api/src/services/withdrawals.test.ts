// The withdrawal services on their own (routes/withdrawals/ is tested through HTTP in
// test/withdrawals.test.ts): the checks, the balance, the list by state, staff's decision and
// the notes, each on rows written straight into the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/helpers";
import type { WithdrawalRow, WithdrawState } from "../db/schema";
import { HttpError } from "../lib/errors";
import type { ParsedWithdrawal } from "./withdraw-rules";
import { editPendingWithdrawal } from "./withdrawals";
import { balanceOf, summaryOf } from "./withdrawals-balance";
import { assertFunds, canWithdraw, ownWithdrawal } from "./withdrawals-checks";
import { addNote, listWithdrawals, notesOf, setNoteState } from "./withdrawals-read";
import { decideWithdrawal, reviewWithdrawal } from "./withdrawals-review";

let t: TestServer;
let owner: { id: number };
let stranger: { id: number };
let admin: { id: number };

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("wd-owner");
  stranger = await t.signup("wd-stranger");
  admin = await t.signup("wd-admin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const userRow = (id: number) =>
  t.deps.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** A withdrawal of `total` (tax 10%) in `state`, straight in the database. */
async function withdrawal(
  campaignId: number,
  total: number,
  state: WithdrawState,
  kind: WithdrawalRow["kind"] = "service",
) {
  return t.deps.db
    .insertInto("withdrawals")
    .values({
      campaign_id: campaignId,
      kind,
      amount: total - total / 10,
      tax: total / 10,
      total,
      currency_id: 1,
      state,
      receiver_name: "Clinic",
      clinic_name: "Clinic",
      hospital_name: null,
      invoices: "[]",
      reference: null,
      provider: null,
      bank_account_id: null,
      transfer_to_campaign_id: null,
      transfer_donation_id: null,
      motivational_message: null,
      created_by: owner.id,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const statusOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
};

describe("canWithdraw", () => {
  it("needs a verified campaign that may withdraw and has donations", async () => {
    const c = await t.campaign(owner.id, { donations: [1000] });
    expect(canWithdraw(c, 1000)).toEqual({});
    const refused = { campaign: "withdraw.validator.campaign_cannot_withdraw" };
    expect(canWithdraw({ ...c, verified: false }, 1000)).toEqual(refused);
    expect(canWithdraw({ ...c, can_withdraw: false }, 1000)).toEqual(refused);
    expect(canWithdraw(c, 0)).toEqual(refused);
  });
});

describe("balanceOf and assertFunds", () => {
  it("counts processed donations and every withdrawal but refused ones", async () => {
    const c = await t.campaign(owner.id, { donations: [60_000, 40_000] });
    await withdrawal(c.id, 20_000, "PAYED");
    await withdrawal(c.id, 10_000, "PENDING");
    await withdrawal(c.id, 50_000, "REFUSED");
    const b = await balanceOf(t.deps.db, c);
    expect(b.donationAmount).toBe(100_000);
    expect(b.withdrawAmount).toBe(30_000);
    expect(b.availableAmount).toBe(70_000);
    expect(b.allTaxes).toBe(3_000);
    const { b: same, counts } = await summaryOf(t.deps.db, c);
    expect(same).toEqual(b);
    expect(counts).toEqual({ donations: 2, followers: 0, posts: 0 });
    await t.deps.db.transaction().execute(async (trx) => {
      expect(await statusOf(assertFunds(trx, c.id, 70_000))).toBe(200);
      expect(await statusOf(assertFunds(trx, c.id, 70_001))).toBe(400);
    });
  });
});

describe("ownWithdrawal", () => {
  it("finds the owner's and staff's withdrawal; 403 for others, 404 for another campaign", async () => {
    const c = await t.campaign(owner.id, { donations: [10_000] });
    const other = await t.campaign(owner.id, { donations: [10_000] });
    const w = await withdrawal(c.id, 1_000, "PENDING");
    expect((await ownWithdrawal(t.deps.db, await userRow(owner.id), w.id)).row.id).toBe(w.id);
    expect((await ownWithdrawal(t.deps.db, await userRow(admin.id), w.id)).campaign.id).toBe(c.id);
    expect(await statusOf(ownWithdrawal(t.deps.db, await userRow(stranger.id), w.id))).toBe(403);
    const wrong = ownWithdrawal(t.deps.db, await userRow(owner.id), w.id, { campaignId: other.id });
    expect(await statusOf(wrong)).toBe(404);
    expect(await statusOf(ownWithdrawal(t.deps.db, await userRow(owner.id), 999_999))).toBe(404);
  });
});

describe("listWithdrawals", () => {
  it("lists PENDING with WAITING_DOCUMENTS, newest first, with the total past the page's end", async () => {
    const c = await t.campaign(owner.id, { donations: [100_000] });
    const a = await withdrawal(c.id, 1_000, "PENDING");
    const b = await withdrawal(c.id, 2_000, "WAITING_DOCUMENTS");
    await withdrawal(c.id, 3_000, "PAYED");
    const pending = await listWithdrawals(t.deps.db, c.id, {
      offset: 0,
      limit: 10,
      state: "PENDING",
    });
    expect(pending.total).toBe(2);
    expect(pending.withdraws.map((w) => w.id)).toEqual([b.id, a.id]);
    const past = await listWithdrawals(t.deps.db, c.id, { offset: 5, limit: 10, state: "PENDING" });
    expect(past).toEqual({ withdraws: [], total: 2 });
    const paid = await listWithdrawals(t.deps.db, c.id, { offset: 0, limit: 10, state: "PAYED" });
    expect(paid.total).toBe(1);
  });
});

describe("decideWithdrawal", () => {
  it("notifies the owner once of a refusal, and needs the funds to take a refused one again", async () => {
    const c = await t.campaign(owner.id, { donations: [10_000] });
    const w = await withdrawal(c.id, 8_000, "PENDING");
    const refused = await t.deps.db
      .transaction()
      .execute((trx) => decideWithdrawal(trx, w, "REFUSED"));
    expect(refused.row.state).toBe("REFUSED");
    expect(refused.emits).toHaveLength(1);
    const again = await t.deps.db
      .transaction()
      .execute((trx) => decideWithdrawal(trx, refused.row, "REFUSED"));
    expect(again.emits).toHaveLength(0);
    // Another request took the money meanwhile: the refused one cannot be taken again.
    await withdrawal(c.id, 5_000, "PENDING");
    const retake = t.deps.db
      .transaction()
      .execute((trx) => decideWithdrawal(trx, refused.row, "PENDING"));
    expect(await statusOf(retake)).toBe(400);
  });
});

describe("notes", () => {
  it("adds notes in order, sets a state, and finds no missing note", async () => {
    const c = await t.campaign(owner.id, { donations: [10_000] });
    const w = await withdrawal(c.id, 1_000, "PENDING");
    const first = await addNote(t.deps.db, w.id, owner.id, "First");
    await addNote(t.deps.db, w.id, admin.id, "Second");
    expect((await notesOf(t.deps.db, w.id)).map((n) => n.text)).toEqual(["First", "Second"]);
    const reviewed = await setNoteState(t.deps.db, first.id, "FOR_REVIEW");
    expect(reviewed?.state).toBe("FOR_REVIEW");
    expect(await setNoteState(t.deps.db, 999_999, "OPEN")).toBeUndefined();
  });
});

/** Why a call was refused: its field errors, or null when it went through. */
const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.body.message;
    throw error;
  }
};

describe("reviewWithdrawal", () => {
  it("pays an accepted request and refuses a declined one", async () => {
    const c = await t.campaign(owner.id, { donations: [10_000] });
    const paid = await reviewWithdrawal(
      t.deps,
      await withdrawal(c.id, 2_000, "PENDING"),
      "accepted",
    );
    expect(paid.row.state).toBe("PAYED");
    const refused = await reviewWithdrawal(
      t.deps,
      await withdrawal(c.id, 2_000, "PENDING"),
      "declined",
    );
    expect(refused.row.state).toBe("REFUSED");
  });

  it("leaves a transfer as it was made: paid", async () => {
    const c = await t.campaign(owner.id, { donations: [10_000] });
    const transfer = await withdrawal(c.id, 2_000, "PAYED", "transfer");
    expect(await refusal(reviewWithdrawal(t.deps, transfer, "declined"))).toEqual({
      state: "withdraw.validator.transfer_final",
    });
    expect(await refusal(reviewWithdrawal(t.deps, transfer, "accepted"))).toBeNull();
  });
});

describe("editPendingWithdrawal", () => {
  // The rules below refuse before the payload is read, so any parsed request of a kind will do.
  const parsedAs = (kind: ParsedWithdrawal["kind"]) => ({ kind, payload: {} }) as ParsedWithdrawal;

  it("edits only a request still waiting", async () => {
    const c = await t.campaign(owner.id, { donations: [10_000] });
    for (const state of ["PAYED", "REFUSED"] as const) {
      const row = await withdrawal(c.id, 2_000, state);
      expect(await refusal(editPendingWithdrawal(t.deps, owner, row, parsedAs("service")))).toEqual(
        { state: "withdraw.validator.not_editable" },
      );
    }
  });

  it("keeps the kind of request", async () => {
    const c = await t.campaign(owner.id, { donations: [10_000] });
    const row = await withdrawal(c.id, 2_000, "PENDING");
    expect(await refusal(editPendingWithdrawal(t.deps, owner, row, parsedAs("personal")))).toEqual({
      kind: "withdraw.validator.kind_mismatch",
    });
  });
});
