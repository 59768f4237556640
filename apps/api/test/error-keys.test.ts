// Every dictionary key the server can put in a body (a 400's per-field map, the message of a
// 403/404, and the notification and campaign-task texts of 200 bodies) must be in the dictionaries
// of @causeway/i18n, so the client can show it.
//
// The keys are collected from the source rather than from a hand-kept list, so a key added inline
// tomorrow is checked too: every string literal of apps/api/src (the seed aside) shaped like a
// dictionary key, minus the few dotted literals that are not keys (table.column references of
// Kysely, dotted field names, file names), plus every key the rules of @causeway/forms can answer.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES } from "@causeway/i18n";
import { RULE_MESSAGE_KEYS } from "@causeway/rules";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "..", "src");
const localesDir = join(here, "..", "..", "..", "packages", "i18n", "locales");

const KEY_LITERAL = /"([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)"/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "seed" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Table names of the database schema: "campaigns.id" is a column, not a key. */
function tableNames(): Set<string> {
  const schema = readFileSync(join(src, "db", "schema.ts"), "utf8");
  const database = schema.slice(schema.indexOf("export interface Database"));
  const body = database.slice(0, database.indexOf("}"));
  return new Set([...body.matchAll(/^\s+(\w+):/gm)].map((m) => m[1] as string));
}

/**
 * Dotted literals that are not dictionary keys: field paths of the 400 map, file names, and a
 * column of a query's one-letter table alias ("c.id").
 */
const NOT_KEYS = [
  // Stripe's event types.
  /^payment_intent\.[a-z_]+$/,
  /^(charge\.)?refund\.[a-z_]+$/,
  /^provider\.[a-z_]+$/,
  /^index\.html$/,
  /^socket\.io$/,
  /^[a-z]\.[a-z_]+$/,
];
export function serverErrorKeys(): string[] {
  const tables = tableNames();
  const keys = new Set<string>();
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, "utf8").matchAll(KEY_LITERAL)) {
      const key = match[1] as string;
      if (tables.has(key.split(".")[0] as string)) continue;
      if (NOT_KEYS.some((re) => re.test(key))) continue;
      keys.add(key);
    }
  }
  for (const key of RULE_MESSAGE_KEYS) keys.add(key);
  return [...keys].sort();
}

const dictionary = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, `${locale}.json`), "utf8"));

describe("dictionary keys the server sends", () => {
  const keys = serverErrorKeys();

  it("are collected from the source (the scan finds what the routes throw)", () => {
    // Inline in routes, in zod messages, from the forms' schemas, and the generic fallbacks.
    for (const known of [
      "withdraw.validator.insufficient_funds",
      "upload.validator.image_type",
      "bank_account.validator.already_exists",
      "forms.blocker.iban_invalid",
      "forms.error.too_long",
      "validation.required",
      "validation.invalid",
      // The texts of 200 bodies: notifications and campaign tasks.
      "notification.campaign.funds_collected",
      "notification.bank_account.declined",
      "campaign.task.first_donation",
    ]) {
      expect(keys).toContain(known);
    }
    expect(keys).not.toContain("campaigns.id");
    expect(keys.length).toBeGreaterThan(80);
  });

  it("are all in the English dictionary", () => {
    const en = dictionary("en");
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("are all translated in %s", (locale) => {
    const messages = dictionary(locale);
    const missing = keys.filter((key) => typeof messages[key] !== "string" || !messages[key]);
    expect(missing).toEqual([]);
  });
});
