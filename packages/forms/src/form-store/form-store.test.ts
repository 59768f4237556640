import { describe, expect, it, vi } from "vitest";
import { createFormStore, sameValue } from "./form-store";

interface Fields {
  amount: string;
  bank: { iban: string; bic: string };
  files: readonly { name: string }[];
}
const EMPTY: Fields = { amount: "", bank: { iban: "", bic: "" }, files: [] };
/** amount required; an IBAN needs a BIC. */
const rules = (values: Fields) => {
  const problems: [string, string][] = [];
  if (!values.amount) problems.push(["amount", "amount.required"]);
  if (values.bank.iban && !values.bank.bic) problems.push(["bank.bic", "bic.required"]);
  return problems;
};

describe("createFormStore", () => {
  it("is dirty while a value differs from the start, and clean again when typed back", () => {
    const form = createFormStore(EMPTY, rules);
    form.set("bank", { iban: "DE89", bic: "" });
    expect(form.isDirty()).toBe(true);
    form.set("bank", { iban: "", bic: "" });
    expect(form.isDirty()).toBe(false);
  });

  it("shows no error before a submit, all of them after, and none once fixed", async () => {
    const form = createFormStore(EMPTY, rules);
    form.set("bank", { iban: "DE89", bic: "" });
    expect(form.errors()).toEqual({});
    const valid = vi.fn();
    const invalid = vi.fn();
    await form.submit(valid, invalid);
    expect(valid).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith({ amount: "amount.required", "bank.bic": "bic.required" });
    form.set("amount", "12");
    expect(form.errors()).toEqual({ "bank.bic": "bic.required" });
    form.set("bank", { iban: "DE89", bic: "COBADEFF" });
    expect(form.errors()).toEqual({});
    await form.submit(valid);
    expect(valid).toHaveBeenCalledWith({
      amount: "12",
      bank: { iban: "DE89", bic: "COBADEFF" },
      files: [],
    });
  });

  it("checks a field again as it changes only when it shows an error, before any submit", () => {
    const form = createFormStore(EMPTY, rules);
    form.validate(["amount"]);
    expect(form.errors()).toEqual({ amount: "amount.required" });
    form.set("bank", { iban: "DE89", bic: "" });
    expect(form.errors()).toEqual({ amount: "amount.required" });
    form.set("amount", "5");
    expect(form.errors()).toEqual({});
  });

  it("keeps a server error until its field changes or the next submit", async () => {
    const form = createFormStore({ ...EMPTY, amount: "5" }, rules);
    form.setError("amount", "withdraw.validator.not_enough_money");
    form.setError("root.server", "forms.withdraw.failed");
    form.set("files", [{ name: "invoice.pdf" }]);
    expect(form.errors()).toEqual({
      amount: "withdraw.validator.not_enough_money",
      "root.server": "forms.withdraw.failed",
    });
    form.set("amount", "4");
    expect(form.errors()).toEqual({ "root.server": "forms.withdraw.failed" });
    await form.submit(() => {});
    expect(form.errors()).toEqual({});
  });

  it("clears errors under a path, and tells listeners only when something changed", () => {
    const form = createFormStore(EMPTY, rules);
    const listener = vi.fn();
    form.subscribe(listener);
    form.setError("bank.iban", "a");
    form.setError("amount", "b");
    form.clearErrors(["bank"]);
    expect(form.errors()).toEqual({ amount: "b" });
    const calls = listener.mock.calls.length;
    form.clearErrors(["bank"]);
    form.set("amount", "");
    expect(listener.mock.calls.length).toBe(calls);
  });

  it("starts again from new values on reset", () => {
    const form = createFormStore(EMPTY, rules);
    form.set("amount", "9");
    form.reset({ ...EMPTY, amount: "9" });
    expect(form.isDirty()).toBe(false);
    expect(form.get("amount")).toBe("9");
  });
});

describe("sameValue", () => {
  it("compares plain data deeply and anything else by identity", () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue(new Date(0), new Date(0))).toBe(false);
  });
});
