import type { LanguageCode } from "../types";

export const RENEW_TOKEN_PATH = "/api/v2/renew_token";

type MaybePromise<T> = T | Promise<T>;

export interface AuthFetchOptions {
  baseUrl: string;
  /** The current token, or null/undefined for a guest. Called before every request. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** Called with the fresh token after a successful renewal; store it (the `jwt` cookie). */
  onTokenRenewed?: (token: string) => void;
  /** Called when a 401 could not be fixed by renewing the token (log the user out). */
  onUnauthorized?: () => void;
  /** Sent as the `lang` query parameter on every request unless the call sets one itself. */
  language?: LanguageCode | (() => LanguageCode | undefined);
  fetch?: (request: Request) => Promise<Response>;
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

function resolveLanguage(language: AuthFetchOptions["language"]): LanguageCode | undefined {
  return typeof language === "function" ? language() : language;
}

interface PreparedRequest {
  url: string;
  init: RequestInit;
}

/** Copies a request with the language added, its body buffered so it can be sent twice. */
async function prepare(request: Request, language: LanguageCode | undefined) {
  const url = new URL(request.url);
  if (language && !url.searchParams.has("lang")) url.searchParams.set("lang", language);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const body = hasBody ? await request.arrayBuffer() : undefined;
  const prepared: PreparedRequest = {
    url: url.toString(),
    init: {
      method: request.method,
      headers: new Headers(request.headers),
      body,
      signal: request.signal,
      credentials: request.credentials,
      cache: request.cache,
      redirect: request.redirect,
    },
  };
  return prepared;
}

function withToken({ url, init }: PreparedRequest, token: string | null | undefined): Request {
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return new Request(url, { ...init, headers });
}

/**
 * A fetch that adds the bearer token and the language to every request and, when a request sent
 * with a token answers 401, renews the token once through GET /api/v2/renew_token and retries.
 * Concurrent 401s share one renewal.
 */
export function createAuthFetch(
  options: AuthFetchOptions,
): (request: Request) => Promise<Response> {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  let renewal: Promise<string | null> | null = null;

  async function renewToken(expired: string, language: LanguageCode | undefined) {
    const url = new URL(joinUrl(options.baseUrl, RENEW_TOKEN_PATH));
    if (language) url.searchParams.set("lang", language);
    const response = await send(
      new Request(url, {
        headers: { Authorization: `Bearer ${expired}`, Accept: "application/json" },
      }),
    );
    if (!response.ok) return null;
    const body: unknown = await response.json().catch(() => null);
    const token = (body as { response?: { token?: unknown } } | null)?.response?.token;
    if (typeof token !== "string" || token === "") return null;
    options.onTokenRenewed?.(token);
    return token;
  }

  function renewOnce(expired: string, language: LanguageCode | undefined) {
    renewal ??= renewToken(expired, language).finally(() => {
      renewal = null;
    });
    return renewal;
  }

  return async function authFetch(request: Request): Promise<Response> {
    const language = resolveLanguage(options.language);
    const token = (await options.getToken?.()) ?? null;
    const prepared = await prepare(request, language);
    const response = await send(withToken(prepared, token));
    const isRenewCall = new URL(prepared.url).pathname.endsWith(RENEW_TOKEN_PATH);
    if (response.status !== 401 || !token || isRenewCall) return response;

    const renewed = await renewOnce(token, language);
    if (!renewed) {
      options.onUnauthorized?.();
      return response;
    }
    return send(withToken(prepared, renewed));
  };
}
