#!/usr/bin/env node
// After `vite build`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside each
// text file of dist/ of 1 kB or more, so the server (apps/web/server/static-files.ts) sends the smallest
// encoding without compressing per request. node:zlib only.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const TEXT = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".webmanifest"]);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(dist)) {
  if (!TEXT.has(extname(file)) || statSync(file).size < 1024) continue;
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  raw += bytes.length;
  br += brotli.length;
}
process.stdout.write(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} kB -> ${(br / 1024).toFixed(0)} kB brotli\n`,
);
