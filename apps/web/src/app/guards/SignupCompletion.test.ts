import { describe, expect, it } from "vitest";
import { completionRedirect } from "./SignupCompletion";

const unfinished = { register_step: 1 };

describe("completionRedirect", () => {
  it("sends a member whose sign-up is unfinished to the completion, with the way back", () => {
    expect(completionRedirect(unfinished, "/campaigns", "?page=2")).toBe(
      "/sign-up/details?redirect=%2Fcampaigns%3Fpage%3D2",
    );
  });

  it("leaves a guest, a finished sign-up and the pages open to all", () => {
    expect(completionRedirect(null, "/campaigns")).toBeNull();
    expect(completionRedirect({ register_step: 2 }, "/campaigns")).toBeNull();
    for (const path of ["/sign-up/details", "/logout", "/login/", "/email-verification/abc"]) {
      expect(completionRedirect(unfinished, path), path).toBeNull();
    }
  });

  it("lets a member who has just reset the password read that it changed", () => {
    expect(completionRedirect(unfinished, "/forgotten-password/83968265e77a")).toBeNull();
    expect(completionRedirect(unfinished, "/forgotten-passwords")).not.toBeNull();
  });
});
