import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, isCompressible, pickEncoding } from "./compression";

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0", null],
    ["identity", null],
    ["", null],
    [undefined, null],
  ])("%j -> %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("compress", () => {
  const text = new TextEncoder().encode("Help Maria walk again. ".repeat(200));
  it("round-trips brotli and gzip, and makes text smaller", async () => {
    const br = await compress(text, "br");
    const gz = await compress(text, "gzip", "static");
    expect(new Uint8Array(brotliDecompressSync(br))).toEqual(text);
    expect(new Uint8Array(gunzipSync(gz))).toEqual(text);
    expect(br.length).toBeLessThan(text.length / 10);
  });
  it("knows text from binary", () => {
    expect(isCompressible("application/json")).toBe(true);
    expect(isCompressible("text/javascript; charset=utf-8")).toBe(true);
    expect(isCompressible("image/svg+xml")).toBe(true);
    expect(isCompressible("image/png")).toBe(false);
    expect(isCompressible("application/pdf")).toBe(false);
  });
});
