import { existingUpload } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import {
  EMPTY_OWNER_FORM,
  ownerErrorsOf,
  ownerFieldOf,
  ownerProblems,
  toOwnerPayload,
} from "./owner-form-values";

const ACCOUNT = { bankAccountId: 77, currencyId: 1 };
const run = (fields: typeof EMPTY_OWNER_FORM) => ({
  errors: Object.fromEntries(ownerProblems(ACCOUNT)(fields)) as Record<string, string | undefined>,
});

describe("ownerFieldOf", () => {
  it.each([
    ["amount", "amount"],
    ["reasons.0", "reasons"],
    ["invoices.1.id", "invoices"],
    ["comment", "comment"],
    ["bank_account", "root.server"],
    ["currency", "root.server"],
  ])("%s -> %s", (key, field) => {
    expect(ownerFieldOf(key)).toBe(field);
  });
});

describe("ownerErrorsOf", () => {
  it("keeps the first message per field", () => {
    expect(ownerErrorsOf({ bank_account: "a.b", currency: "c.d", amount: "e.f" })).toEqual([
      ["root.server", "a.b"],
      ["amount", "e.f"],
    ]);
  });
});

describe("owner payload and resolver", () => {
  it("sends minor units, the bank account and an empty usage report", () => {
    const payload = toOwnerPayload(
      {
        ...EMPTY_OWNER_FORM,
        amount: "300",
        reasons: [1],
        invoices: [existingUpload({ id: 9, name: "a.png", mimeType: "image/png" })],
      },
      ACCOUNT,
    );
    expect(payload).toEqual({
      amount: 30000,
      reasons: [1],
      bank_account: 77,
      usage_report: "",
      comment: "",
      invoices: [{ id: 9, type: "image" }],
      invoiceNotAvailable: false,
      currency: 1,
    });
  });
  it("puts the empty form's errors on its fields", async () => {
    const { errors } = await run(EMPTY_OWNER_FORM);
    expect(errors.amount).toBe("withdraw.validator.sum_greater_zero");
    expect(errors.reasons).toBe("withdraw.validator.choose_cost");
    expect(errors.invoices).toBe("withdraw.no_documents_appended");
  });
  it("asks for the comment when documents are declared unavailable", async () => {
    const { errors } = await run({
      ...EMPTY_OWNER_FORM,
      amount: "5",
      reasons: [2],
      invoiceNotAvailable: true,
    });
    expect(errors.comment).toBe("withdraw.write_comment");
    expect(errors.invoices).toBeUndefined();
  });
});
