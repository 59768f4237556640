/**
 * The contract test: walks packages/api-client/openapi.yaml and calls every operation against
 * the app on a real database (PGlite, or PostgreSQL with DATABASE_URL) seeded with the demo
 * world. Each call must answer a status the contract declares, with a body inside that status's
 * schema. An operation without a recipe (contract/world.ts) fails loudly, so a new operation in
 * the contract cannot go unimplemented unnoticed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInSchema, operations } from "./contract/operations";
import {
  ids,
  prepareWorld,
  providerPayload,
  recipes,
  send,
  snapshot,
  t,
  type Who,
} from "./contract/world";

/**
 * The authorisation matrix beyond guests: a signed-in user the spec does not give the operation
 * to (not the owner, not staff, not a business) must get 403 or 404 and change nothing.
 */
const REFUSE: Partial<Record<string, Who>> = {
  listWithdrawals: "lucia",
  createWithdrawal: "lucia",
  transferFunds: "lucia",
  updateWithdrawalInvoices: "lucia",
  getWithdrawal: "lucia",
  listWithdrawNotes: "lucia",
  listCampaignAccounts: "lucia",
  getCampaignAccountant: "lucia",
  getCampaignBalance: "lucia",
  getCampaignSummary: "lucia",
  getBankAccount: "lucia",
  createBankAccount: "lucia",
  deleteBankAccount: "lucia",
  updateBankAccountDocuments: "lucia",
  attachPostToCampaign: "lucia",
  sendThankYouEmail: "lucia",
  updateCampaignStatus: "lucia",
  listCampaignTasks: "lucia",
  getCampaignSessionMetric: "lucia",
  getCampaignMetrics: "lucia",
  updateCampaignDetails: "lucia",
  updateCampaignBeneficent: "lucia",
  updateCampaignDocuments: "lucia",
  updateCampaignImages: "lucia",
  getDonation: "zdrowie",
  getDonationCertificate: "zdrowie",
  getDonationCertificatePdf: "zdrowie",
  updatePost: "lucia",
  deletePost: "lucia",
  declineBankAccount: "maria",
  // The owner of the account may not decide on it: staff only.
  decideBankAccount: "zdrowie",
  updateDonationsVisibility: "maria",
  getUserCertificate: "maria",
  getUserCertificatePdf: "maria",
  deleteCampaign: "maria",
  addWithdrawNote: "lucia",
  updateWithdrawal: "maria",
  markWithdrawNoteForReview: "maria",
  markWithdrawNoteCompleted: "maria",
  markWithdrawNoteReverted: "maria",
  impersonateUser: "maria",
  // The staff console's reads: admins only.
  listStaffCampaigns: "maria",
  listStaffBankAccounts: "maria",
  listStaffWithdrawals: "maria",
  getStaffWithdrawal: "maria",
  searchStaffUsers: "maria",
  verifyCampaign: "maria",
  updateBusinessCover: "lucia",
  updateBusinessMission: "lucia",
  updateBusinessSectors: "lucia",
  updateBusinessOrganizationSize: "lucia",
};

/**
 * The admin column of the matrix, for every operation in REFUSE: what a ROLE_ADMIN who is not the
 * owner gets. "read" and "write" are allowed (staff see and moderate owners' data); "refused"
 * answers 403 and changes nothing (acting as the owner: withdrawing, submitting a bank account,
 * a business's own profile). "owner media" is allowed but the recipe's uploads are the owner's,
 * and only the caller's own uploads can be attached: a 400 on the documents field.
 */
type AdminRight = "read" | "write" | "refused" | "owner media";
const ADMIN: Record<string, AdminRight> = {
  listWithdrawals: "read",
  getWithdrawal: "read",
  listWithdrawNotes: "read",
  listCampaignAccounts: "read",
  getCampaignAccountant: "read",
  getCampaignBalance: "read",
  getCampaignSummary: "read",
  getBankAccount: "read",
  getUserCertificate: "read",
  getUserCertificatePdf: "read",
  listCampaignTasks: "read",
  getCampaignSessionMetric: "read",
  getCampaignMetrics: "read",
  getDonation: "read",
  getDonationCertificate: "read",
  getDonationCertificatePdf: "read",
  impersonateUser: "read",
  listStaffCampaigns: "read",
  listStaffBankAccounts: "read",
  listStaffWithdrawals: "read",
  getStaffWithdrawal: "read",
  searchStaffUsers: "read",
  createWithdrawal: "refused",
  transferFunds: "refused",
  createBankAccount: "refused",
  attachPostToCampaign: "refused",
  sendThankYouEmail: "refused",
  updateBusinessCover: "refused",
  updateBusinessMission: "refused",
  updateBusinessSectors: "refused",
  updateBusinessOrganizationSize: "refused",
  updateWithdrawalInvoices: "owner media",
  updateWithdrawal: "write",
  addWithdrawNote: "write",
  markWithdrawNoteForReview: "write",
  markWithdrawNoteCompleted: "write",
  markWithdrawNoteReverted: "write",
  deleteBankAccount: "write",
  declineBankAccount: "write",
  decideBankAccount: "write",
  updateBankAccountDocuments: "owner media",
  updateDonationsVisibility: "write",
  verifyCampaign: "write",
  updateCampaignStatus: "write",
  updateCampaignDetails: "write",
  updateCampaignBeneficent: "write",
  updatePost: "write",
  deletePost: "write",
  deleteCampaign: "write",
  updateCampaignDocuments: "owner media",
  updateCampaignImages: "owner media",
};

beforeAll(prepareWorld, 120_000);

afterAll(async () => {
  await t?.destroy();
});

describe("authorisation: users the spec does not give an operation to are refused", () => {
  const guarded = operations.filter((o) => REFUSE[o.id]);
  it("covers the owner-only, staff-only and business-only operations", () => {
    expect(guarded.length).toBeGreaterThanOrEqual(40);
  });
  it.each(guarded.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s refuses another signed-in user and changes nothing",
    async (_name, o) => {
      const recipe = recipes[o.id]?.();
      const refused = REFUSE[o.id];
      if (!recipe || !refused) throw new Error(`${o.id} has no refusal`);
      const before = await snapshot();
      const reply = await send(o, { ...recipe, as: refused });
      expect(
        [403, 404],
        `${o.id} as ${refused}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
      ).toContain(reply.status);
      expectInSchema(o, reply.status, reply.body);
      expect(await snapshot(), `${o.id}: a refused call changed the database`).toEqual(before);
    },
  );
});

describe("authorisation: what an admin who is not the owner gets", () => {
  it("has an admin expectation for every guarded operation, and only for those", () => {
    expect(Object.keys(REFUSE).sort()).toEqual(Object.keys(ADMIN).sort());
  });
  const byRight = (right: AdminRight) =>
    operations
      .filter((o) => ADMIN[o.id] === right)
      .map((o) => [`${o.method} ${o.path}`, o] as const);
  it.each(byRight("read"))("%s lets an admin read the owner's data", async (_name, o) => {
    const recipe = recipes[o.id]?.();
    if (!recipe) throw new Error(`${o.id} has no recipe`);
    const reply = await send(o, { ...recipe, as: "admin" });
    expect(
      reply.status,
      `${o.id} as admin: ${JSON.stringify(reply.body).slice(0, 200)}`,
    ).toBeLessThan(300);
    expectInSchema(o, reply.status, reply.body);
  });
  it.each(byRight("refused"))("%s refuses an admin and changes nothing", async (_name, o) => {
    const recipe = recipes[o.id]?.();
    if (!recipe) throw new Error(`${o.id} has no recipe`);
    const before = await snapshot();
    const reply = await send(o, { ...recipe, as: "admin" });
    expect(reply.status, `${o.id} as admin: ${JSON.stringify(reply.body).slice(0, 200)}`).toBe(403);
    expectInSchema(o, reply.status, reply.body);
    expect(await snapshot(), `${o.id}: a refused call changed the database`).toEqual(before);
  });
});
describe("contract: every operation of openapi.yaml", () => {
  it("has a recipe for every operation, and every recipe names an operation", () => {
    const missing = operations
      .filter((o) => !recipes[o.id])
      .map((o) => `${o.method} ${o.path} (${o.id})`);
    expect(missing, "operations without a contract call").toEqual([]);
    const unknown = Object.keys(recipes).filter((id) => !operations.some((o) => o.id === id));
    expect(unknown).toEqual([]);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s answers 2xx inside its schema (or its declared redirect)",
    async (_name, o) => {
      const recipe = recipes[o.id];
      if (!recipe) throw new Error(`${o.id} has no contract call: implement it and add a recipe`);
      const reply = await send(o, recipe());
      const said = `${o.id}: ${JSON.stringify(reply.body).slice(0, 300)}`;
      // An operation whose only success is a redirect (PayPal's way back) answers it, to a place.
      if (!Object.keys(o.op.responses).some((status) => /^2\d\d$/.test(status))) {
        expect(reply.status, said).toBe(303);
        expect(reply.headers.get("location"), said).toMatch(/^https?:\/\//);
        return;
      }
      expect(reply.status, said).toBeGreaterThanOrEqual(200);
      expect(reply.status, said).toBeLessThan(300);
      expectInSchema(o, reply.status, reply.body);
      // A document's answer carries its declared media type (the certificate: a PDF).
      const declared = Object.keys(o.op.responses[String(reply.status)]?.content ?? {});
      if (declared.length && !declared.includes("application/json"))
        expect(declared).toContain(reply.headers.get("content-type"));
      if (o.id === "createBankAccount") ids.createdShelterAccount = reply.body.response.id;
    },
  );

  it.each(
    operations.filter((o) => !o.guestAllowed).map((o) => [`${o.method} ${o.path}`, o] as const),
  )("%s answers a guest 401 inside its schema", async (_name, o) => {
    const recipe = recipes[o.id]?.();
    if (!recipe) throw new Error(`${o.id} has no contract call`);
    const reply = await send(o, { ...recipe, as: "guest" });
    expect(reply.status, o.id).toBe(401);
    expectInSchema(o, reply.status, reply.body);
  });

  const withIdParam = operations.filter(
    (o) => o.statuses.includes("404") && /\{(id|withdrawId|noteId|slug)\}/.test(o.path),
  );
  it.each(withIdParam.map((o) => [`${o.method} ${o.path}`, o] as const))(
    "%s answers an unknown id with a declared error inside its schema",
    async (_name, o) => {
      const recipe = recipes[o.id]?.();
      if (!recipe) throw new Error(`${o.id} has no contract call`);
      const params = Object.fromEntries(
        Object.keys(recipe.params ?? {}).map((k) => [k, k === "slug" ? "no-such-post" : 999999]),
      );
      const reply = await send(o, { ...recipe, params: { ...recipe.params, ...params } });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expectInSchema(o, reply.status, reply.body);
    },
  );

  it("answers bad input with a 400 inside the ValidationError schema", async () => {
    const o = operations.find((x) => x.id === "createWithdrawal");
    if (!o) throw new Error("createWithdrawal missing");
    const reply = await send(o, {
      as: "maria",
      params: { id: ids.mariaCampaign },
      body: { ...providerPayload(), amount: 0, reasons: [] },
    });
    expect(reply.status).toBe(400);
    expectInSchema(o, 400, reply.body);
  });
});

// Admin writes change the world the recipes rely on, so they run last, on a fresh seeded world, in
// an order where each one's target still exists (the invoices before the decision that closes the
// withdrawal; the campaign deleted last).
describe("authorisation: an admin who is not the owner may moderate", () => {
  beforeAll(async () => {
    await t.destroy();
    await prepareWorld();
    // The pending shelter account the documents recipe edits is the owner's submission.
    const create = operations.find((o) => o.id === "createBankAccount");
    const recipe = recipes.createBankAccount?.();
    if (!create || !recipe) throw new Error("createBankAccount has no recipe");
    ids.createdShelterAccount = (await send(create, recipe)).body.response.id;
  }, 120_000);
  it.each(Object.keys(ADMIN).filter((id) => ADMIN[id] === "owner media"))(
    "%s: an admin cannot attach the owner's uploads, and nothing changes",
    async (id) => {
      const o = operations.find((op) => op.id === id);
      const recipe = recipes[id]?.();
      if (!o || !recipe) throw new Error(`${id} has no recipe`);
      const before = await snapshot();
      const reply = await send(o, { ...recipe, as: "admin" });
      expect(reply.status, JSON.stringify(reply.body).slice(0, 200)).toBe(400);
      expectInSchema(o, reply.status, reply.body);
      expect(await snapshot()).toEqual(before);
    },
  );
  const order = Object.keys(ADMIN).filter((id) => ADMIN[id] === "write");
  it.each(order)("%s as an admin", async (id) => {
    const o = operations.find((op) => op.id === id);
    const recipe = recipes[id]?.();
    if (!o || !recipe) throw new Error(`${id} has no recipe`);
    const reply = await send(o, { ...recipe, as: "admin" });
    expect(
      reply.status,
      `${id} as admin: ${JSON.stringify(reply.body).slice(0, 200)}`,
    ).toBeLessThan(300);
    expectInSchema(o, reply.status, reply.body);
  });
});
