// Text goes out compressed (issue 12): brotli when the client accepts it, else gzip, chosen by
// Accept-Encoding with `Vary: Accept-Encoding`. Hashed build assets come precompressed from the
// build (apps/web scripts/precompress.mjs writes `<file>.br` and `<file>.gz`); other files and the
// API's JSON are compressed on the way out with node:zlib (no hand-written codec).
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { Env } from "./context";

export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes a compressed answer is not worth the headers and the CPU. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with: brotli, else gzip, when Accept-Encoding allows it (a `q=0` refuses
 * one, `*` stands for any not named), else null (identity).
 */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/** Compresses for the wire: `quality` "dynamic" is fast (per request), "static" is smallest. */
export async function compress(
  bytes: Uint8Array,
  encoding: Encoding,
  quality: "dynamic" | "static" = "dynamic",
): Promise<Buffer> {
  if (encoding === "br")
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality === "static" ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  return gzipAsync(bytes, { level: quality === "static" ? 9 : 6 });
}

/** The API's JSON and text answers, compressed when large enough and accepted. */
export const compressResponses: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const res = c.res;
  // Status and headers only: reading the body (even `res.body`) turns @hono/node-server's
  // lightweight answer into a full Response streamed out, which costs more than a small request.
  if (c.req.method === "HEAD" || res.status === 204 || res.status === 304) return;
  if (res.headers.has("content-encoding") || !isCompressible(res.headers.get("content-type")))
    return;
  res.headers.append("Vary", "Accept-Encoding");
  const encoding = pickEncoding(c.req.header("accept-encoding"));
  if (!encoding || !res.body) return;
  const bytes = new Uint8Array(await res.arrayBuffer());
  // Hono copies the old answer's headers onto a new one: change them on the old answer.
  res.headers.delete("Content-Length");
  if (bytes.length < MIN_COMPRESS_BYTES) {
    c.res = new Response(bytes, { status: res.status, headers: res.headers });
    return;
  }
  res.headers.set("Content-Encoding", encoding);
  const body = await compress(bytes, encoding);
  c.res = new Response(new Uint8Array(body), { status: res.status, headers: res.headers });
};
