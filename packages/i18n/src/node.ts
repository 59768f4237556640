import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locale } from "./locales";
import type { Messages } from "./translator";

/** Reads a dictionary from disk, for servers and scripts running on Node without a bundler. */
export function readMessages(locale: Locale): Messages {
  // The dictionaries sit beside src/ and dist/ alike. A path, not `new URL(…, import.meta.url)`,
  // which a bundler would turn into fourteen bundled dictionaries.
  const file = join(dirname(fileURLToPath(import.meta.url)), "..", "locales", `${locale}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}
