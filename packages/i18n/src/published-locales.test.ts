import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script without declarations
import { publishedMessages, SITE_ONLY_NAMESPACES } from "../scripts/publish-locales.mjs";

const root = join(import.meta.dirname, "..", "..", "..");
const en: Record<string, string> = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "locales", "en.json"), "utf8"),
);
const published: Record<string, string> = publishedMessages(en);

/** Every literal key the packages' sources translate: t("forms.iban.label"), t('ui.…'). */
function keysThePackagesUse(): Set<string> {
  const keys = new Set<string>();
  for (const pkg of ["ui", "forms", "api-client", "i18n"]) {
    const src = join(root, "packages", pkg, "src");
    for (const file of readdirSync(src, { recursive: true }).map(String)) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(src, file), "utf8");
      for (const match of text.matchAll(/["'`]((?:[a-z_]+\.)+[a-z_]+)["'`]/g)) {
        const key = match[1] as string;
        if (key in en) keys.add(key);
      }
    }
  }
  return keys;
}

describe("the published dictionaries", () => {
  it("leave out what only the site and the server say", () => {
    const siteOnly = Object.keys(published).filter((key) =>
      SITE_ONLY_NAMESPACES.includes(key.split(".")[0]),
    );
    expect(siteOnly).toEqual([]);
    expect(Object.keys(published).length).toBeLessThan(Object.keys(en).length);
  });

  it("keep every message the packages use", () => {
    const used = keysThePackagesUse();
    expect(used.size).toBeGreaterThan(300);
    expect([...used].filter((key) => !(key in published))).toEqual([]);
  });
});
