// @causeway/rules depends on no other package of ours, so it cannot see the contract's types; this
// package sees both. These checks fail the type check (npm run typecheck) when a rule's payload
// no longer fits the contract (packages/api-client/openapi.yaml), or the contract's values no
// longer fit what a rule reads.
import type {
  BankAccountPayload,
  ContactMessage,
  Currency,
  CurrencyRef,
  DonationPayload,
  OwnerWithdrawalPayload,
  PostPayload,
  ProviderWithdrawalPayload,
  ReportPayload,
  Schema,
  TransferFundsPayload,
} from "@causeway/api-client";
import type * as rules from "@causeway/rules";
import { describe, expectTypeOf, it } from "vitest";

describe("the rules' payloads are the contract's", () => {
  it("for withdrawals, transfers and bank accounts", () => {
    expectTypeOf<rules.ProviderWithdrawalPayloadOutput>().toExtend<ProviderWithdrawalPayload>();
    expectTypeOf<rules.OwnerWithdrawalPayloadOutput>().toExtend<OwnerWithdrawalPayload>();
    expectTypeOf<rules.TransferFundsPayloadOutput>().toExtend<TransferFundsPayload>();
    expectTypeOf<rules.BankAccountPayloadOutput>().toExtend<BankAccountPayload>();
  });

  it("for posts, reports, the contact form and sign-up", () => {
    expectTypeOf<rules.PostPayloadOutput>().toExtend<PostPayload>();
    expectTypeOf<rules.ReportPayloadOutput>().toExtend<ReportPayload>();
    expectTypeOf<rules.ContactPayloadOutput>().toExtend<ContactMessage>();
    expectTypeOf<rules.SignupDetailsPayloadOutput>().toExtend<Schema<"SignupDetailsPayload">>();
    expectTypeOf<rules.SignupBusinessDetailsPayloadOutput>().toExtend<
      Schema<"SignupBusinessDetailsPayload">
    >();
  });

  it("for a donation", () => {
    expectTypeOf<rules.DonationPayload>().toExtend<DonationPayload>();
    expectTypeOf<DonationPayload>().toExtend<rules.DonationPayload>();
  });
});

describe("the contract's values fit what the rules read", () => {
  it("currencies and payment methods", () => {
    expectTypeOf<Currency>().toExtend<rules.DonationCurrency>();
    expectTypeOf<CurrencyRef>().toExtend<rules.CurrencyRef>();
    expectTypeOf<rules.CurrencyRef>().toExtend<CurrencyRef>();
    expectTypeOf<Schema<"PaymentMethod">>().toEqualTypeOf<rules.PaymentMethod>();
  });
});
