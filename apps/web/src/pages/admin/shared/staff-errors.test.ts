import { ApiError, ApiFieldErrors } from "@causeway/api-client";
import { createTranslator } from "@causeway/i18n";
import en from "@causeway/i18n/locales/en.json";
import { describe, expect, it } from "vitest";
import { staffErrorText } from "./staff-errors";

const translator = createTranslator("en", en);

describe("staffErrorText", () => {
  it("says the server's reason when the dictionaries know it", () => {
    const error = new ApiFieldErrors({ state: "withdraw.validator.transfer_final" }, {});
    expect(staffErrorText(error, translator)).toBe(en["withdraw.validator.transfer_final"]);
  });

  it("falls back to what the status means for an unknown reason or another status", () => {
    expect(staffErrorText(new ApiFieldErrors({ x: "Some raw text." }, {}), translator)).toBe(
      en["web.admin.error.failed"],
    );
    expect(staffErrorText(new ApiError(403, "Forbidden.", {}), translator)).toBe(
      en["web.admin.error.forbidden"],
    );
    expect(staffErrorText(new ApiError(404, "Not found.", {}), translator)).toBe(
      en["web.admin.error.gone"],
    );
    expect(staffErrorText(new TypeError("Failed to fetch"), translator)).toBe(
      en["web.admin.error.failed"],
    );
  });
});
