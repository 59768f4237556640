import { describe, expect, it } from "vitest";
import {
  normaliseBankAccountRequest,
  normaliseOwnerWithdrawalRequest,
  normaliseProviderWithdrawalRequest,
  normaliseSignupCompletionRequest,
  normaliseTransferRequest,
} from "./request-normalise";

describe("normaliseProviderWithdrawalRequest", () => {
  it.each([
    {
      case: "IBAN compacted and upper-cased, BIC and country upper-cased, texts trimmed",
      input: {
        amount: 100,
        comment: "  Invoice  ",
        reference: " INV-1 ",
        provider: {
          iban: " bg80 bnbg 9661 1020 3456 78 ",
          bic: " bnbgbgsd",
          country: "bg ",
          bank: " Bank ",
          holder_name: " Vita\t",
          currency: 1,
        },
      },
      output: {
        amount: 100,
        comment: "Invoice",
        reference: "INV-1",
        provider: {
          iban: "BG80BNBG96611020345678",
          bic: "BNBGBGSD",
          country: "BG",
          bank: "Bank",
          holder_name: "Vita",
          currency: 1,
        },
      },
    },
    {
      case: "absent fields stay absent",
      input: { amount: 1, provider: { iban: "bg80" } },
      output: { amount: 1, provider: { iban: "BG80" } },
    },
    {
      case: "values of the wrong type are left for the schema",
      input: { comment: 5, reference: null, provider: { iban: 7, bic: null, country: [] } },
      output: { comment: 5, reference: null, provider: { iban: 7, bic: null, country: [] } },
    },
    {
      case: "a provider that is not an object",
      input: { provider: "x" },
      output: { provider: "x" },
    },
    { case: "not an object", input: "text", output: "text" },
    { case: "null", input: null, output: null },
    { case: "an array", input: [1], output: [1] },
  ])("$case", ({ input, output }) => {
    expect(normaliseProviderWithdrawalRequest(input)).toEqual(output);
  });

  it("does not change the request it is given", () => {
    const input = { comment: " a ", provider: { iban: "bg80 x" } };
    normaliseProviderWithdrawalRequest(input);
    expect(input).toEqual({ comment: " a ", provider: { iban: "bg80 x" } });
  });
});

describe("normaliseOwnerWithdrawalRequest and normaliseTransferRequest", () => {
  it.each([
    {
      normalise: normaliseOwnerWithdrawalRequest,
      input: { comment: " why ", usage_report: "", bank_account: 3 },
      output: { comment: "why", usage_report: "", bank_account: 3 },
    },
    { normalise: normaliseOwnerWithdrawalRequest, input: { amount: 1 }, output: { amount: 1 } },
    { normalise: normaliseOwnerWithdrawalRequest, input: 4, output: 4 },
    {
      normalise: normaliseTransferRequest,
      input: { motivational_message: "\n Thanks \n", quote: " q " },
      output: { motivational_message: "Thanks", quote: " q " },
    },
    { normalise: normaliseTransferRequest, input: null, output: null },
  ])("$normalise.name $input", ({ normalise, input, output }) => {
    expect(normalise(input)).toEqual(output);
  });
});

describe("normaliseBankAccountRequest", () => {
  it.each([
    {
      input: {
        campaign_id: 1,
        iban: "de89 3704 0044 0532 0130 00",
        bic: "cobadeffxxx ",
        country: " de",
        bank: " Commerzbank ",
        documents: [{ id: 2, type: "account" }],
      },
      output: {
        campaign_id: 1,
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        country: "DE",
        bank: "Commerzbank",
        documents: [{ id: 2, type: "account" }],
      },
    },
    { input: { campaign_id: 1 }, output: { campaign_id: 1 } },
    { input: { iban: null, bic: 3 }, output: { iban: null, bic: 3 } },
    { input: undefined, output: undefined },
  ])("$input", ({ input, output }) => {
    expect(normaliseBankAccountRequest(input)).toEqual(output);
  });
});

describe("normaliseSignupCompletionRequest", () => {
  it.each([
    {
      input: { username: " ayse.yilmaz@gmail.com ", name: " Ayşe " },
      output: { username: "ayse.yilmaz", name: " Ayşe " },
    },
    { input: { username: "ay se" }, output: { username: "ayse" } },
    { input: { username: 5 }, output: { username: 5 } },
    { input: { name: "x" }, output: { name: "x" } },
    { input: null, output: null },
  ])("$input -> $output", ({ input, output }) => {
    expect(normaliseSignupCompletionRequest(input)).toEqual(output);
  });
});
