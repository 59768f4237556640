// The staff console's reads (routes/admin.ts): who may call them, what each lists and in which
// order, and the console's decisions seen from the owner's side afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
type Member = Awaited<ReturnType<TestServer["signup"]>>;
let owner: Member;
let other: Member;
let admin: Member;
let superadmin: Member;
let editor: Member;
let translator: Member;

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("owner");
  other = await t.signup("other");
  admin = await t.signup("admin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
  superadmin = await t.signup("super", { roles: ["ROLE_USER", "ROLE_SUPER_ADMIN"] });
  editor = await t.signup("editor", { roles: ["ROLE_USER", "ROLE_EDITOR"] });
  translator = await t.signup("translator", { roles: ["ROLE_USER", "ROLE_TRANSLATOR"] });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const get = (path: string, token: string | null = admin.token) => t.call("GET", path, { token });

/** A bank account straight in the database, submitted `minutesAgo` minutes ago. */
async function bankAccount(campaignId: number, state: string, minutesAgo: number, deleted = false) {
  const doc = await t.media(owner.id);
  await t.deps.db.updateTable("media").set({ private: true }).where("id", "=", doc.id).execute();
  return t.deps.db
    .insertInto("bank_accounts")
    .values({
      campaign_id: campaignId,
      state: state as "PENDING",
      deleted,
      iban: "BG18RZBB91550123456789",
      holder_name: "Beneficiary Name",
      bic: "RZBBBGSF",
      bank: "Raiffeisenbank Bulgaria",
      country: "BG",
      currency_id: 1,
      documents: JSON.stringify([{ id: doc.id, type: "certificate" }]),
      created_at: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A provider withdrawal the owner asks for through the API (PENDING). */
async function withdrawal(campaignId: number, amount = 10000) {
  const invoice = await t.media(owner.id);
  const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/withdraw`, {
    token: owner.token,
    body: {
      amount,
      currency: 1,
      reasons: [3],
      provider: {
        bic: "BNBGBGSD",
        country: "BG",
        bank: "Bulgarian National Bank",
        iban: "BG80BNBG96611020345678",
        holder_name: "Rehabilitation Centre Vita",
        currency: 1,
      },
      comment: "Invoice.",
      invoices: [{ id: invoice.id, type: "file" }],
      reference: null,
    },
  });
  if (reply.status !== 201) throw new Error(`withdrawal failed: ${JSON.stringify(reply.body)}`);
  return reply.body.response as { id: number; state: string };
}

describe("who may use the staff console's reads", () => {
  const paths = [
    "/api/v2/admin/campaigns",
    "/api/v2/admin/bank-accounts",
    "/api/v2/admin/withdrawals",
    "/api/v2/admin/users",
  ];

  it.each(paths)("%s: a guest 401; a member, an editor and a translator 403", async (path) => {
    expect((await get(path, null)).status).toBe(401);
    for (const who of [owner, editor, translator]) {
      const reply = await get(path, who.token);
      expect(reply.status, who.username).toBe(403);
    }
  });

  it.each(paths)("%s: an admin and a super admin read it", async (path) => {
    expect((await get(path, admin.token)).status).toBe(200);
    expect((await get(path, superadmin.token)).status).toBe(200);
  });

  it("a member cannot open one withdrawal through the console, not even their own", async () => {
    const c = await t.campaign(owner.id, { donations: [100000] });
    const w = await withdrawal(c.id);
    expect((await get(`/api/v2/admin/withdrawals/${w.id}`, owner.token)).status).toBe(403);
    expect((await get(`/api/v2/admin/withdrawals/${w.id}`)).status).toBe(200);
  });
});

describe("the verification queue", () => {
  it("lists unverified campaigns, newest first, with their documents on signed paths", async () => {
    const older = await t.campaign(owner.id, { verified: false, name: "Queue older" });
    const newer = await t.campaign(owner.id, { verified: false, name: "Queue newer" });
    await t.campaign(owner.id, { verified: true, name: "Queue verified" });
    const deleted = await t.campaign(owner.id, { verified: false, name: "Queue deleted" });
    const doc = await t.media(owner.id);
    await t.deps.db.updateTable("media").set({ private: true }).where("id", "=", doc.id).execute();
    await t.deps.db
      .updateTable("campaigns")
      .set({ documents: JSON.stringify([{ id: doc.id, type: "file" }]) })
      .where("id", "=", newer.id)
      .execute();
    await t.deps.db
      .updateTable("campaigns")
      .set({ deleted: true })
      .where("id", "=", deleted.id)
      .execute();
    await t.deps.db
      .updateTable("campaigns")
      .set({ created_at: new Date(Date.now() - 3_600_000) })
      .where("id", "=", older.id)
      .execute();

    const reply = await get("/api/v2/admin/campaigns?name=Queue");
    expect(reply.status).toBe(200);
    const names = reply.body.response.campaigns.map(
      (entry: { campaign: { name: string } }) => entry.campaign.name,
    );
    expect(names).toEqual(["Queue newer", "Queue older"]);
    expect(reply.body.response.total).toBe(2);
    const [first] = reply.body.response.campaigns;
    expect(first.campaign).toMatchObject({ verified: false, created_by: { id: owner.id } });
    expect(first.documents).toEqual([
      {
        id: doc.id,
        type: "file",
        path: expect.stringMatching(/^\/media\/files\/test\/\d+\.pdf\?expires=\d+&signature=/),
        name: doc.name,
      },
    ]);

    const verified = await get("/api/v2/admin/campaigns?verified=true&name=Queue");
    expect(
      verified.body.response.campaigns.map((e: { campaign: { name: string } }) => e.campaign.name),
    ).toEqual(["Queue verified"]);
  });

  it("a campaign the admin verifies leaves the queue and its owner is told", async () => {
    const c = await t.campaign(owner.id, { verified: false, name: "Verify me now" });
    const before = await get("/api/v2/admin/campaigns?name=Verify%20me");
    expect(before.body.response.total).toBe(1);
    expect(
      (await t.call("PUT", `/api/v2/campaign/${c.id}/verify`, { token: admin.token })).status,
    ).toBe(200);
    const after = await get("/api/v2/admin/campaigns?name=Verify%20me");
    expect(after.body.response).toEqual({ campaigns: [], total: 0 });
    const note = await t.deps.db
      .selectFrom("notifications")
      .select("type")
      .where("user_id", "=", owner.id)
      .where("type", "=", "CAMPAIGN_VERIFIED")
      .executeTakeFirst();
    expect(note?.type).toBe("CAMPAIGN_VERIFIED");
  });

  it("pages: the total stays the whole queue's, a page past the end is empty", async () => {
    for (let i = 0; i < 3; i += 1)
      await t.campaign(other.id, { verified: false, name: `Paged queue ${i}` });
    const first = await get("/api/v2/admin/campaigns?name=Paged%20queue&limit=2");
    expect(first.body.response.campaigns).toHaveLength(2);
    expect(first.body.response.total).toBe(3);
    const last = await get("/api/v2/admin/campaigns?name=Paged%20queue&limit=2&offset=2");
    expect(last.body.response.campaigns).toHaveLength(1);
    const past = await get("/api/v2/admin/campaigns?name=Paged%20queue&limit=2&offset=10");
    expect(past.body.response).toEqual({ campaigns: [], total: 3 });
    expect((await get("/api/v2/admin/campaigns?limit=51")).status).toBe(400);
  });

  it("a name filter's % and _ are text, not wildcards", async () => {
    await t.campaign(owner.id, { verified: false, name: "Plain garden" });
    const reply = await get("/api/v2/admin/campaigns?name=%25");
    expect(reply.body.response.total).toBe(0);
  });
});

describe("bank accounts to decide", () => {
  it("lists the pending ones, the longest waiting first, with campaign and owner, never deleted ones", async () => {
    const a = await t.campaign(owner.id, { name: "Account A" });
    const b = await t.campaign(owner.id, { name: "Account B" });
    const c = await t.campaign(owner.id, { name: "Account C" });
    const newer = await bankAccount(a.id, "PENDING", 5);
    const older = await bankAccount(b.id, "PENDING", 50);
    await bankAccount(c.id, "PENDING", 100, true);
    const reply = await get("/api/v2/admin/bank-accounts");
    const ours = reply.body.response.bank_accounts.filter((entry: { account: { id: number } }) =>
      [newer.id, older.id].includes(entry.account.id),
    );
    expect(ours.map((entry: { account: { id: number } }) => entry.account.id)).toEqual([
      older.id,
      newer.id,
    ]);
    expect(ours[0]).toMatchObject({
      account: { state: "PENDING", iban: "BG18RZBB91550123456789", verified: false },
      campaign: { id: b.id, name: "Account B", url: b.slug, cover: null },
      owner: { id: owner.id, username: owner.username },
      date_added: expect.any(Number),
    });
    expect(ours[0].account.documents[0].media.path).toMatch(/signature=/);
    expect(
      reply.body.response.bank_accounts.some(
        (entry: { campaign: { id: number } }) => entry.campaign.id === c.id,
      ),
    ).toBe(false);
  });

  it("an approved account leaves the pending list and is listed as APPROVED (ACCEPTED read the same)", async () => {
    const campaign = await t.campaign(owner.id, { name: "Approve account" });
    const account = await bankAccount(campaign.id, "PENDING", 1);
    const decided = await t.call(
      "PUT",
      `/api/v2/campaign/withdraw-bank-account/${account.id}/state`,
      { token: admin.token, body: { state: "APPROVED" } },
    );
    expect(decided.status).toBe(200);
    const ids = async (state: string) =>
      (
        await get(`/api/v2/admin/bank-accounts?state=${state}&limit=50`)
      ).body.response.bank_accounts.map((entry: { account: { id: number } }) => entry.account.id);
    expect(await ids("PENDING")).not.toContain(account.id);
    expect(await ids("APPROVED")).toContain(account.id);
    expect(await ids("ACCEPTED")).toContain(account.id);
    expect((await get("/api/v2/admin/bank-accounts?state=WAITING")).status).toBe(400);
  });

  it("a refused account shows its reason to the owner", async () => {
    const campaign = await t.campaign(owner.id, { name: "Refuse account" });
    const account = await bankAccount(campaign.id, "PENDING", 1);
    await t.call("PUT", `/api/v2/campaign/withdraw-bank-account/${account.id}/state`, {
      token: admin.token,
      body: { state: "REFUSED", note: "The certificate names another holder." },
    });
    const refused = await get("/api/v2/admin/bank-accounts?state=REFUSED&limit=50");
    expect(
      refused.body.response.bank_accounts.find(
        (entry: { account: { id: number } }) => entry.account.id === account.id,
      )?.account.note,
    ).toBe("The certificate names another holder.");
    const own = await get(
      `/api/v2/campaign/withdraw-bank-account?campaign_id=${campaign.id}`,
      owner.token,
    );
    expect(own.body.response).toMatchObject({
      state: "REFUSED",
      note: "The certificate names another holder.",
    });
  });
});

describe("withdrawals to decide", () => {
  it("lists every campaign's pending withdrawals (waiting for documents too), oldest first, with campaign and owner", async () => {
    const c = await t.campaign(owner.id, { donations: [500000], name: "Withdraw from" });
    const first = await withdrawal(c.id, 1000);
    const second = await withdrawal(c.id, 2000);
    const paid = await withdrawal(c.id, 3000);
    await t.deps.db
      .updateTable("withdrawals")
      .set({ state: "WAITING_DOCUMENTS" })
      .where("id", "=", second.id)
      .execute();
    await t.deps.db
      .updateTable("withdrawals")
      .set({ state: "PAYED" })
      .where("id", "=", paid.id)
      .execute();
    const reply = await get("/api/v2/admin/withdrawals?limit=50");
    const ours = reply.body.response.withdraws.filter(
      (entry: { campaign: { id: number } }) => entry.campaign.id === c.id,
    );
    expect(ours.map((entry: { withdraw: { id: number } }) => entry.withdraw.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(ours[1]).toMatchObject({
      withdraw: { state: "WAITING_DOCUMENTS", kind: "service", amount: 2000 },
      campaign: { id: c.id, name: "Withdraw from", url: c.slug },
      owner: { id: owner.id },
    });
    const payed = await get("/api/v2/admin/withdrawals?state=PAYED&limit=50");
    expect(
      payed.body.response.withdraws.map((entry: { withdraw: { id: number } }) => entry.withdraw.id),
    ).toContain(paid.id);
  });

  it("refused with a note: the owner sees REFUSED and why, and is told", async () => {
    const c = await t.campaign(owner.id, { donations: [500000] });
    const w = await withdrawal(c.id, 5000);
    const note = await t.call("POST", `/api/v2/campaign/withdraw/${w.id}/notes`, {
      token: admin.token,
      body: { text: "The invoice names another clinic." },
    });
    expect(note.status).toBe(201);
    const refused = await t.call("PUT", `/api/v2/campaign/${c.id}/withdraw/${w.id}`, {
      token: admin.token,
      body: { state: "declined" },
    });
    expect(refused.status).toBe(200);
    const staff = await get(`/api/v2/admin/withdrawals/${w.id}`);
    expect(staff.body.response).toMatchObject({
      withdraw: {
        id: w.id,
        state: "REFUSED",
        notes: [{ text: "The invoice names another clinic." }],
      },
      campaign: { id: c.id },
      owner: { id: owner.id },
    });
    const own = await get(`/api/v2/campaign/withdraw/${w.id}`, owner.token);
    expect(own.body.response.state).toBe("REFUSED");
    expect(own.body.response.notes.map((n: { text: string }) => n.text)).toEqual([
      "The invoice names another clinic.",
    ]);
    const told = await t.deps.db
      .selectFrom("notifications")
      .select("type")
      .where("user_id", "=", owner.id)
      .where("type", "=", "TRANSFER_DECLINED")
      .execute();
    expect(told.length).toBeGreaterThan(0);
  });

  it("an unknown withdrawal is a 404", async () => {
    expect((await get("/api/v2/admin/withdrawals/999999")).status).toBe(404);
    expect((await get("/api/v2/admin/withdrawals/abc")).status).toBe(404);
  });
});

describe("the user lookup", () => {
  it("finds by part of the username, name or e-mail, with e-mail and roles", async () => {
    const byName = await get(`/api/v2/admin/users?search=${encodeURIComponent("editor Tester")}`);
    expect(byName.body.response.users.map((u: { id: number }) => u.id)).toEqual([editor.id]);
    expect(byName.body.response.users[0]).toMatchObject({
      username: editor.username,
      email: editor.email,
      roles: ["ROLE_USER", "ROLE_EDITOR"],
      type: "personal",
      email_verified: false,
      register_step: 2,
      date_added: expect.any(Number),
    });
    const byMail = await get(`/api/v2/admin/users?search=${translator.email.toUpperCase()}`);
    expect(byMail.body.response.users.map((u: { id: number }) => u.id)).toEqual([translator.id]);
  });

  it("puts an exact id or username first", async () => {
    const byId = await get(`/api/v2/admin/users?search=${owner.id}`);
    expect(byId.body.response.users[0].id).toBe(owner.id);
    const byUsername = await get(`/api/v2/admin/users?search=${owner.username}`);
    expect(byUsername.body.response.users[0].id).toBe(owner.id);
  });

  it("without a search lists the newest users; a % is text", async () => {
    const newest = await get("/api/v2/admin/users?limit=1");
    expect(newest.body.response.users[0].id).toBe(translator.id);
    expect(newest.body.response.total).toBeGreaterThanOrEqual(6);
    const percent = await get("/api/v2/admin/users?search=%25");
    expect(percent.body.response).toEqual({ users: [], total: 0 });
  });
});
