import { describe, expect, it } from "vitest";
import {
  ApiError,
  ApiFieldErrors,
  fieldErrorsOf,
  isApiError,
  isApiFieldErrors,
  parseFieldErrors,
  toApiError,
} from "./errors";

describe("toApiError", () => {
  const fieldCases = [
    {
      name: "a 400 with a per-field map",
      body: { code: 400, message: { amount: "withdraw.validator.sum_greater_zero" } },
      fields: { amount: "withdraw.validator.sum_greater_zero" },
    },
    {
      name: "nested payload keys stay dotted",
      body: {
        code: 400,
        message: { "provider.iban": "withdraw.enter_iban", "provider.holder_name": "Required" },
      },
      fields: { "provider.iban": "withdraw.enter_iban", "provider.holder_name": "Required" },
    },
    {
      name: "a JSON string holding the map (legacy servers)",
      body: { code: 400, message: '{"username":"username.validation.username_taken"}' },
      fields: { username: "username.validation.username_taken" },
    },
    {
      name: "a list of messages keeps the first",
      body: { code: 400, message: { bio: ["Too long", "Invalid"] } },
      fields: { bio: "Too long" },
    },
  ];

  it.each(fieldCases)("$name becomes ApiFieldErrors", ({ body, fields }) => {
    const error = toApiError(400, body);
    expect(error).toBeInstanceOf(ApiFieldErrors);
    expect(isApiFieldErrors(error)).toBe(true);
    expect(error.status).toBe(400);
    expect(fieldErrorsOf(error)).toEqual(fields);
    expect(error.body).toBe(body);
  });

  const plainCases = [
    { status: 400, body: { code: 400, message: "Bad request." }, message: "Bad request." },
    { status: 400, body: { code: 400, message: {} }, message: "Request failed with status 400" },
    {
      status: 401,
      body: { code: 401, message: "Expired JWT Token" },
      message: "Expired JWT Token",
    },
    { status: 403, body: { error: "Access denied." }, message: "Access denied." },
    { status: 404, body: null, message: "Request failed with status 404" },
    { status: 429, body: "Slow down", message: "Slow down" },
    { status: 500, body: { message: 42 }, message: "Request failed with status 500" },
  ];

  it.each(plainCases)("$status $body becomes ApiError($message)", ({ status, body, message }) => {
    const error = toApiError(status, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiFieldErrors(error)).toBe(false);
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(fieldErrorsOf(error)).toEqual({});
  });
});

describe("parseFieldErrors", () => {
  it.each([
    { input: "not json", expected: null },
    { input: "[1,2]", expected: null },
    { input: { amount: 3 }, expected: null },
    { input: { amount: "" }, expected: null },
    { input: null, expected: null },
    { input: { name: "error.name" }, expected: { name: "error.name" } },
  ])("$input -> $expected", ({ input, expected }) => {
    expect(parseFieldErrors(input)).toEqual(expected);
  });
});

describe("fieldErrorsOf", () => {
  it("is empty for errors that are not API errors", () => {
    expect(fieldErrorsOf(new TypeError("network"))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
