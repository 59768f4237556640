import { toApiError } from "../errors";

interface ClientResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws: ApiFieldErrors for a 400 with
 * per-field errors, ApiError (status, message, body) for any other failure.
 */
export async function request<Data>(call: Promise<ClientResult<Data>>): Promise<Data> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw toApiError(response.status, error ?? null);
  return data as Data;
}
