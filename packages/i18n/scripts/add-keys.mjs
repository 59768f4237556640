#!/usr/bin/env node
// Merges new or changed messages into the 14 dictionaries at once.
// Usage: node scripts/add-keys.mjs entries.json
// entries.json: { "some.key": { "en": "…", "bg": "…", …all 14 }, … }
// Every entry must carry all 14 languages; keys are written sorted so diffs stay small.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "locales");
// The languages are the dictionaries there are (src/locales.ts lists the same 14; dictionaries.test.ts
// keeps the folder and the list equal).
const LOCALES = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => name.slice(0, -".json".length));
const file = process.argv[2];
if (!file) {
  console.error("usage: add-keys.mjs entries.json");
  process.exit(2);
}
const entries = JSON.parse(readFileSync(file, "utf8"));
const problems = [];
for (const [key, byLocale] of Object.entries(entries)) {
  for (const locale of LOCALES) {
    if (typeof byLocale[locale] !== "string" || byLocale[locale].trim() === "") {
      problems.push(`${key}: missing ${locale}`);
    }
  }
}
if (problems.length) {
  console.error(`Not written; every key needs all 14 languages:\n${problems.join("\n")}`);
  process.exit(1);
}
for (const locale of LOCALES) {
  const path = join(dir, `${locale}.json`);
  let current = {};
  try {
    current = JSON.parse(readFileSync(path, "utf8"));
  } catch {}
  for (const [key, byLocale] of Object.entries(entries)) current[key] = byLocale[locale];
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.info(`Wrote ${Object.keys(entries).length} keys into ${LOCALES.length} dictionaries.`);
