import { describe, expect, it } from "vitest";
import { canOpenConsole, canOpenSection, sectionPath, sectionsFor } from "./staff-access";

describe("the staff console's sections by role", () => {
  it.each([
    [
      ["ROLE_USER", "ROLE_ADMIN"],
      [
        "campaigns",
        "bank-accounts",
        "withdrawals",
        "donations",
        "bank-statements",
        "emails",
        "users",
        "translations",
      ],
    ],
    [
      ["ROLE_USER", "ROLE_SUPER_ADMIN"],
      [
        "campaigns",
        "bank-accounts",
        "withdrawals",
        "donations",
        "bank-statements",
        "emails",
        "users",
        "translations",
      ],
    ],
    [["ROLE_USER", "ROLE_EDITOR"], ["translations"]],
    [["ROLE_USER", "ROLE_TRANSLATOR"], ["translations"]],
    [["ROLE_USER"], []],
    [[], []],
  ])("%j sees %j", (roles, sections) => {
    expect(sectionsFor(roles)).toEqual(sections);
  });

  it("lets staff into the console and refuses a member or a guest", () => {
    expect(canOpenConsole(["ROLE_TRANSLATOR"])).toBe(true);
    expect(canOpenConsole(["ROLE_EDITOR"])).toBe(true);
    expect(canOpenConsole(["ROLE_USER"])).toBe(false);
    expect(canOpenConsole(undefined)).toBe(false);
  });

  it("keeps the decisions and impersonation an admin's", () => {
    expect(canOpenSection(["ROLE_TRANSLATOR"], "withdrawals")).toBe(false);
    expect(canOpenSection(["ROLE_EDITOR"], "users")).toBe(false);
    expect(canOpenSection(["ROLE_ADMIN"], "users")).toBe(true);
  });

  it("puts every section under /admincp", () => {
    expect(sectionPath("bank-accounts")).toBe("/admincp/bank-accounts");
  });
});
