import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { readMessages } from "./node";
import { createTranslator } from "./translator";

describe("readMessages", () => {
  it.each(LOCALES)("reads the %s dictionary from disk", (locale) => {
    const messages = readMessages(locale);
    expect(typeof messages["ui.dialog.close"]).toBe("string");
  });
  it("feeds a server-side translator", () => {
    const { t } = createTranslator("de", readMessages("de"), readMessages("en"));
    expect(t("ui.dialog.close")).toBe("Schließen");
  });
});
