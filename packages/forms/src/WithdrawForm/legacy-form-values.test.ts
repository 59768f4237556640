import type { Withdraw } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import { describe, expect, it } from "vitest";
import {
  EMPTY_LEGACY_FORM,
  editTabOf,
  fieldsOfWithdraw,
  formErrorsOf,
  formFieldOf,
  stepOfField,
  toBankPayload,
  toCampaignPayload,
} from "./legacy-form-values";
import { upload } from "./test-fixtures";

const service = mockExample("getWithdrawal").response as Withdraw;

describe("formFieldOf", () => {
  it.each([
    ["amount", "amount"],
    ["receiverName", "bank.holderName"],
    ["provider.iban", "bank.iban"],
    ["provider.holder_name", "bank.holderName"],
    ["provider.bic", "bank.bic"],
    ["reasons.0", "reasons"],
    ["invoices.1.id", "invoices"],
    ["campaign_to", "campaign"],
    ["motivational_message", "motivationalMessage"],
    ["something_else", "root.server"],
  ])("%s -> %s", (key, field) => {
    expect(formFieldOf(key)).toBe(field);
  });
});

describe("stepOfField", () => {
  it.each([
    ["amount", 1],
    ["reasons", 1],
    ["bank.iban", 2],
    ["bank.holderName", 2],
    ["reference", 2],
    ["campaign", 2],
    ["motivationalMessage", 2],
    ["comment", 3],
    ["invoices", 3],
    ["root.server", 3],
  ] as const)("%s is on step %s", (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });
});

describe("formErrorsOf", () => {
  it("keeps the first message per field", () => {
    expect(
      formErrorsOf({
        receiverName: "withdraw.validator.enter_recipient",
        "provider.holder_name": "forms.error.too_long",
        amount: "withdraw.validator.sum_greater_zero",
      }),
    ).toEqual([
      ["bank.holderName", "withdraw.validator.enter_recipient"],
      ["amount", "withdraw.validator.sum_greater_zero"],
    ]);
  });
});

describe("payloads", () => {
  it("bank tab: the provider payload in minor units", () => {
    const fields = fieldsOfWithdraw(service);
    expect(
      toBankPayload({ ...fields, amount: "1250", invoices: [upload("done", { mediaId: 77 })] }),
    ).toMatchObject({
      amount: 125000,
      currency: service.withdraw_iban?.currency.id,
      provider: { iban: service.withdraw_iban?.iban, holder_name: service.receiverName },
      invoices: [{ id: 77, type: "file" }],
    });
  });

  it("bank tab: paid in the source campaign's currency, the account keeps its own", () => {
    const fields = fieldsOfWithdraw(service);
    const bgnAccount = { ...fields.bank, currency: { id: 2, abbreviation: "BGN", name: "Lev" } };
    const payload = toBankPayload({ ...fields, bank: bgnAccount }, { currency: { id: 1 } });
    expect(payload.currency).toBe(1);
    expect(payload.provider.currency).toBe(2);
  });

  it("campaign tab: the transfer payload in the source campaign's currency", () => {
    expect(
      toCampaignPayload(
        {
          ...EMPTY_LEGACY_FORM,
          amount: "250",
          campaign: { id: 2001, name: "Help Ivan see again" } as never,
          motivationalMessage: " For the school. ",
        },
        { id: 1042, currency: { id: 3 } },
      ),
    ).toEqual({
      amount: 25000,
      campaign_from: 1042,
      campaign_to: 2001,
      currency: 3,
      quote: null,
      motivational_message: "For the school.",
    });
  });
});

describe("edit mode", () => {
  it.each([
    ["service", "bank"],
    ["personal", null],
    ["transfer", null],
  ] as const)("a %s withdrawal is edited in tab %s", (kind, tab) => {
    expect(editTabOf({ ...service, kind } as Withdraw)).toBe(tab);
  });

  it("opens a provider withdrawal with its amount in whole units and its details verified", () => {
    const fields = fieldsOfWithdraw(service);
    expect(fields.amount).toBe(String(service.amount / 100));
    expect(fields.reasons).toEqual(service.reasons.map((r) => r.id));
    expect(fields.bank).toMatchObject({
      iban: service.withdraw_iban?.iban,
      holderName: service.receiverName,
      mode: "verified",
      locked: ["bic", "bank", "country"],
    });
    expect(fields.invoices.map((u) => [u.mediaId, u.status])).toEqual(
      service.invoices.map((i) => [i.id, "done"]),
    );
  });

  it("sends an opened withdrawal back unchanged, its payment reference included", () => {
    const fields = fieldsOfWithdraw(service);
    expect(fields.reference).toBe("INV-2026-118");
    const payload = toBankPayload(fields, { currency: service.currency });
    expect(payload.reference).toBe(service.reference);
    expect(payload.currency).toBe(service.currency.id);
    expect(payload.amount).toBe(service.amount);
    expect(payload.invoices).toEqual(service.invoices.map(({ id, type }) => ({ id, type })));
    expect(payload.comment).toBe(service.comment);
  });
});
