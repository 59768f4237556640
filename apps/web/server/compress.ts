// A page goes out compressed like every text answer: brotli, else gzip, as Accept-Encoding allows
// (negotiated by `negotiator`, express's own). A page rendered whole is compressed in one go; a
// streamed page chunk by chunk, each flushed, so the browser has the frame before the rest is
// written.
import { Readable } from "node:stream";
import { promisify } from "node:util";
import {
  type BrotliCompress,
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  gzip,
} from "node:zlib";
import Negotiator from "negotiator";

export type Encoding = "br" | "gzip";

/** Below this many bytes a compressed answer is not worth the headers and the CPU. */
export const MIN_COMPRESS_BYTES = 1024;

/** The encoding to answer with (brotli first), or null for none. */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const chosen = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding([
    "br",
    "gzip",
    "identity",
  ]);
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A whole answer, compressed fast enough for a page rendered per request. */
export async function compressWhole(
  bytes: Uint8Array,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === "br"
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : await gzipAsync(bytes, { level: 6 });
  return new Uint8Array(out);
}

/** The text of `source`, compressed as it comes: each piece is flushed to the wire. */
export function compressStream(
  source: AsyncIterable<string>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const zip: BrotliCompress | Gzip =
    encoding === "br"
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  void (async () => {
    try {
      for await (const piece of source) {
        if (!zip.write(piece)) await new Promise((resolve) => zip.once("drain", resolve));
        await new Promise<void>((resolve) => zip.flush(resolve));
      }
      zip.end();
    } catch (error) {
      zip.destroy(error as Error);
    }
  })();
  return Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>;
}
