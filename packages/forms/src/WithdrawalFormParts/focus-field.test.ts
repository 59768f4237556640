import { describe, expect, it } from "vitest";
import { fieldId } from "./focus-field";

describe("fieldId", () => {
  it.each([
    ["provider", "amount", "provider-amount"],
    ["provider", "bank.iban", "provider-bank-iban"],
    ["provider", "bank.holderName", "provider-bank-holderName"],
    ["owner", "root.server", "owner-root-server"],
  ])("%s + %s -> %s", (form, path, id) => {
    expect(fieldId(form, path)).toBe(id);
  });
});
