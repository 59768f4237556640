import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { jwtVerify, SignJWT } from "jose";

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** scrypt (node:crypto), stored as `scrypt$N$r$p$salt$hash` so the cost can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface TokenClaims {
  userId: number;
  version: number;
  /** The admin behind an impersonation token. */
  impersonator: number | null;
}

/** How many verified tokens are remembered (the least recently used goes first). */
export const VERIFIED_TOKENS_MAX = 10_000;

export class Tokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature has been verified, with their claims and expiry: a token is the same
   * string on every request of a session, and its signature answers the same every time, so it is
   * checked once (an HMAC through WebCrypto costs more than the rest of a small request). Its
   * expiry is still checked on each use; whether it has been revoked is the caller's question
   * (token_version, against the user).
   */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    const payload: Record<string, unknown> = { ver: claims.version };
    if (claims.impersonator) payload.imp = claims.impersonator;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Verifies signature and expiry; `graceSeconds` lets renew_token accept a recently expired token. */
  async verify(token: string, graceSeconds = 0): Promise<TokenClaims | null> {
    const checked = await this.check(token, graceSeconds);
    return "claims" in checked ? checked.claims : null;
  }

  /** As verify, saying why a token is refused: expired (renewable) or invalid (forged, malformed). */
  async check(
    token: string,
    graceSeconds = 0,
  ): Promise<{ claims: TokenClaims } | { problem: "expired" | "invalid" }> {
    const now = Math.floor(Date.now() / 1000);
    const known = graceSeconds === 0 ? this.verified.get(token) : undefined;
    if (known) {
      // jose's rule: expired once `exp` is not after now.
      if (known.exp > now) return { claims: known.claims };
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        clockTolerance: graceSeconds,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId < 1) return { problem: "invalid" };
      const claims: TokenClaims = Object.freeze({
        userId,
        version: typeof payload.ver === "number" ? payload.ver : 0,
        impersonator: typeof payload.imp === "number" ? payload.imp : null,
      });
      if (graceSeconds === 0 && typeof payload.exp === "number" && payload.exp > now) {
        if (this.verified.size >= VERIFIED_TOKENS_MAX) {
          const oldest = this.verified.keys().next();
          if (!oldest.done) this.verified.delete(oldest.value);
        }
        this.verified.set(token, { claims, exp: payload.exp });
      }
      return { claims };
    } catch (error) {
      const expired = (error as { code?: unknown }).code === "ERR_JWT_EXPIRED";
      return { problem: expired ? "expired" : "invalid" };
    }
  }
}

export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString("hex");
}
