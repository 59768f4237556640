import { getResponse, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { request } from "../client/request";
import { ApiFieldErrors } from "../errors";
import { createMockHandlers, MOCK_HEADER, type MockHandlerOptions } from "./handlers";
import { type MockOperation, mockExample, mockOperations } from "./operation-table";

const BASE = "https://api.causeway.example";

function concreteUrl(operation: MockOperation): string {
  return `${BASE}${operation.path.replace(/\{[^}]+\}/g, "1042")}?lang=en`;
}

function requestFor(operation: MockOperation): Request {
  const hasBody = operation.method !== "GET" && operation.method !== "DELETE";
  return new Request(concreteUrl(operation), {
    method: operation.method,
    headers: { "Content-Type": "application/json" },
    body: hasBody ? "{}" : undefined,
  });
}

const handlersByMode = new Map<string, ReturnType<typeof createMockHandlers>>();

async function answer(operation: MockOperation, options: MockHandlerOptions = {}) {
  const cacheKey = JSON.stringify(options);
  const handlers = handlersByMode.get(cacheKey) ?? createMockHandlers(options);
  handlersByMode.set(cacheKey, handlers);
  const response = await getResponse(handlers, requestFor(operation));
  if (!response) throw new Error(`No mock answered ${operation.method} ${operation.path}`);
  return response;
}

const cases = mockOperations.map(
  (operation) => [`${operation.method} ${operation.path}`, operation] as const,
);

describe("createMockHandlers", () => {
  it("covers every operation of the contract", () => {
    expect(mockOperations.length).toBeGreaterThan(130);
    expect(createMockHandlers()).toHaveLength(mockOperations.length);
  });

  it.each(cases)("%s is answered by its own handler with its example", async (_, operation) => {
    const response = await answer(operation);
    expect(response.headers.get(MOCK_HEADER)).toBe(operation.operationId);
    expect(response.status).toBe(operation.status);
    if (operation.mediaType) {
      // A certificate: a PDF document, as the contract's media type says, not JSON.
      expect(response.headers.get("Content-Type")).toBe(operation.mediaType);
      expect(await response.text()).toMatch(/^%PDF-1\.\d[\s\S]*%%EOF$/);
    } else {
      expect(await response.json()).toEqual(operation.body);
    }
  });

  it("knows the two certificate downloads answer PDFs", () => {
    expect(
      mockOperations
        .filter((operation) => operation.mediaType === "application/pdf")
        .map((operation) => operation.operationId),
    ).toEqual(expect.arrayContaining(["getDonationCertificatePdf", "getUserCertificatePdf"]));
  });

  it("answers with lists emptied in 'empty' mode", async () => {
    const list = mockOperations.find((operation) => operation.operationId === "listWithdrawals");
    if (!list) throw new Error("listWithdrawals missing");
    expect((mockExample("listWithdrawals").response.withdraws ?? []).length).toBeGreaterThan(0);
    const response = await answer(list, { mode: "empty" });
    expect(await response.json()).toEqual({ response: { withdraws: [], total: 0 } });
  });

  it("answers each operation's declared error in 'error' mode", async () => {
    // Only the liveness probe declares no error at all: it answers while the process answers.
    const withoutErrors = mockOperations.filter((o) => !Object.keys(o.errors).length);
    expect(withoutErrors.map((o) => o.operationId)).toEqual(["getHealth"]);
    for (const operation of mockOperations.filter((o) => Object.keys(o.errors).length)) {
      const response = await answer(operation, { mode: "error" });
      expect(Object.keys(operation.errors)).toContain(String(response.status));
    }
  });

  it("gives forms per-field errors in 'error' mode, through the real client", async () => {
    const handlers = createMockHandlers({ mode: "error", baseUrl: BASE });
    const api = createApiClient({
      baseUrl: BASE,
      fetch: async (req) =>
        (await getResponse(handlers, req)) ?? new Response(null, { status: 599 }),
    });
    const call = request(
      api.POST("/api/v2/campaign/{id}/withdraw", {
        params: { path: { id: 1042 } },
        body: {
          amount: 0,
          reasons: [],
          bank_account: 14,
          usage_report: "",
          comment: "",
          invoices: [],
          currency: 1,
        },
      }),
    );
    await expect(call).rejects.toBeInstanceOf(ApiFieldErrors);
    await expect(call).rejects.toHaveProperty(
      "fields.amount",
      "withdraw.validator.sum_greater_zero",
    );
  });

  it("waits in 'slow' mode", async () => {
    const reasons = mockOperations.find(
      (operation) => operation.operationId === "listWithdrawReasons",
    );
    if (!reasons) throw new Error("listWithdrawReasons missing");
    const started = performance.now();
    const response = await answer(reasons, { mode: "slow", delayMs: 120 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(response.status).toBe(200);
  });

  it("lets overrides win over the mode, as a body or as a resolver", async () => {
    const handlers = createMockHandlers({
      mode: "error",
      overrides: {
        listWithdrawReasons: { response: { reasons: [{ id: 9, text: "withdraw.reason.other" }] } },
        getCurrentUser: () => HttpResponse.json({ code: 401, message: "Expired" }, { status: 401 }),
      },
    });
    const reasons = await getResponse(
      handlers,
      new Request(`${BASE}/api/v2/campaign/withdraw/reasons`),
    );
    expect(await reasons?.json()).toEqual({
      response: { reasons: [{ id: 9, text: "withdraw.reason.other" }] },
    });
    const user = await getResponse(handlers, new Request(`${BASE}/api/v2/user`));
    expect(user?.status).toBe(401);
  });

  it("only answers its own origin when given a baseUrl", async () => {
    const handlers = createMockHandlers({ baseUrl: BASE });
    const elsewhere = await getResponse(handlers, new Request("https://other.example/api/v2/user"));
    expect(elsewhere).toBeUndefined();
    const here = await getResponse(handlers, new Request(`${BASE}/api/v2/user`));
    expect(here?.status).toBe(200);
  });
});
