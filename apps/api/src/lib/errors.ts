/** Error bodies of the contract: a 400 carries per-field dictionary keys, others `{code, message}`. */
export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: number; message: string | FieldErrors },
    readonly headers: Record<string, string> = {},
    /** What went wrong underneath (a provider's error), logged for a 5xx. */
    cause?: unknown,
  ) {
    super(typeof body.message === "string" ? body.message : JSON.stringify(body.message), {
      cause,
    });
  }
}

export const badRequest = (fields: FieldErrors) =>
  new HttpError(400, { code: 400, message: fields });
/**
 * Why a call that needs a member has none (the messages of the JWT bundle the specification's
 * server uses): no token sent, a token past its expiry (the client renews it), or one that is
 * forged, malformed or revoked (by a log-out or a password change).
 */
export const AUTH_PROBLEM_MESSAGE = {
  missing: "JWT Token not found",
  expired: "Expired JWT Token",
  invalid: "Invalid JWT Token",
} as const;
export type AuthProblem = keyof typeof AUTH_PROBLEM_MESSAGE;

export const unauthorized = (problem: AuthProblem = "missing") =>
  new HttpError(401, { code: 401, message: AUTH_PROBLEM_MESSAGE[problem] });
export const forbidden = (message = "Access denied.") => new HttpError(403, { code: 403, message });
export const notFound = (message = "Not found.") => new HttpError(404, { code: 404, message });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { code: 429, message: "Too many requests." },
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
