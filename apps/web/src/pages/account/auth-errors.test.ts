import { ApiError, ApiFieldErrors } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import { AUTH_ERROR, authFailure, firstInvalid, withoutField } from "./auth-errors";

describe("authFailure", () => {
  it("puts a 400's errors under the fields the page shows", () => {
    const error = new ApiFieldErrors({
      username: "forms.login.username_required",
      password: "validation.password",
    });
    expect(authFailure(error, ["username", "password"])).toEqual({
      fields: { username: "forms.login.username_required", password: "validation.password" },
      message: null,
    });
  });

  it("keeps a field the page does not show in the alert, and reads dotted paths by their head", () => {
    const error = new ApiFieldErrors({
      "password.0": "validation.password.min_chars",
      profile_type: "validation.profile_type",
    });
    expect(authFailure(error, ["password"])).toEqual({
      fields: { password: "validation.password.min_chars" },
      message: "validation.profile_type",
    });
  });

  it("names a status the page knows, else 429 as too many, else a general failure", () => {
    const wrong = new ApiError(401, "Invalid credentials.");
    expect(authFailure(wrong, [], { 401: "web.auth.login.wrong" }).message).toBe(
      "web.auth.login.wrong",
    );
    expect(authFailure(new ApiError(429, "Too many requests."), []).message).toBe(
      AUTH_ERROR.tooMany,
    );
    expect(authFailure(new ApiError(500, "boom"), []).message).toBe(AUTH_ERROR.failed);
    expect(authFailure(new TypeError("Failed to fetch"), []).message).toBe(AUTH_ERROR.failed);
    expect(authFailure(wrong, []).message).toBe(AUTH_ERROR.failed);
  });
});

describe("firstInvalid", () => {
  it("follows the page's order", () => {
    expect(firstInvalid(["email", "username", "password"], { password: "a", username: "b" })).toBe(
      "username",
    );
    expect(firstInvalid(["email"], {})).toBeNull();
  });
});

describe("withoutField", () => {
  it("drops the edited field's error only", () => {
    const failure = { fields: { email: "a", password: "b" }, message: "c" };
    expect(withoutField(failure, "email")).toEqual({ fields: { password: "b" }, message: "c" });
    expect(withoutField(failure, "username")).toBe(failure);
  });
});
