// @causeway/api-client/client: the client factory alone (openapi-fetch and the token renewal), for
// a host that loads its client with its first call rather than with its page. The package's main
// entry exports the same functions.
export { type AuthFetchOptions, createAuthFetch, RENEW_TOKEN_PATH } from "./auth-fetch";
export { type ApiClient, type ApiClientOptions, createApiClient } from "./create-api-client";
