import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaryBundles } from "./dictionary-bundle";

function built() {
  const root = mkdtempSync(join(tmpdir(), "causeway-i18n-"));
  const dir = join(root, "assets", "i18n", "abc123", "de");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "web.settings.json"),
    JSON.stringify({ "web.settings.title": "Einstellungen" }),
  );
  writeFileSync(join(dir, "forms.iban.json"), JSON.stringify({ "forms.iban.label": "IBAN" }));
  writeFileSync(join(root, "secret.json"), JSON.stringify({ secret: "1" }));
  return dictionaryBundles(root);
}

describe("dictionaryBundles", () => {
  it("answers the messages of several namespaces of one language as one object", async () => {
    const json = await built().answer("/assets/i18n/abc123/de/forms.iban,web.settings.json");
    expect(JSON.parse(json ?? "null")).toEqual({
      "forms.iban.label": "IBAN",
      "web.settings.title": "Einstellungen",
    });
  });

  it("answers nothing for a namespace that is not there, an unknown build or language", async () => {
    const bundles = built();
    for (const path of [
      "/assets/i18n/abc123/de/forms.iban,web.missing.json",
      "/assets/i18n/old999/de/forms.iban,web.settings.json",
      "/assets/i18n/abc123/fr/forms.iban,web.settings.json",
    ]) {
      expect(await bundles.answer(path), path).toBeNull();
    }
  });

  it("reads nothing outside the language's folder and leaves one namespace to its own file", async () => {
    const bundles = built();
    for (const path of [
      "/assets/i18n/abc123/de/..,forms.iban.json",
      "/assets/i18n/abc123/de/%2E%2E%2F%2E%2E%2F%2E%2E%2F%2E%2E%2Fsecret,forms.iban.json",
      "/assets/i18n/abc123/de/forms.iban.json",
      "/assets/i18n/abc123/de/%E0%A4%A,forms.iban.json",
      "/assets/index-abc.js",
    ]) {
      expect(await bundles.answer(path), path).toBeNull();
    }
  });
});
