import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Locale } from "./locales";
import type { Messages } from "./translator";

/** Reads a dictionary from disk, for servers and scripts running on Node without a bundler. */
export function readMessages(locale: Locale): Messages {
  const url = new URL(`../locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), "utf8")) as Messages;
}
