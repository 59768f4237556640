import { describe, expect, it } from "vitest";
import { NOTE_MAX, withdrawNotePayloadSchema } from "./note";
import { checkPayload } from "./schemas/field-errors";

describe("withdrawNotePayloadSchema", () => {
  it.each([
    {
      value: { text: "  Asked for the invoice.  " },
      result: { ok: true, data: { text: "Asked for the invoice." } },
    },
    {
      value: { text: "ж".repeat(NOTE_MAX) },
      result: { ok: true, data: { text: "ж".repeat(NOTE_MAX) } },
    },
    { value: { text: "" }, result: { ok: false, errors: { text: "validation.required" } } },
    { value: { text: "   " }, result: { ok: false, errors: { text: "validation.required" } } },
    { value: {}, result: { ok: false, errors: { text: "validation.required" } } },
    { value: { text: 5 }, result: { ok: false, errors: { text: "validation.required" } } },
    {
      value: { text: "x".repeat(NOTE_MAX + 1) },
      result: { ok: false, errors: { text: "forms.error.too_long" } },
    },
  ])("$value", ({ value, result }) => {
    expect(checkPayload(withdrawNotePayloadSchema, value)).toEqual(result);
  });
});
