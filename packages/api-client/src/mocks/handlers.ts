import { delay, HttpResponse, http, type RequestHandler } from "msw";
import {
  type MockOperation,
  mockOperations,
  type OperationId,
  type SuccessBody,
} from "./operation-table";
import { bySpecificity, emptied, preferredError, toMswPath } from "./shapes";

/**
 * ok: the contract's examples. empty: lists emptied. error: each operation's most telling declared
 * error (a 400 with per-field errors where it has one). slow: the examples after `delayMs`.
 * loading: never answers (skeleton states).
 */
export type MockMode = "ok" | "empty" | "error" | "slow" | "loading";

export interface MockRequestInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/** A fixed body for the success status, or a function answering the request itself. */
export type MockAnswer<Id extends OperationId> =
  | SuccessBody<Id>
  | ((info: MockRequestInfo) => Response | Promise<Response>);

export type MockOverrides = { [Id in OperationId]?: MockAnswer<Id> };

export interface MockHandlerOptions {
  mode?: MockMode;
  /** Per-operation answers that win over the mode. */
  overrides?: MockOverrides;
  /** Only answer requests to this origin (e.g. "https://api.causeway.example"); any by default. */
  baseUrl?: string;
  /** The delay of the 'slow' mode, in milliseconds. */
  delayMs?: number;
}

const MOCK_HEADER = "X-Causeway-Mock";

/** A one-page PDF, the answer of a success whose media type is application/pdf. */
const SAMPLE_PDF = [
  "%PDF-1.4",
  "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
  "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
  "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
  "trailer << /Root 1 0 R >>",
  "%%EOF",
].join("\n");

function respond(operation: MockOperation, status: number, body: unknown): Response {
  if (operation.mediaType === "application/pdf" && status < 300) {
    return new HttpResponse(SAMPLE_PDF, {
      status,
      headers: { "Content-Type": "application/pdf", [MOCK_HEADER]: operation.operationId },
    });
  }
  return HttpResponse.json(body as never, {
    status,
    headers: { [MOCK_HEADER]: operation.operationId },
  });
}

function handlerFor(
  operation: MockOperation,
  options: Required<Omit<MockHandlerOptions, "overrides">> & MockHandlerOptions,
) {
  const method = operation.method.toLowerCase() as "get" | "post" | "put" | "delete" | "patch";
  const url = `${options.baseUrl}${toMswPath(operation.path)}`;
  const override = options.overrides?.[operation.operationId];
  return http[method](url, async ({ request, params }) => {
    if (typeof override === "function") return override({ request, params });
    if (override !== undefined) return respond(operation, operation.status, override);
    switch (options.mode) {
      case "loading":
        await delay("infinite");
        return respond(operation, operation.status, operation.body);
      case "slow":
        await delay(options.delayMs);
        return respond(operation, operation.status, operation.body);
      case "empty":
        return respond(operation, operation.status, emptied(operation.body));
      case "error": {
        const { status, body } = preferredError(operation);
        return respond(operation, status, body);
      }
      default:
        return respond(operation, operation.status, operation.body);
    }
  });
}

/**
 * msw handlers for every operation of openapi.yaml, answering from the contract's examples.
 * Storybook: `parameters: { msw: { handlers: createMockHandlers({ mode: "empty" }) } }`;
 * tests: `setupServer(...createMockHandlers())`.
 */
export function createMockHandlers(options: MockHandlerOptions = {}): RequestHandler[] {
  const settings = {
    mode: options.mode ?? "ok",
    baseUrl: (options.baseUrl ?? "*").replace(/\/+$/, ""),
    delayMs: options.delayMs ?? 1500,
    overrides: options.overrides,
  };
  return [...mockOperations]
    .sort(bySpecificity)
    .map((operation) => handlerFor(operation, settings));
}

export { MOCK_HEADER };
