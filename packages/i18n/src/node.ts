import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locale } from "./locales";
import type { Messages } from "./translator";

/**
 * Reads a dictionary from disk, for servers and scripts running on Node without a bundler. The
 * file is found through the package's own `./locales/*.json` export (the sources' dictionaries in
 * the workspace, the published ones in an installed package), not by a path a bundler would follow.
 */
export function readMessages(locale: Locale): Messages {
  const file = createRequire(import.meta.url).resolve(`@causeway/i18n/locales/${locale}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}
