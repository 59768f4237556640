import { describe, expect, it } from "vitest";
import type { DonationCurrency } from "./contract";
import {
  DONATE_MESSAGE,
  DONATION_MAX,
  type DonateValues,
  defaultPresets,
  donateErrors,
  donationAmount,
  donationMax,
  methodsFor,
  tipAmount,
  toDonationPayload,
} from "./donate";

const eur: DonationCurrency = {
  id: 1,
  abbreviation: "EUR",
  minValue: 500,
  zeroBased: false,
  paymentMethods: { methods: [{ name: "STRIPE" }, { name: "PAYPAL" }] },
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
    ["exactly the payment maximum", { ...base, amount: DONATION_MAX }, false, {}],
    [
      "over the payment maximum",
      { ...base, amount: DONATION_MAX + 1 },
      false,
      { amount: DONATE_MESSAGE.amountMax },
    ],
    [
      "RON 999,999,999 (the issue's donation)",
      { ...base, amount: 99_999_999_900 },
      false,
      { amount: DONATE_MESSAGE.amountMax },
    ],
    [
      "under the maximum, over it with the tip chosen",
      { ...base, amount: 90_000_000, tipPercent: 15 },
      false,
      { amount: DONATE_MESSAGE.amountMax },
    ],
    [
      "under the maximum, over it with the tip sent (the server)",
      { ...base, amount: 99_999_000, tip: 1000 },
      false,
      { amount: DONATE_MESSAGE.amountMax },
    ],
    [
      "a typed amount that could not be read",
      { ...base, amount: 0, amountProblem: DONATE_MESSAGE.amountDecimals },
      false,
      { amount: DONATE_MESSAGE.amountDecimals },
    ],
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

const ron = { abbreviation: "RON", zeroBased: false };
const huf = { abbreviation: "HUF", zeroBased: true };
const jpy = { abbreviation: "JPY", zeroBased: false };

describe("donationAmount", () => {
  it.each([
    // a donor gives 12.50 with the locale's separator or the other one
    ["12.50", eur, "en", 1250],
    ["12.5", eur, "en", 1250],
    ["12,50", eur, "en", 1250],
    ["12,50", eur, "de", 1250],
    ["12.5", eur, "de", 1250],
    ["12,50", eur, "bg", 1250],
    ["12.50", eur, "bg", 1250],
    ["30,75", ron, "en", 3075],
    ["30,75", ron, "bg", 3075],
    ["30.75", ron, "ro", 3075],
    ["250", ron, "ro", 25000],
    // thousands
    ["1,250", eur, "en", 125000],
    ["1.250", eur, "de", 125000],
    ["1.250", ron, "bg", 125000],
    // pasted
    ["€12.50", eur, "en", 1250],
    ["1 234,56", eur, "bg", 123456],
    ["1.234,56 €", eur, "de", 123456],
    ["EUR 1,234.56", eur, "en", 123456],
    ["1\u00a0234,56 лв.", ron, "bg", 123456],
    ["RON 30,75", ron, "en", 3075],
    // whole units only where the currency has no cents
    ["2500", huf, "hu", 250000],
    ["12 500 Ft", huf, "hu", 1250000],
    ["12.500", huf, "en", 1250000],
    ["12,500", huf, "de", 1250000],
    ["¥3,000", jpy, "en", 300000],
    ["3000", jpy, "bg", 300000],
  ] as const)("%j in %o (%s) is %i minor units", (text, currency, locale, minor) => {
    expect(donationAmount(text, currency, locale)).toEqual({ amount: minor });
  });

  it.each([
    ["12.505", eur, "en", DONATE_MESSAGE.amountDecimals],
    ["30,755", ron, "bg", DONATE_MESSAGE.amountDecimals],
    ["2500,50", huf, "hu", DONATE_MESSAGE.amountWhole],
    ["2500.5", huf, "en", DONATE_MESSAGE.amountWhole],
    ["12.5", jpy, "en", DONATE_MESSAGE.amountWhole],
    ["abc", eur, "en", DONATE_MESSAGE.amountFormat],
    ["1,2,3", eur, "en", DONATE_MESSAGE.amountFormat],
    ["12,34.5.6", eur, "en", DONATE_MESSAGE.amountFormat],
  ] as const)("%j in %o (%s) is refused: %s", (text, currency, locale, problem) => {
    expect(donationAmount(text, currency, locale)).toEqual({ amount: 0, problem });
  });

  it("never gives 100 times the amount for a separator", () => {
    for (const locale of ["en", "bg", "de", "fr", "hu", "ro"]) {
      for (const text of ["12.5", "12,5", "12.50", "12,50"]) {
        expect(donationAmount(text, eur, locale).amount).toBe(1250);
      }
    }
  });
});

describe("donationMax", () => {
  it.each([
    [eur, 99_999_999],
    [ron, 99_999_999],
    [huf, 99_999_900],
    [jpy, 99_999_900],
  ])("%o: %i", (currency, max) => {
    expect(donationMax(currency)).toBe(max);
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
