import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listOperations, loadContract } from "../../scripts/lib/document.mjs";
import { COMMITTED_CALLS, callsFilePath, pathShape, readCalls, SHARED_CALLS } from "./calls-file";

const doc = loadContract();
const operations = listOperations(doc);
const calls = readCalls();
const byShape = new Map(
  operations.map((entry) => [`${entry.method.toUpperCase()} ${pathShape(entry.path)}`, entry]),
);
const NO_PATH_NOTE = "The specification gives no path for this call";

describe(`every call of ${callsFilePath()} is an operation of openapi.yaml`, () => {
  it("reads a plausible list of calls", () => {
    expect(calls.length).toBeGreaterThan(100);
    for (const call of calls) {
      expect(["GET", "POST", "PUT", "DELETE", "PATCH"]).toContain(call.method);
      expect(call.path).toMatch(/^\/api\/v[12]\//);
    }
  });

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))("%s", (_, call) => {
    const found = byShape.get(`${call.method} ${pathShape(call.path)}`);
    expect(found, `missing from openapi.yaml (${call.where})`).toBeDefined();
    expect(found?.operation.description ?? "").not.toContain(NO_PATH_NOTE);
  });

  it("says 'the specification gives no path' on exactly the operations calls.tsv does not list", () => {
    const listed = new Set(calls.map((call) => `${call.method} ${pathShape(call.path)}`));
    const unlisted = operations.filter(
      (entry) => !listed.has(`${entry.method.toUpperCase()} ${pathShape(entry.path)}`),
    );
    const withoutNote = unlisted
      .filter((entry) => !(entry.operation.description ?? "").includes(NO_PATH_NOTE))
      .map((entry) => `${entry.method.toUpperCase()} ${entry.path}`);
    expect(withoutNote).toEqual([]);
    // Under /api/v2, but for the load balancers' probes (issue 17), at the root by convention.
    for (const entry of unlisted) expect(entry.path).toMatch(/^(\/api\/v2\/|\/healthz$|\/readyz$)/);
  });

  it.runIf(existsSync(SHARED_CALLS))("keeps the committed fallback copy in sync", () => {
    expect(readFileSync(COMMITTED_CALLS, "utf8")).toBe(readFileSync(SHARED_CALLS, "utf8"));
  });
});

// The NOT-SHOWN block of calls.tsv, item by item, with the operations this contract gives them.
const notShown: Record<string, string[]> = {
  "bank account: get (404 = none yet), create, decline pending, remove approved": [
    "getBankAccount",
    "createBankAccount",
    "declineBankAccount",
    "deleteBankAccount",
  ],
  "withdraw notes: list, add, mark for review, completed, reverted": [
    "listWithdrawNotes",
    "addWithdrawNote",
    "markWithdrawNoteForReview",
    "markWithdrawNoteCompleted",
    "markWithdrawNoteReverted",
  ],
  "provider search, campaign accounts, accountant": [
    "searchWithdrawProviders",
    "listCampaignAccounts",
    "getCampaignAccountant",
  ],
  "campaign balance and summary": ["getCampaignBalance", "getCampaignSummary"],
  "business sizes and sectors, trending by category, featured": [
    "listBusinessSizes",
    "listBusinessSectors",
    "listTrendingCampaignsByCategory",
    "listFeaturedCampaigns",
  ],
  "second form of the sign-up details": ["submitSignupPersonal", "submitSignupBusiness"],
  "campaign creation and editing, images and video": [
    "createCampaign",
    "updateCampaignDetails",
    "updateCampaignBeneficent",
    "updateCampaignDocuments",
    "updateCampaignImages",
  ],
  "donation: create with payment, status, certificate": [
    "createDonation",
    "getDonation",
    "getDonationCertificate",
    "getDonationCertificatePdf",
  ],
  "currencies, post comments, removing karma, password reset request and reset, logout": [
    "listCurrencies",
    "listPostComments",
    "createPostComment",
    "removeKarma",
    "requestPasswordReset",
    "resetPassword",
    "logout",
  ],
};

describe("every NOT-SHOWN call has an operation", () => {
  const ids = new Set(operations.map((entry) => entry.operation.operationId));
  it.each(Object.entries(notShown))("%s", (_, operationIds) => {
    expect(operationIds.filter((id) => !ids.has(id))).toEqual([]);
  });
});
