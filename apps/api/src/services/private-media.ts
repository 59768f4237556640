// Private uploads (documents: bank certificates, withdrawal invoices, campaign documents) are
// served only through signed, expiring paths, or to their owner and staff by token. Public
// images keep the plain `/media/<key>` path.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { mediaPath } from "./page-marks";

/** How long a presented path works at least. */
export const SIGNED_PATH_TTL_SECONDS = 3600;
/** Expiries are rounded up to this step, so the same path is presented for a while. */
export const SIGNED_PATH_STEP_SECONDS = 600;

let signingKey: Buffer | null = null;

/**
 * Derives the signing key from the server secret (HKDF-SHA256, its own label, so a path
 * signature can never pass for a token signature). Called once per process by buildDeps; every
 * server process sharing JWT_SECRET signs and checks the same paths.
 */
export function setMediaSigningSecret(secret: string): void {
  signingKey = Buffer.from(
    hkdfSync("sha256", secret, "causeway", "causeway private media paths v1", 32),
  );
  // Paths signed with another key are no longer good.
  signedPaths.paths.clear();
}

function sign(storageKey: string, expires: number): Buffer {
  if (!signingKey) throw new Error("media signing secret not set (buildDeps sets it)");
  return createHmac("sha256", signingKey).update(`${expires}:${storageKey}`).digest();
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The paths signed for the current step: the same path is presented until the step moves on, so
 * it is signed once (an HMAC is most of what presenting a page of invoices costs).
 */
const signedPaths = { expires: 0, paths: new Map<string, string>() };
const SIGNED_PATHS_MAX = 10_000;

/**
 * The expiry every path signed now carries (unix s): it moves on once per step. An answer kept with
 * signed paths in it is kept under this value, so it is never served with an older expiry than a
 * fresh one would carry.
 */
export function signedPathExpiry(now = nowSeconds()): number {
  return (
    Math.ceil((now + SIGNED_PATH_TTL_SECONDS) / SIGNED_PATH_STEP_SECONDS) * SIGNED_PATH_STEP_SECONDS
  );
}

/** `/media/<key>?expires=<unix s>&signature=<HMAC-SHA256>`, valid 1 hour (+ up to one step). */
export function signedMediaPath(storageKey: string, now = nowSeconds()): string {
  const expires = signedPathExpiry(now);
  if (signedPaths.expires !== expires || signedPaths.paths.size >= SIGNED_PATHS_MAX) {
    signedPaths.expires = expires;
    signedPaths.paths.clear();
  }
  let path = signedPaths.paths.get(storageKey);
  if (!path) {
    const signature = sign(storageKey, expires).toString("base64url");
    path = `${mediaPath(storageKey)}?expires=${expires}&signature=${signature}`;
    signedPaths.paths.set(storageKey, path);
  }
  return path;
}

/** A media's path for a viewer allowed to see it: signed when the media is private. */
export function presentedMediaPath(m: { storage_key: string; private: boolean }): string {
  return m.private ? signedMediaPath(m.storage_key) : mediaPath(m.storage_key);
}

/** Whether `expires` and `signature` (query values) open `storageKey` now. */
export function validMediaSignature(
  storageKey: string,
  expires: string | undefined,
  signature: string | undefined,
  now = nowSeconds(),
): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at <= now || at > now + SIGNED_PATH_TTL_SECONDS + SIGNED_PATH_STEP_SECONDS) return false;
  // Compared as text, so only the one canonical encoding of the signature passes.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(storageKey, at).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
