import { describe, expect, it } from "vitest";
import { checkPayload } from "./field-errors";
import { reportPayloadSchema } from "./report";

const example = {
  type: 2,
  description: "The same photos appear on another fundraiser.",
  email: "jan.kowalski@example.pl",
  name: "Jan Kowalski",
};

describe("reportPayloadSchema", () => {
  it.each([
    { change: {}, errors: {} },
    { change: { email: undefined, name: undefined }, errors: {} },
    { change: { type: 0 }, errors: { type: "report.validator.no_option_selected" } },
    { change: { description: " " }, errors: { description: "report.validator.description_empty" } },
    { change: { email: "jan" }, errors: { email: "report.validator.email_empty" } },
    { change: { name: "" }, errors: { name: "report.validator.name_empty" } },
  ])("$change -> $errors", ({ change, errors }) => {
    const result = checkPayload(reportPayloadSchema, { ...example, ...change });
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });
});
