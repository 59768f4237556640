import { describe, expect, it } from "vitest";
import { isStaff } from "./roles";

describe("isStaff", () => {
  it.each([
    [["ROLE_USER"], "admin", false],
    [["ROLE_ADMIN"], "admin", true],
    [["ROLE_SUPER_ADMIN"], "admin", true],
    [["ROLE_EDITOR"], "admin", false],
    [["ROLE_EDITOR"], "staff", true],
    [["ROLE_TRANSLATOR"], "staff", true],
    [["ROLE_USER"], "staff", false],
    [[], "staff", false],
  ] as const)("%j as %s is %s", (roles, level, expected) => {
    expect(isStaff(roles, level)).toBe(expected);
  });
  it("reads no roles as a member", () => {
    expect(isStaff(undefined, "staff")).toBe(false);
  });
});
