import { describe, expect, it } from "vitest";
import { BGN, EUR, upload } from "./test-fixtures";
import {
  EMPTY_PROVIDER_WITHDRAWAL,
  editedWithdrawal,
  emptyOwnerWithdrawal,
  ownerWithdrawalFormSchema,
  type ProviderWithdrawalValues,
  providerWithdrawalFormSchema,
  type StoredWithdrawal,
  withdrawalFormProblems,
} from "./withdrawal-form";

/** The contract's example provider withdrawal (getWithdrawal, id 311). */
const SERVICE: StoredWithdrawal = {
  id: 311,
  kind: "service",
  amount: 150000,
  currency: EUR,
  state: "PENDING",
  reasons: [{ id: 3 }],
  receiverName: "Rehabilitation Centre Vita",
  comment: "Invoice for the first month of therapy.",
  invoices: [
    {
      id: 5602,
      type: "file",
      path: "/media/files/2026/11/invoice-2026-118.pdf",
      name: "invoice-2026-118.pdf",
    },
  ],
  invoiceNotAvailable: false,
  reference: "INV-2026-118",
  withdraw_iban: {
    iban: "BG80BNBG96611020345678",
    bic: "BNBGBGSD",
    bank: "Bulgarian National Bank",
    country: "BG",
    holder_name: "Rehabilitation Centre Vita",
    currency: BGN,
  },
  bank_account: null,
};

const PERSONAL: StoredWithdrawal = {
  ...SERVICE,
  id: 298,
  kind: "personal",
  amount: 48000,
  currency: { id: 3, abbreviation: "PLN", name: "Polish złoty" },
  reasons: [{ id: 2 }],
  comment: "Leki na październik.",
  invoices: [{ id: 5590, type: "image", name: "receipt.jpg" }],
  reference: null,
  withdraw_iban: null,
  bank_account: { id: 14 },
};

describe("editedWithdrawal", () => {
  it("opens a stored provider request as the provider form, its payload the stored one", () => {
    const edited = editedWithdrawal(SERVICE);
    expect(edited?.kind).toBe("service");
    if (edited?.kind !== "service") return;
    expect(edited.withdrawId).toBe(311);
    expect(edited.values).toMatchObject({
      amount: "1500",
      reasons: [3],
      reference: "INV-2026-118",
      currency: EUR,
      provider: {
        iban: "BG80BNBG96611020345678",
        holderName: "Rehabilitation Centre Vita",
        currency: BGN,
        mode: "verified",
        locked: ["bic", "bank", "country"],
      },
    });
    expect(edited.values.invoices[0]).toMatchObject({
      mediaId: 5602,
      name: "invoice-2026-118.pdf",
      status: "done",
    });
    // Saved unchanged, the request is the one stored: the values give its payload back.
    expect(providerWithdrawalFormSchema.parse(edited.values)).toEqual({
      amount: 150000,
      currency: 1,
      reasons: [3],
      provider: {
        iban: "BG80BNBG96611020345678",
        bic: "BNBGBGSD",
        bank: "Bulgarian National Bank",
        country: "BG",
        holder_name: "Rehabilitation Centre Vita",
        currency: 2,
      },
      comment: "Invoice for the first month of therapy.",
      invoices: [{ id: 5602, type: "file" }],
      invoiceNotAvailable: false,
      reference: "INV-2026-118",
    });
  });

  it("opens a stored owner request as the owner form, an image kept an image", () => {
    const edited = editedWithdrawal(PERSONAL);
    expect(edited?.kind).toBe("personal");
    if (edited?.kind !== "personal") return;
    expect(ownerWithdrawalFormSchema.parse(edited.values)).toEqual({
      amount: 48000,
      reasons: [2],
      bank_account: 14,
      usage_report: "",
      comment: "Leki na październik.",
      invoices: [{ id: 5590, type: "image" }],
      invoiceNotAvailable: false,
      currency: 3,
    });
  });

  it.each([
    { case: "paid", withdraw: { ...SERVICE, state: "PAYED" as const } },
    { case: "refused", withdraw: { ...SERVICE, state: "REFUSED" as const } },
    { case: "a transfer", withdraw: { ...SERVICE, kind: "transfer" as const } },
    { case: "a provider request without its bank", withdraw: { ...SERVICE, withdraw_iban: null } },
    { case: "an owner request without its account", withdraw: { ...PERSONAL, bank_account: null } },
  ])("$case cannot be edited", ({ withdraw }) => {
    expect(editedWithdrawal(withdraw)).toBeNull();
  });

  it("a request waiting for documents can be edited; the recipient name is the one stored", () => {
    const edited = editedWithdrawal({
      ...SERVICE,
      state: "WAITING_DOCUMENTS",
      receiverName: null,
      amount: 150050,
    });
    expect(edited?.kind === "service" && edited.values.provider.holderName).toBe(
      "Rehabilitation Centre Vita",
    );
    expect(edited?.values.amount).toBe("1500");
  });
});

describe("withdrawalFormProblems: errors by payload path, the form's own paths", () => {
  it("an empty provider form", () => {
    expect(withdrawalFormProblems(providerWithdrawalFormSchema, EMPTY_PROVIDER_WITHDRAWAL)).toEqual(
      {
        amount: "withdraw.validator.sum_greater_zero",
        currency: "forms.blocker.currency",
        reasons: "withdraw.validator.choose_cost",
        "provider.bic": "forms.blocker.bic",
        "provider.country": "forms.blocker.country",
        "provider.bank": "forms.blocker.bank",
        "provider.iban": "withdraw.enter_iban",
        "provider.holder_name": "withdraw.validator.enter_recipient",
        "provider.currency": "forms.blocker.currency",
        invoices: "withdraw.no_documents_appended",
      },
    );
  });

  it("files still uploading are named on the invoices", () => {
    const values: ProviderWithdrawalValues = {
      ...(editedWithdrawal(SERVICE)?.values as ProviderWithdrawalValues),
      invoices: [upload("fetching")],
    };
    expect(withdrawalFormProblems(providerWithdrawalFormSchema, values)).toEqual({
      invoices: "forms.blocker.documents_uploading",
    });
  });

  it("an owner form with no documents and no comment", () => {
    const values = { ...emptyOwnerWithdrawal(14, 1), amount: "480", reasons: [2] };
    expect(withdrawalFormProblems(ownerWithdrawalFormSchema, values)).toEqual({
      invoices: "withdraw.no_documents_appended",
    });
    expect(
      withdrawalFormProblems(ownerWithdrawalFormSchema, { ...values, invoiceNotAvailable: true }),
    ).toEqual({ comment: "withdraw.write_comment" });
  });

  it.each([
    ["150,25", "forms.amount.error.decimal"],
    ["-50", "forms.amount.error.sign"],
    ["1234567890", "forms.amount.error.too_long"],
  ])(
    "an amount the box could not read (%j) blocks the send with its own message",
    (amount, key) => {
      const values = { ...(editedWithdrawal(SERVICE)?.values as ProviderWithdrawalValues), amount };
      expect(withdrawalFormProblems(providerWithdrawalFormSchema, values)).toEqual({ amount: key });
      const owner = {
        ...emptyOwnerWithdrawal(14, 1),
        amount,
        reasons: [2],
        invoiceNotAvailable: true,
      };
      expect(withdrawalFormProblems(ownerWithdrawalFormSchema, { ...owner, comment: "x" })).toEqual(
        {
          amount: key,
        },
      );
    },
  );
});
