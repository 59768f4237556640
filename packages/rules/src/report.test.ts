import { describe, expect, it } from "vitest";
import { isEmail, type Reporter, type ReportValues, reportFields, validateReport } from "./report";

const filled: ReportValues = {
  type: 2,
  name: "Jan Kowalski",
  email: "jan.kowalski@example.pl",
  description: "The same photos appear on another fundraiser.",
};
const member: Reporter = { isLoggedIn: true, hasFullName: true };
const memberWithoutName: Reporter = { isLoggedIn: true, hasFullName: false };
const visitor: Reporter = { isLoggedIn: false, hasFullName: false };

describe("validateReport", () => {
  it.each([
    { who: "member", reporter: member, change: {}, errors: {} },
    {
      who: "member",
      reporter: member,
      change: { type: null },
      errors: { type: "report.validator.no_option_selected" },
    },
    {
      who: "member",
      reporter: member,
      change: { description: "  " },
      errors: { description: "report.validator.description_empty" },
    },
    // A member with a full name is not asked for name or e-mail.
    { who: "member", reporter: member, change: { name: "", email: "" }, errors: {} },
    {
      who: "member without name",
      reporter: memberWithoutName,
      change: { name: "" },
      errors: { name: "report.validator.name_empty" },
    },
    { who: "member without name", reporter: memberWithoutName, change: { email: "" }, errors: {} },
    { who: "visitor", reporter: visitor, change: {}, errors: {} },
    {
      who: "visitor",
      reporter: visitor,
      change: { email: "" },
      errors: { email: "report.validator.email_empty" },
    },
    {
      who: "visitor",
      reporter: visitor,
      change: { email: "jan.kowalski" },
      errors: { email: "report.validator.email_empty" },
    },
    {
      who: "visitor",
      reporter: visitor,
      change: { name: "" },
      errors: { name: "report.validator.name_empty" },
    },
    {
      who: "visitor",
      reporter: visitor,
      change: { type: null, name: "", email: "", description: "" },
      errors: {
        type: "report.validator.no_option_selected",
        name: "report.validator.name_empty",
        email: "report.validator.email_empty",
        description: "report.validator.description_empty",
      },
    },
  ] as Array<{ who: string; reporter: Reporter; change: Partial<ReportValues>; errors: object }>)(
    "$who with $change -> $errors",
    ({ reporter, change, errors }) => {
      expect(validateReport({ ...filled, ...change }, reporter)).toEqual(errors);
    },
  );

  it.each([
    { reporter: member, fields: { name: false, email: false } },
    { reporter: memberWithoutName, fields: { name: true, email: false } },
    { reporter: visitor, fields: { name: true, email: true } },
  ])("$reporter shows $fields", ({ reporter, fields }) => {
    expect(reportFields(reporter)).toEqual(fields);
  });

  it.each([
    ["jan@example.pl", true],
    [" jan@example.pl ", true],
    ["jan@example", false],
    ["jan example@x.pl", false],
    ["", false],
  ])("%j is an e-mail: %s", (text, ok) => {
    expect(isEmail(text)).toBe(ok);
  });
});
