#!/usr/bin/env node
// The dictionaries as published (run by the package's build, after the JavaScript): a host that
// embeds our widgets loads one language, so the published copy (dist/locales/<code>.json, what
// `@causeway/i18n/locales/*.json` and loadMessages give a host) leaves out the namespaces only the
// Causeway site and server use. The site and the server read the whole dictionaries of locales/.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Namespaces no package uses: the site's pages (`web.*`) and the sandbox payment page (`sandbox.*`). */
export const SITE_ONLY_NAMESPACES = ["web", "sandbox"];

/** The dictionary without the site-only namespaces. */
export function publishedMessages(messages) {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !SITE_ONLY_NAMESPACES.includes(key.split(".")[0])),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const out = join(root, "dist", "locales");
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(join(root, "locales")).filter((f) => f.endsWith(".json"))) {
    const messages = JSON.parse(readFileSync(join(root, "locales", file), "utf8"));
    writeFileSync(join(out, file), `${JSON.stringify(publishedMessages(messages))}\n`);
  }
  // loadMessages imports ../locales/<code>.json from src/; from dist/ the published copy is ./locales.
  for (const file of ["load.js", "load.cjs"]) {
    const path = join(root, "dist", file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll('"../locales/', '"./locales/'));
  }
}
