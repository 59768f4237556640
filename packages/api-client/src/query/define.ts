import {
  type DataTag,
  type MutationFunctionContext,
  mutationOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UnusedSkipTokenOptions,
} from "@tanstack/react-query";
import type { ApiClient } from "../client/create-api-client";
import { apiClientOf } from "./binding";

/**
 * The query options of this package: what `useQuery` takes, with the key tagged with the data type
 * so `useQuery(campaignQueries.detail(slug)).data` is a campaign. Spelled out with types every
 * @tanstack/react-query of the peer range (^5.100.0) exports: `queryOptions`' inferred return type
 * names `QueryKeyWithDataTag`, which newer versions have and 5.100 does not, so a host on 5.100 got
 * `data: {}` from every query.
 */
export type ApiQueryOptions<Data, Key extends QueryKey> = UnusedSkipTokenOptions<
  Data,
  Error,
  Data,
  Key
> & { queryKey: DataTag<Key, Data, Error> };

/** Query options whose function runs against the API client bound to the QueryClient. */
export function apiQuery<Data, Key extends QueryKey>(
  queryKey: Key,
  run: (api: ApiClient, signal: AbortSignal) => Promise<Data>,
): ApiQueryOptions<Data, Key> {
  return queryOptions({
    queryKey,
    queryFn: ({ client, signal }) => run(apiClientOf(client), signal),
  });
}

export interface ApiMutationOptions {
  /**
   * The write is one submission per variables object: every POST it makes carries the
   * `Idempotency-Key` of its variables (idempotencyKeyFor), so a retry of the same submission (the
   * same variables object: TanStack Query's retries, and useSubmission's retry of unchanged
   * values) is answered by the server with the first result instead of being written twice. The
   * operation declares the header in openapi.yaml.
   */
  idempotent?: boolean;
}

/** Mutation options that run against the bound API client and then invalidate `refreshes`. */
export function apiMutation<Data, Variables>(
  mutationKey: QueryKey,
  run: (api: ApiClient, variables: Variables) => Promise<Data>,
  refreshes: (data: Data, variables: Variables) => readonly QueryKey[] = () => [],
  options: ApiMutationOptions = {},
) {
  return mutationOptions<Data, Error, Variables>({
    mutationKey,
    mutationFn: (variables: Variables, context: MutationFunctionContext) => {
      const api = apiClientOf(context.client);
      const keyed =
        options.idempotent && typeof variables === "object" && variables !== null
          ? withIdempotencyKey(api, idempotencyKeyFor(variables))
          : api;
      return run(keyed, variables);
    },
    onSuccess: (data, variables, _onMutateResult, context) =>
      invalidateAll(context.client, refreshes(data, variables)),
  });
}

/** The client, its POSTs sending `Idempotency-Key: key` (the other methods are unchanged). */
export function withIdempotencyKey(api: ApiClient, key: string): ApiClient {
  const post = api.POST as (url: unknown, init?: { headers?: HeadersInit }) => unknown;
  return {
    ...api,
    POST: ((url: unknown, init?: { headers?: HeadersInit }) => {
      const headers = new Headers(init?.headers);
      headers.set("Idempotency-Key", key);
      return post(url, { ...init, headers });
    }) as ApiClient["POST"],
  };
}

/** A mutation without variables (mutate() takes no argument): follow, mark all seen, log out. */
export function apiAction<Data>(
  mutationKey: QueryKey,
  run: (api: ApiClient) => Promise<Data>,
  refreshes: () => readonly QueryKey[] = () => [],
) {
  // mutate() may omit its argument only when the variables type is void.
  return apiMutation<Data, void>(mutationKey, (api) => run(api), refreshes);
}

export async function invalidateAll(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}

// One key per user intent, kept for the life of the variables object: TanStack Query retries a
// mutation with the same variables, so a retry reuses the key and the server answers it once.
const idempotencyKeys = new WeakMap<object, string>();

export interface RandomSource {
  randomUUID?: () => string;
  getRandomValues: (array: Uint8Array<ArrayBuffer>) => unknown;
}

/** A v4 UUID; randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function randomKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = new Uint8Array(16);
  source.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function idempotencyKeyFor(variables: object): string {
  let key = idempotencyKeys.get(variables);
  if (!key) {
    key = randomKey();
    idempotencyKeys.set(variables, key);
  }
  return key;
}

/** Pagination shared by list factories. */
export interface Page {
  offset?: number;
  limit?: number;
}
