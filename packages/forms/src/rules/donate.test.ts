import type { Currency } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import {
  DONATE_MESSAGE,
  type DonateValues,
  defaultPresets,
  donateErrors,
  methodsFor,
  tipAmount,
  toDonationPayload,
} from "./donate";

const eur: Currency = {
  id: 1,
  name: "Euro",
  abbreviation: "EUR",
  currencySign: "€",
  minValue: 500,
  popular: true,
  zeroBased: false,
  active: true,
  default: true,
  stripeFees: { stripeFee: 25, stripeFeePercent: 1.5 },
  taxes: [],
  paymentMethods: {
    methods: [
      { id: 1, name: "STRIPE" },
      { id: 3, name: "PAYPAL" },
    ],
    payoutCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
  },
};

const base: DonateValues = {
  amount: 2500,
  tipPercent: 0,
  currency: eur,
  method: "STRIPE",
  isAnonymous: false,
  name: "",
  email: "",
};

describe("defaultPresets", () => {
  it.each([
    [500, [10, 25, 50, 100]],
    [200000, [4000, 10000, 20000, 40000]],
    [150, [4, 10, 20, 40]],
    [0, [2, 5, 10, 20]],
  ])("minimum %i gives %j", (min, presets) => {
    expect(defaultPresets(min)).toEqual(presets);
  });
});

describe("tipAmount", () => {
  it.each([
    [5000, 0, 0],
    [5000, 10, 500],
    [1999, 5, 100],
    [1990, 5, 100],
    [1989, 5, 99],
    [0, 15, 0],
    [123456789, 15, 18518518],
  ])("%i minor units at %i%% is %i", (amount, percent, tip) => {
    expect(tipAmount(amount, percent)).toBe(tip);
    expect(Number.isInteger(tipAmount(amount, percent))).toBe(true);
  });
});

describe("methodsFor", () => {
  it.each([
    ["the currency's methods in the spec's order", eur, ["STRIPE", "PAYPAL"]],
    [
      "every method when none is listed",
      { paymentMethods: { ...eur.paymentMethods, methods: [] } },
      ["STRIPE", "SAFE_CHARGE", "PAYPAL", "BANK", "APPLE_PAY"],
    ],
    [
      "every method without a currency",
      null,
      ["STRIPE", "SAFE_CHARGE", "PAYPAL", "BANK", "APPLE_PAY"],
    ],
  ] as const)("%s", (_, currency, methods) => {
    expect(methodsFor(currency)).toEqual(methods);
  });
});

describe("donateErrors", () => {
  it.each([
    ["a member's valid donation", base, false, {}],
    ["nothing chosen", { ...base, amount: 0 }, false, { amount: DONATE_MESSAGE.amountRequired }],
    [
      "under the currency minimum",
      { ...base, amount: 499 },
      false,
      { amount: DONATE_MESSAGE.amountMin },
    ],
    ["exactly the minimum", { ...base, amount: 500 }, false, {}],
    ["no method", { ...base, method: null }, false, { method: DONATE_MESSAGE.method }],
    [
      "a method the currency lacks",
      { ...base, method: "BANK" },
      false,
      { method: DONATE_MESSAGE.method },
    ],
    [
      "a guest without details",
      base,
      true,
      { name: DONATE_MESSAGE.name, email: DONATE_MESSAGE.email },
    ],
    [
      "a guest with a bad e-mail",
      { ...base, name: "Ana", email: "ana@" },
      true,
      { email: DONATE_MESSAGE.email },
    ],
    ["a guest, complete", { ...base, name: "Ana", email: "ana@example.com" }, true, {}],
    [
      "a blank name",
      { ...base, name: "  ", email: "ana@example.com" },
      true,
      { name: DONATE_MESSAGE.name },
    ],
  ] as const)("%s", (_, values, isGuest, errors) => {
    expect(donateErrors(values as DonateValues, isGuest)).toEqual(errors);
  });
});

describe("toDonationPayload", () => {
  const returnUrl = "https://causeway.example/campaign/x/checkout";
  it("sends a member's donation in minor units with the tip", () => {
    expect(
      toDonationPayload({ ...base, amount: 5000, tipPercent: 10 }, { isGuest: false, returnUrl }),
    ).toEqual({
      amount: 5000,
      tip: 500,
      currency: 1,
      payment_method: "STRIPE",
      is_anon: false,
      donator_type: "USER",
      return_url: returnUrl,
    });
  });
  it("sends a guest as OTHER with a trimmed name and e-mail", () => {
    const payload = toDonationPayload(
      {
        ...base,
        name: " Ana Lima ",
        email: " ana@example.com ",
        isAnonymous: true,
        method: "PAYPAL",
      },
      { isGuest: true, returnUrl },
    );
    expect(payload).toMatchObject({
      donator_type: "OTHER",
      donator_name: "Ana Lima",
      email: "ana@example.com",
      is_anon: true,
      payment_method: "PAYPAL",
      tip: 0,
    });
  });
});
