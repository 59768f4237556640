import createClient, { type Client } from "openapi-fetch";
import type { paths } from "../types";
import { type AuthFetchOptions, createAuthFetch } from "./auth-fetch";

/** The typed client: client.GET("/api/v2/campaign/fetch", { params: { query: { slug } } }). */
export type ApiClient = Client<paths>;

export interface ApiClientOptions extends AuthFetchOptions {
  /** Where the API lives, e.g. "https://api.causeway.example" or "" for the same origin. */
  baseUrl: string;
}

/**
 * Creates a typed client for the Causeway API: every path, parameter and body is checked against
 * openapi.yaml at compile time. Adds the bearer token and the `lang` parameter, and renews the
 * token once on a 401. Answers come back as openapi-fetch's { data, error, response }; pass them
 * through `request()` to get the data or a normalised ApiError / ApiFieldErrors.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  return createClient<paths>({ baseUrl, fetch: createAuthFetch({ ...options, baseUrl }) });
}
