import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const repoRoot = resolve(packageRoot, "..", "..");

/** The spec's calls.tsv beside the repository, or the copy committed in this package. */
export const SHARED_CALLS = resolve(repoRoot, "..", "shared", "spec", "calls.tsv");
export const COMMITTED_CALLS = resolve(packageRoot, "test", "calls.tsv");

export function callsFilePath(): string {
  return existsSync(SHARED_CALLS) ? SHARED_CALLS : COMMITTED_CALLS;
}

export interface Call {
  method: string;
  path: string;
  where: string;
}

export function readCalls(path = callsFilePath()): Call[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => {
      const [method = "", path = "", where = ""] = line.split("\t");
      return { method: method.trim(), path: path.trim(), where: where.trim() };
    });
}

/** Path templates compare by shape: OpenAPI forbids two templates differing only by names. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, "{}");
}
