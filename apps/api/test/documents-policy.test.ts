// The documents policy on the server (issue 13): the state a new withdrawal gets by its amount
// (in the campaign's currency at the day's rate), the owner's hold when documents are 60 days
// late, the scheduled notice to the owner and the staff, and a document never accepted twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { documentsOverdue } from "../src/services/documents-hold";
import { eurRate } from "../src/services/documents-policy";
import { type SchedulerClock, startScheduler } from "../src/services/scheduler";
import { startTestServer, type TestServer, upload } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let stranger: Awaited<ReturnType<TestServer["signup"]>>;
let admin: Awaited<ReturnType<TestServer["signup"]>>;

const DAY = 86_400_000;
const EUR = 1;
const BGN = 2;

const provider = {
  bic: "BNBGBGSD",
  country: "BG",
  bank: "Bulgarian National Bank",
  iban: "BG80BNBG96611020345678",
  holder_name: "Rehabilitation Centre Vita",
  currency: 1,
};
const noDocuments = (amount: number, currency = EUR) => ({
  amount,
  currency,
  reasons: [3],
  provider: { ...provider, currency },
  comment: "The clinic sends the invoice next month.",
  invoices: [],
  invoiceNotAvailable: true,
  reference: null,
});
const withDocuments = (amount: number, ids: number[], currency = EUR) => ({
  ...noDocuments(amount, currency),
  invoiceNotAvailable: false,
  comment: "Invoice attached.",
  invoices: ids.map((id) => ({ id, type: "file" })),
});

/** A PDF of its own: its bytes (and so its sha256) differ from every other one's. */
let pdfs = 0;
function pdf(text = `document ${++pdfs}`) {
  return new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
}
async function uploadInvoice(token: string, bytes: Uint8Array, name = "invoice.pdf") {
  const reply = await t.call("POST", "/api/v2/resources/file?purpose=invoice", {
    token,
    raw: upload(bytes, name, "application/pdf"),
  });
  expect(reply.status).toBe(200);
  return reply.body.response.files[0].id as number;
}

async function withdraw(campaignId: number, body: unknown, token = owner.token) {
  return t.call("POST", `/api/v2/campaign/${campaignId}/withdraw`, { token, body });
}

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("docowner");
  stranger = await t.signup("docstranger");
  admin = await t.signup("docadmin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

describe("when a withdrawal waits for documents", () => {
  it("goes out without documents up to €1,000 and waits for them a cent above", async () => {
    const c = await t.campaign(owner.id, { donations: [200_000] });
    const small = await withdraw(c.id, noDocuments(100_000));
    expect(small.status).toBe(201);
    expect(small.body.response).toMatchObject({ state: "PENDING", invoiceNotAvailable: true });
    const d = await t.campaign(owner.id, { donations: [200_000] });
    const over = await withdraw(d.id, noDocuments(100_001));
    expect(over.status).toBe(201);
    expect(over.body.response.state).toBe("WAITING_DOCUMENTS");
    // The owner is told which: processing, or waiting for documents.
    const told = await t.deps.db
      .selectFrom("notifications")
      .select(["type", "data"])
      .where("user_id", "=", owner.id)
      .orderBy("id")
      .execute();
    expect(
      told
        .filter((n) => [small.body.response.id, over.body.response.id].includes(n.data.withdraw_id))
        .map((n) => n.type),
    ).toEqual(["TRANSFER_PROCESSING", "TRANSFER_PROCESSING_DOCUMENTS"]);
  });

  it("with documents a large withdrawal is reviewed at once (PENDING)", async () => {
    const c = await t.campaign(owner.id, { donations: [2_000_000] });
    const id = await uploadInvoice(owner.token, pdf());
    const reply = await withdraw(c.id, withDocuments(900_000, [id]));
    expect(reply.status).toBe(201);
    expect(reply.body.response.state).toBe("PENDING");
  });

  it("allows 40 % of the available amount between €1,000 and €5,000", async () => {
    // €10,000 available: up to €4,000 without documents.
    const c = await t.campaign(owner.id, { donations: [1_000_000] });
    expect((await withdraw(c.id, noDocuments(400_000))).body.response.state).toBe("PENDING");
    const d = await t.campaign(owner.id, { donations: [1_000_000] });
    expect((await withdraw(d.id, noDocuments(400_001))).body.response.state).toBe(
      "WAITING_DOCUMENTS",
    );
  });

  it("caps the share at €5,000 however much is available", async () => {
    const c = await t.campaign(owner.id, { donations: [9_000_000] });
    expect((await withdraw(c.id, noDocuments(500_000))).body.response.state).toBe("PENDING");
    const d = await t.campaign(owner.id, { donations: [9_000_000] });
    expect((await withdraw(d.id, noDocuments(500_001))).body.response.state).toBe(
      "WAITING_DOCUMENTS",
    );
  });

  it("measures a lev campaign at the day's rate (€1,000 = 1,955.82 BGN)", async () => {
    const c = await t.campaign(owner.id, { currency: BGN, donations: [400_000] });
    expect((await withdraw(c.id, noDocuments(195_582, BGN))).body.response.state).toBe("PENDING");
    const d = await t.campaign(owner.id, { currency: BGN, donations: [400_000] });
    expect((await withdraw(d.id, noDocuments(195_583, BGN))).body.response.state).toBe(
      "WAITING_DOCUMENTS",
    );
  });

  it("reads the rate of the day: the newest on or before it", async () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY).toISOString().slice(0, 10);
    await t.deps.db
      .insertInto("currency_rates")
      .values({ currency_id: BGN, valid_from: tomorrow, eur_micros: 500_000 })
      .execute();
    expect(await eurRate(t.deps.db, BGN, today)).toBe(511_292);
    expect(await eurRate(t.deps.db, BGN, new Date(today.getTime() + DAY))).toBe(500_000);
    expect(await eurRate(t.deps.db, BGN, new Date("1999-12-31T12:00:00Z"))).toBeNull();
    await t.deps.db.deleteFrom("currency_rates").where("valid_from", "=", tomorrow).execute();
  });

  it("decides a resent withdrawal by its new amount", async () => {
    const c = await t.campaign(owner.id, { donations: [200_000] });
    const w = (await withdraw(c.id, noDocuments(50_000))).body.response;
    expect(w.state).toBe("PENDING");
    const resent = await t.call("PUT", `/api/v2/campaign/${c.id}/withdraw/${w.id}`, {
      token: owner.token,
      body: noDocuments(150_000),
    });
    expect(resent.status).toBe(200);
    expect(resent.body.response.state).toBe("WAITING_DOCUMENTS");
  });

  it("takes its limits from configuration", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/x", JWT_SECRET: "s" }).documents).toEqual({
      freeEur: 100_000,
      sharePercent: 40,
      capEur: 500_000,
      holdDays: 60,
    });
    expect(
      loadConfig({
        DATA_DIR: "/tmp/x",
        JWT_SECRET: "s",
        DOCUMENTS_FREE_EUR: "500",
        DOCUMENTS_SHARE_PERCENT: "25",
        DOCUMENTS_CAP_EUR: "2000",
        DOCUMENTS_HOLD_DAYS: "30",
      }).documents,
    ).toEqual({ freeEur: 50_000, sharePercent: 25, capEur: 200_000, holdDays: 30 });
  });
});

describe("the documents policy the forms read", () => {
  it("answers the available amount, the rate, the limits and the threshold to the owner and staff", async () => {
    const c = await t.campaign(owner.id, { currency: BGN, donations: [1_000_000] });
    const reply = await t.call("GET", `/api/v2/campaign/${c.id}/documents-policy`, {
      token: owner.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({
      currency: { id: BGN, abbreviation: "BGN" },
      available: 1_000_000,
      eur_rate: 511_292,
      rate_date: new Date().toISOString().slice(0, 10),
      limits: { free_eur: 100_000, share_percent: 40, cap_eur: 500_000, hold_days: 60 },
      threshold: 400_000,
      overdue: [],
    });
    const w = (await withdraw(c.id, noDocuments(100_000, BGN))).body.response;
    // Less is available after a withdrawal; an edit of it is measured without it.
    const after = await t.call("GET", `/api/v2/campaign/${c.id}/documents-policy`, {
      token: admin.token,
    });
    expect(after.body.response.available).toBe(1_000_000 - w.total);
    const editing = await t.call(
      "GET",
      `/api/v2/campaign/${c.id}/documents-policy?withdraw=${w.id}`,
      { token: owner.token },
    );
    expect(editing.body.response.available).toBe(1_000_000);
    expect(
      (await t.call("GET", `/api/v2/campaign/${c.id}/documents-policy`, { token: stranger.token }))
        .status,
    ).toBe(403);
    expect((await t.call("GET", `/api/v2/campaign/${c.id}/documents-policy`)).status).toBe(401);
    expect(
      (await t.call("GET", `/api/v2/campaign/999999/documents-policy`, { token: owner.token }))
        .status,
    ).toBe(404);
  });
});

describe("documents 60 days late", () => {
  it("put the owner's next withdrawals on hold, in any of their campaigns, until they are given", async () => {
    const late = await t.signup("lateowner");
    const c = await t.campaign(late.id, { donations: [2_000_000] });
    const other = await t.campaign(late.id, { donations: [100_000] });
    const w = (await withdraw(c.id, noDocuments(600_000), late.token)).body.response;
    expect(w.state).toBe("WAITING_DOCUMENTS");
    // 59 days on: not yet.
    await t.deps.db
      .updateTable("withdrawals")
      .set({ created_at: new Date(Date.now() - 59 * DAY) })
      .where("id", "=", w.id)
      .execute();
    expect((await withdraw(other.id, noDocuments(1_000), late.token)).status).toBe(201);
    // 61 days on: held, with the reason, in every campaign of theirs; nothing is stored.
    await t.deps.db
      .updateTable("withdrawals")
      .set({ created_at: new Date(Date.now() - 61 * DAY) })
      .where("id", "=", w.id)
      .execute();
    const held = await withdraw(other.id, noDocuments(1_000), late.token);
    expect(held.status).toBe(400);
    expect(held.body.message).toEqual({ hold: "withdraw.validator.documents_overdue" });
    const policy = await t.call("GET", `/api/v2/campaign/${other.id}/documents-policy`, {
      token: late.token,
    });
    expect(policy.body.response.overdue).toEqual([
      expect.objectContaining({
        withdraw_id: w.id,
        campaign_id: c.id,
        slug: c.slug,
        due_at: expect.any(Number),
      }),
    ]);
    const { requested_at, due_at } = policy.body.response.overdue[0];
    expect(due_at - requested_at).toBe(60 * 86_400);
    // Another owner is not held; a transfer to another campaign is not a withdrawal that needs
    // documents and is not held either.
    const free = await t.campaign(owner.id, { donations: [100_000] });
    expect((await withdraw(free.id, noDocuments(1_000))).status).toBe(201);
    // The late request itself can still be completed: documents given, the hold ends.
    const id = await uploadInvoice(late.token, pdf());
    const given = await t.call("PUT", `/api/v2/campaign/${c.id}/withdraw/${w.id}/invoices`, {
      token: late.token,
      body: { invoices: [{ id, type: "file" }] },
    });
    expect(given.body.response.state).toBe("PENDING");
    expect((await withdraw(other.id, noDocuments(1_000), late.token)).status).toBe(201);
  });

  it("are told to the owner and the staff once, by the scheduled check", async () => {
    const late = await t.signup("toldowner");
    const c = await t.campaign(late.id, { donations: [2_000_000] });
    const w = (await withdraw(c.id, noDocuments(600_000), late.token)).body.response;
    const asked = Date.now();
    const clock = (time: number): SchedulerClock => ({
      now: () => new Date(time),
      every: () => ({ cancel() {} }),
    });
    const told = () =>
      t.deps.db
        .selectFrom("notifications")
        .select(["user_id", "type", "text", "data"])
        .where("type", "=", "TRANSFER_PROCESSING_DOCUMENTS")
        .where(({ ref, val, eb }) =>
          eb(ref("data", "->>").key("withdraw_id"), "=", val(String(w.id))),
        )
        .orderBy("id")
        .execute();
    const before = (await told()).length;
    // A day before the 60 are up: nothing.
    expect(await documentsOverdue.run(t.deps, new Date(asked + 59 * DAY))).toBe(0);
    // Through the scheduler, an hour after: the owner and each admin, with their own words.
    const scheduler = startScheduler(t.deps, {
      clock: clock(asked + 60 * DAY + 3600_000),
      jobs: [documentsOverdue],
    });
    await scheduler.tick();
    await scheduler.stop();
    const notices = (await told()).slice(before);
    const staff = await t.deps.db
      .selectFrom("users")
      .select("id")
      .where(({ eb, val }) =>
        eb.or([
          eb(val("ROLE_ADMIN"), "=", eb.fn.any("roles")),
          eb(val("ROLE_SUPER_ADMIN"), "=", eb.fn.any("roles")),
        ]),
      )
      .execute();
    expect(staff.map((s) => s.id)).toContain(admin.id);
    expect(notices.map((n) => [n.user_id, n.text])).toEqual([
      [late.id, "notification.transfer.documents_overdue"],
      ...staff.map((s) => [s.id, "notification.transfer.documents_overdue_staff"]),
    ]);
    expect(notices[0]?.data).toMatchObject({
      withdraw_id: w.id,
      slug: c.slug,
      campaign_name: c.name,
      date_to: Math.floor((new Date(w.date_added * 1000).getTime() + 60 * DAY) / 1000),
    });
    expect(t.realtime.events.some((e) => e.to === late.id && e.event === "notification")).toBe(
      true,
    );
    // Again, and later: nothing more.
    expect(await documentsOverdue.run(t.deps, new Date(asked + 61 * DAY))).toBe(0);
    expect((await told()).length).toBe(before + notices.length);
  });
});

describe("the same document twice", () => {
  it("keeps every upload's sha256", async () => {
    const bytes = pdf("hash me");
    const id = await uploadInvoice(owner.token, bytes);
    const row = await t.deps.db
      .selectFrom("media")
      .select("sha256")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const expected = Buffer.from(await crypto.subtle.digest("SHA-256", bytes)).toString("hex");
    expect(row.sha256).toBe(expected);
  });

  it("is never accepted on two withdrawals, across campaigns and owners, unless the first was refused", async () => {
    const bytes = pdf("the clinic's invoice");
    const first = await uploadInvoice(owner.token, bytes, "invoice.pdf");
    const again = await uploadInvoice(stranger.token, bytes, "same-invoice-renamed.pdf");
    const c = await t.campaign(owner.id, { donations: [500_000] });
    const accepted = await withdraw(c.id, withDocuments(10_000, [first]));
    expect(accepted.status).toBe(201);
    const d = await t.campaign(stranger.id, { donations: [500_000] });
    const reused = await withdraw(d.id, withDocuments(10_000, [again]), stranger.token);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toEqual({ invoices: "withdraw.validator.document_reused" });
    // Not through the documents of a waiting request either.
    const waiting = (await withdraw(d.id, noDocuments(300_000), stranger.token)).body.response;
    expect(waiting.state).toBe("WAITING_DOCUMENTS");
    const added = await t.call("PUT", `/api/v2/campaign/${d.id}/withdraw/${waiting.id}/invoices`, {
      token: stranger.token,
      body: { invoices: [{ id: again, type: "file" }] },
    });
    expect(added.status).toBe(400);
    expect(added.body.message).toEqual({ invoices: "withdraw.validator.document_reused" });
    // Nor twice in one request.
    const twice = await uploadInvoice(stranger.token, pdf("once"));
    const twin = await uploadInvoice(stranger.token, pdf("once"));
    const both = await withdraw(d.id, withDocuments(10_000, [twice, twin]), stranger.token);
    expect(both.body.message).toEqual({ invoices: "withdraw.validator.document_reused" });
    // The owner resending their own request keeps its own document.
    const resent = await t.call(
      "PUT",
      `/api/v2/campaign/${c.id}/withdraw/${accepted.body.response.id}`,
      { token: owner.token, body: withDocuments(12_000, [first]) },
    );
    expect(resent.status).toBe(200);
    // Once staff refuse the first, the document may be given again.
    await t.call("PUT", `/api/v2/campaign/${c.id}/withdraw/${accepted.body.response.id}`, {
      token: admin.token,
      body: { state: "declined" },
    });
    expect((await withdraw(d.id, withDocuments(10_000, [again]), stranger.token)).status).toBe(201);
  });
});
