import { describe, expect, it } from "vitest";
import {
  afterSignInPath,
  needsSignupCompletion,
  SIGNUP_DETAILS_PATH,
  safeRedirect,
  signupDetailsHref,
} from "./redirect";

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/campaign/help-maria-walk-again", "/campaign/help-maria-walk-again"],
    ["/search?words=school%20bus", "/search?words=school%20bus"],
    ["/campaign/x/dashboard?task_modal=open#tasks", "/campaign/x/dashboard?task_modal=open#tasks"],
    ["/settings/email", "/settings/email"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/messages/../settings", "/settings"],
  ])("keeps the same-site path %s", (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://evil.example/login",
    "//evil.example",
    "//evil.example/path",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " /campaign",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "campaign/x",
    "evil.example",
    "",
    "/login",
    "/login?redirect=/x",
    "/LOGIN/",
    "/logout",
  ])("refuses %j", (raw) => {
    expect(safeRedirect(raw)).toBe("/");
  });

  it("gives the fallback for a missing parameter", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/settings")).toBe("/settings");
    expect(safeRedirect("https://evil.example", "/settings")).toBe("/settings");
  });
});

describe("sign-up completion", () => {
  it("is needed while register_step is 1 or less (001 §4)", () => {
    expect(needsSignupCompletion({ register_step: 0 })).toBe(true);
    expect(needsSignupCompletion({ register_step: 1 })).toBe(true);
    expect(needsSignupCompletion({ register_step: 2 })).toBe(false);
    expect(needsSignupCompletion({ register_step: 3 })).toBe(false);
  });

  it("carries a target other than home, sanitised", () => {
    expect(signupDetailsHref()).toBe(SIGNUP_DETAILS_PATH);
    expect(signupDetailsHref("/")).toBe(SIGNUP_DETAILS_PATH);
    expect(signupDetailsHref("/campaign/x?a=1")).toBe(
      `${SIGNUP_DETAILS_PATH}?redirect=%2Fcampaign%2Fx%3Fa%3D1`,
    );
    expect(signupDetailsHref("//evil.example")).toBe(SIGNUP_DETAILS_PATH);
  });

  it("comes before the target after logging in", () => {
    expect(afterSignInPath({ register_step: 1 }, "/bookmarks")).toBe(
      `${SIGNUP_DETAILS_PATH}?redirect=%2Fbookmarks`,
    );
    expect(afterSignInPath({ register_step: 2 }, "/bookmarks")).toBe("/bookmarks");
    expect(afterSignInPath(null, "/bookmarks")).toBe("/bookmarks");
    expect(afterSignInPath({ register_step: 2 }, "https://evil.example")).toBe("/");
  });
});
