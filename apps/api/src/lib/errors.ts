/** Error bodies of the contract: a 400 carries per-field dictionary keys, others `{code, message}`. */
export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: number; message: string | FieldErrors },
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === "string" ? body.message : JSON.stringify(body.message));
  }
}

export const badRequest = (fields: FieldErrors) =>
  new HttpError(400, { code: 400, message: fields });
export const unauthorized = (message = "Expired JWT Token") =>
  new HttpError(401, { code: 401, message });
export const forbidden = (message = "Access denied.") => new HttpError(403, { code: 403, message });
export const notFound = (message = "Not found.") => new HttpError(404, { code: 404, message });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { code: 429, message: "Too many requests." },
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
