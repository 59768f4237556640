import type { ApiClient, ApiClientOptions } from "@causeway/api-client";

const METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"] as const;

/**
 * The browser app's API client, whose code (openapi-fetch and the token renewal: 4.4 kB gzip)
 * comes with its first call rather than with the page. A page the server drew has its data: it
 * calls the API only once the visitor acts (measured: no call at all on a guest's cold load of
 * the home, campaign, donate, post and profile pages). Every call waits for the client, then is
 * the client's own.
 */
export function lazyApiClient(
  options: ApiClientOptions,
  load: () => Promise<(options: ApiClientOptions) => ApiClient> = () =>
    import("@causeway/api-client/client").then((module) => module.createApiClient),
): ApiClient {
  let client: Promise<ApiClient> | undefined;
  const real = () => {
    client ??= load().then((create) => create(options));
    return client;
  };
  const forwarded: Record<string, unknown> = {
    request: (...args: unknown[]) =>
      real().then((api) => (api.request as (...a: unknown[]) => unknown)(...args)),
    use: (...middleware: Parameters<ApiClient["use"]>) => {
      void real().then((api) => api.use(...middleware));
    },
    eject: (...middleware: Parameters<ApiClient["eject"]>) => {
      void real().then((api) => api.eject(...middleware));
    },
  };
  for (const method of METHODS) {
    forwarded[method] = (...args: unknown[]) =>
      real().then((api) => (api[method] as (...a: unknown[]) => unknown)(...args));
  }
  return forwarded as unknown as ApiClient;
}
