/** Field key (dotted for nested payload fields, e.g. `provider.iban`) to a dictionary key or message. */
export type FieldErrors = Record<string, string>;

/** Any answer outside 2xx, normalised: the HTTP status, a message, and the raw body. */
export class ApiError extends Error {
  override readonly name: string = "ApiError";
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** A 400 whose body carries per-field errors, ready to show under the matching form fields. */
export class ApiFieldErrors extends ApiError {
  override readonly name: string = "ApiFieldErrors";
  readonly fields: FieldErrors;

  constructor(fields: FieldErrors, body: unknown = null) {
    super(400, "Validation failed", body);
    this.fields = fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseJsonObject(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads the per-field map of a 400 `message`: an object, or (as legacy servers send it) a JSON
 * string holding one. A field may carry a list of messages; the first is kept. Returns null when
 * the value is not a non-empty map of messages.
 */
export function parseFieldErrors(message: unknown): FieldErrors | null {
  const candidate = typeof message === "string" ? parseJsonObject(message) : message;
  if (!isRecord(candidate)) return null;
  const fields: FieldErrors = {};
  for (const [key, value] of Object.entries(candidate)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text !== "string" || text === "") return null;
    fields[key] = text;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

function messageOf(status: number, body: unknown): string {
  if (isRecord(body)) {
    if (typeof body.message === "string" && body.message !== "") return body.message;
    if (typeof body.error === "string" && body.error !== "") return body.error;
  }
  if (typeof body === "string" && body !== "") return body;
  return `Request failed with status ${status}`;
}

/** Turns a failed answer into an ApiFieldErrors (a 400 with per-field errors) or an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (status === 400 && isRecord(body)) {
    const fields = parseFieldErrors(body.message);
    if (fields) return new ApiFieldErrors(fields, body);
  }
  return new ApiError(status, messageOf(status, body), body);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isApiFieldErrors(error: unknown): error is ApiFieldErrors {
  return error instanceof ApiFieldErrors;
}

/** The per-field errors carried by an error, or an empty map for any other error. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return isApiFieldErrors(error) ? error.fields : {};
}
