import en from "@causeway/i18n/locales/en.json";
import { describe, expect, it } from "vitest";
import { namespaceOf, namespaceUrl, splitByNamespace } from "./namespaces";

describe("namespaceOf", () => {
  it.each([
    ["web.home.title", "web.home"],
    ["web.home_link", "web.home_link"],
    ["forms.settings.save", "forms.settings"],
    ["ui.error_state.title", "ui"],
    ["category.heart-disease", "category"],
    ["donate.submit", "donate"],
    ["standalone", "standalone"],
  ])("%s is in %s", (key, namespace) => {
    expect(namespaceOf(key)).toBe(namespace);
  });
});

describe("splitByNamespace", () => {
  const parts = splitByNamespace(en);

  it("puts every key of the English dictionary in exactly one namespace, unchanged", () => {
    const joined = Object.assign({}, ...Object.values(parts));
    expect(joined).toEqual(en);
    const count = Object.values(parts).reduce((sum, part) => sum + Object.keys(part).length, 0);
    expect(count).toBe(Object.keys(en).length);
  });

  it("keeps a page's namespaces small beside the whole dictionary", () => {
    const whole = JSON.stringify(en).length;
    for (const namespace of ["web.home", "web.header", "web.footer", "ui", "web.campaign"]) {
      expect(JSON.stringify(parts[namespace]).length).toBeLessThan(whole / 10);
    }
  });
});

it("names a namespace's file under the build's hashed folder", () => {
  expect(namespaceUrl("abc123", "bg", "web.home")).toBe("/assets/i18n/abc123/bg/web.home.json");
});
