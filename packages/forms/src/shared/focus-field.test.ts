import { describe, expect, it } from "vitest";
import { fieldId } from "./focus-field";

describe("fieldId", () => {
  it.each([
    ["provider", "amount", "provider-amount"],
    ["provider", "provider.iban", "provider-provider-iban"],
    // IbanDetails names its holder field so: the error summary's link reaches it.
    ["provider", "provider.holder_name", "provider-provider-holder-name"],
    ["owner", "root.server", "owner-root-server"],
  ])("%s + %s -> %s", (form, path, id) => {
    expect(fieldId(form, path)).toBe(id);
  });
});
