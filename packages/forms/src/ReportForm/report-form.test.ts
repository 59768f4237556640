import type { Reporter, ReportValues } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import { firstInvalid, reportErrors, serverReportErrors, toReportPayload } from "./report-form";

const guest: Reporter = { isLoggedIn: false, hasFullName: false };
const member: Reporter = { isLoggedIn: true, hasFullName: true };
const memberNoName: Reporter = { isLoggedIn: true, hasFullName: false };
const filled: ReportValues = {
  type: 2,
  name: " Jan Kowalski ",
  email: " jan@example.pl ",
  description: " Same photos elsewhere. ",
};

describe("toReportPayload", () => {
  it.each([
    [
      "guest: name and e-mail",
      guest,
      {
        type: 2,
        description: "Same photos elsewhere.",
        name: "Jan Kowalski",
        email: "jan@example.pl",
      },
    ],
    [
      "member with a full name: neither",
      member,
      { type: 2, description: "Same photos elsewhere." },
    ],
    [
      "member without a full name: the name",
      memberNoName,
      { type: 2, description: "Same photos elsewhere.", name: "Jan Kowalski" },
    ],
  ] as const)("%s", (_, reporter, expected) => {
    expect(toReportPayload(filled, reporter)).toEqual(expected);
  });
});

describe("reportErrors", () => {
  const empty: ReportValues = { type: null, name: "", email: "", description: "" };
  it.each([
    [
      "guest, empty",
      empty,
      guest,
      {
        type: "report.validator.no_option_selected",
        name: "report.validator.name_empty",
        email: "report.validator.email_empty",
        description: "report.validator.description_empty",
      },
    ],
    [
      "member, empty: only type and description",
      empty,
      member,
      {
        type: "report.validator.no_option_selected",
        description: "report.validator.description_empty",
      },
    ],
    [
      "guest, bad e-mail",
      { ...filled, email: "jan@" },
      guest,
      { email: "report.validator.email_empty" },
    ],
    [
      "guest, blank description",
      { ...filled, description: "  " },
      guest,
      {
        description: "report.validator.description_empty",
      },
    ],
    ["guest, filled", filled, guest, {}],
    ["member, hidden fields ignored", { ...filled, name: "", email: "x" }, member, {}],
  ] as const)("%s", (_, values, reporter, expected) => {
    expect(reportErrors(values, reporter)).toEqual(expected);
  });
});

describe("serverReportErrors", () => {
  it.each([
    [{ email: "report.validator.email_empty" }, { email: "report.validator.email_empty" }, null],
    [
      { type: "report.validator.no_option_selected", form: "forms.error.invalid" },
      { type: "report.validator.no_option_selected" },
      "forms.error.invalid",
    ],
    [{ captcha: "x.y" }, {}, "x.y"],
  ] as const)("%j", (fields, expected, other) => {
    expect(serverReportErrors(fields)).toEqual({ fields: expected, other });
  });
});

describe("firstInvalid", () => {
  it.each([
    [{}, null],
    [{ description: 1, email: 1 }, "email"],
    [{ description: 1, type: 1 }, "type"],
  ] as const)("%j -> %s", (errors, expected) => {
    expect(firstInvalid(errors)).toBe(expected);
  });
});
