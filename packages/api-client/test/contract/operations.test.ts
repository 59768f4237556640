import { describe, expect, it } from "vitest";
import { deref, isPublic, listOperations, loadContract } from "../../scripts/lib/document.mjs";

const doc = loadContract();
const operations = listOperations(doc);
const named = operations.map(
  (entry) => [`${entry.method.toUpperCase()} ${entry.path}`, entry] as const,
);

function jsonSchemaOf(response: unknown) {
  return deref(doc, response)?.content?.["application/json"]?.schema;
}

describe("every operation of openapi.yaml", () => {
  it("has a unique operationId", () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    expect(ids.every((id) => typeof id === "string" && id !== "")).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(named)(
    "%s has a 2xx response with a JSON schema (or a PDF document, or is a redirect)",
    (_, { operation }) => {
      const responses = Object.entries(operation.responses ?? {});
      const success = responses.find(([status]) => /^2\d\d$/.test(status));
      // A browser's way back from a provider's page (PayPal's return) answers a redirect alone:
      // 303 with where to go, and no body.
      const redirect = responses.find(([status]) => status === "303");
      if (!success && redirect) {
        expect(
          deref(doc, redirect[1])?.headers?.Location,
          "a redirect names its Location",
        ).toBeDefined();
        expect(deref(doc, redirect[1])?.content, "a redirect has no body").toBeUndefined();
        return;
      }
      expect(success, "no 2xx response").toBeDefined();
      // A download (the donation certificate) answers a binary PDF, declared as such.
      const pdf = deref(doc, success?.[1])?.content?.["application/pdf"]?.schema;
      if (pdf) expect(pdf).toEqual({ type: "string", format: "binary" });
      else expect(jsonSchemaOf(success?.[1]), "the 2xx response has no JSON schema").toBeDefined();
    },
  );

  it.each(named)("%s declares its error responses", (_, { operation, parameters }) => {
    const statuses = Object.keys(operation.responses ?? {});
    const missing: string[] = [];
    if (!isPublic(doc, operation) && !statuses.includes("401")) missing.push("401 (needs a token)");
    if (operation.requestBody && !statuses.includes("400")) missing.push("400 (has a body)");
    if (parameters.some((parameter) => parameter.in === "path") && !statuses.includes("404")) {
      missing.push("404 (addresses an item)");
    }
    // The load balancers' probes (tag operations: /healthz, /readyz) take nothing a caller could
    // get wrong, so they have no 4xx (the linter's ignore file says the same).
    const probe = (operation.tags ?? []).includes("operations");
    if (!probe && !statuses.some((status) => /^4\d\d$/.test(status))) missing.push("any 4xx");
    for (const status of statuses.filter((status) => /^4\d\d$/.test(status))) {
      if (!jsonSchemaOf(operation.responses[status])) missing.push(`${status} without a schema`);
    }
    expect(missing).toEqual([]);
  });

  it("uses the per-field error body for every 400", () => {
    const wrong = named
      .filter(([, { operation }]) => operation.responses?.["400"])
      .filter(
        ([, { operation }]) =>
          operation.responses["400"].$ref !== "#/components/responses/BadRequest",
      )
      .map(([name]) => name);
    expect(wrong).toEqual([]);
  });
});

describe("the contract keeps the spec's constants", () => {
  const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));
  const defaultOf = (operationId: string, name: string) => {
    const parameter = byId
      .get(operationId)
      ?.parameters.find((candidate) => candidate.name === name);
    return parameter?.schema?.default;
  };

  it.each([
    ["listWithdrawals", "offset", 0],
    ["listWithdrawals", "limit", 4],
    ["listWithdrawals", "state", "PAYED"],
    ["getFeed", "limit", 8],
    ["listCampaigns", "limit", 8],
    ["listCampaignDonations", "offset", 0],
    ["listCampaignDonations", "limit", 8],
    ["listMessages", "limit", 25],
    ["listNotifications", "limit", 12],
    ["listBusinessSectorsOfUser", "limit", 100],
    ["listBusinessOrganizationSizesOfUser", "limit", 100],
    ["listTrendingCampaigns", "limit", 10],
    ["listTrendingCampaignsByCategory", "offset", 0],
    ["listTrendingCampaignsByCategory", "limit", 10],
    ["listFeaturedCampaigns", "limit", 4],
    ["listFeaturedCampaigns", "successful", 0],
    ["listFeaturedCampaigns", "verified", 1],
    ["searchWithdrawProviders", "limit", 8],
    ["getTranslations", "type", "desktop"],
  ] as const)("%s %s defaults to %s", (operationId, name, value) => {
    expect(defaultOf(operationId, name)).toBe(value);
  });

  it.each([
    "createWithdrawal",
    "transferFunds",
    "createDonation",
    // issue 25: every other write a form makes
    "createPostComment",
    "requestPasswordReset",
    "createBankAccount",
    "createPost",
    "reportPost",
    "reportCampaign",
    "createCampaign",
    "attachPostToCampaign",
    "sendThankYouEmail",
    "addWithdrawNote",
    "sendContactMessage",
    "sendMessage",
  ])("%s accepts an Idempotency-Key header", (operationId) => {
    const header = byId
      .get(operationId)
      ?.parameters.find(
        (parameter) => parameter.in === "header" && parameter.name === "Idempotency-Key",
      );
    expect(header).toBeDefined();
  });

  it.each(["getTranslations", "getPublicSettings", "login", "listCategories", "fetchCampaign"])(
    "%s needs no token",
    (operationId) => {
      const entry = byId.get(operationId);
      expect(entry && isPublic(doc, entry.operation)).toBe(true);
    },
  );

  it("money amounts are integers of minor units and timestamps Unix seconds", () => {
    const schemas = doc.components.schemas;
    expect(schemas.MinorAmount).toMatchObject({ type: "integer", format: "int64" });
    expect(schemas.UnixTime).toMatchObject({ type: "integer" });
  });

  it.each([
    ["WithdrawState", ["PAYED", "REFUSED", "PENDING", "WAITING_DOCUMENTS"]],
    ["BankAccountState", ["PENDING", "APPROVED", "REFUSED", "WAITING"]],
    // The spec's PROCESSED and PROCESSING, and how a card payment can end otherwise (the spec is
    // silent; the sandbox's hosted page declines or is cancelled, as a real provider's does), and
    // a donation given back in full (issue 29's refunds).
    ["PaymentStatus", ["PROCESSED", "PROCESSING", "FAILED", "CANCELLED", "REFUNDED"]],
    ["PaymentMethod", ["STRIPE", "SAFE_CHARGE", "PAYPAL", "BANK", "APPLE_PAY"]],
    ["DonatorType", ["USER", "OTHER", "CAMPAIGN", "ORGANIZATION"]],
    ["ReminderType", ["TEN_DAYS_REMINDER", "SIXTY_DAYS_REMINDER", "HUNDRED_TWENTY_DAYS_REMINDER"]],
    ["TaxType", ["FIXED_PERCENT", "FIXED_AMOUNT"]],
    ["Gender", ["male", "female"]],
    ["UserType", ["personal", "business"]],
    ["CampaignType", ["medical", "other"]],
  ] as const)("enum %s is %j", (name, values) => {
    expect(doc.components.schemas[name].enum).toEqual(values);
  });

  it.each([
    "Campaign",
    "Currency",
    "User",
    "Withdraw",
    "ServiceWithdraw",
    "PersonalWithdraw",
    "TransferWithdraw",
    "ProviderWithdrawalPayload",
    "OwnerWithdrawalPayload",
    "TransferFundsPayload",
    "BankAccount",
    "BankAccountPayload",
    "ProviderSuggestion",
    "WithdrawReason",
    "Post",
    "PostPayload",
    "Donation",
    "Notification",
    "NotificationType",
    "NotificationsMeta",
    "ConversationMessage",
    "ConversationsMeta",
    "Report",
    "ReportType",
    "Category",
    "Balance",
    "Location",
    "BusinessSize",
    "BusinessSector",
    "SignupDetailsPayload",
    "SignupBusinessDetailsPayload",
    "CampaignAccount",
    "Accountant",
    "ValidationError",
  ])("declares the entity %s", (name) => {
    expect(doc.components.schemas[name]).toBeDefined();
  });
});
