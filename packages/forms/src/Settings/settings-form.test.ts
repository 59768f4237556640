import { describe, expect, it } from "vitest";
import { firstWithError, rulesResolver, splitServerErrors } from "./settings-form";

describe("rulesResolver", () => {
  const resolver = rulesResolver<{ a: string; b: string }>((v) => ({
    a: v.a === "" ? "forms.error.name_required" : null,
    b: v.b.length > 3 ? "forms.error.too_long" : null,
  }));
  const run = (values: { a: string; b: string }) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  it.each([
    [{ a: "x", b: "ok" }, {}],
    [{ a: "", b: "ok" }, { a: "forms.error.name_required" }],
    [
      { a: "", b: "long" },
      { a: "forms.error.name_required", b: "forms.error.too_long" },
    ],
  ])("%o", async (values, expected) => {
    const result = await run(values);
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([k, v]) => [k, (v as { message: string }).message]),
    );
    expect(messages).toEqual(expected);
    expect(result.values).toEqual(Object.keys(expected).length ? {} : values);
  });
});

describe("splitServerErrors", () => {
  it.each([
    [{ email: "x" }, ["email"], { fields: { email: "x" }, other: null }],
    [{ email: "x", jwt: "y", z: "w" }, ["email"], { fields: { email: "x" }, other: "y" }],
    [{ amount: "a" }, ["password", "new_password"], { fields: {}, other: "a" }],
    [{}, ["name"], { fields: {}, other: null }],
  ])("%o over %o", (errors, fields, expected) => {
    expect(splitServerErrors(errors, fields)).toEqual(expected);
  });
});

describe("firstWithError", () => {
  it.each([
    [{ new_password: "x", repeat_new_password: "y" }, "new_password"],
    [{ repeat_new_password: "y" }, "repeat_new_password"],
    [{}, null],
  ])("%o -> %s", (errors, first) => {
    expect(firstWithError(["password", "new_password", "repeat_new_password"], errors)).toBe(first);
  });
});
