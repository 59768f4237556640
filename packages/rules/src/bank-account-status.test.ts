import { describe, expect, it } from "vitest";
import {
  bankAccountAction,
  bankAccountAllows,
  bankAccountStatusColour,
  bankAccountView,
  newVerificationDeletesFirst,
  normalizeBankAccountStatus,
} from "./bank-account-status";

describe("bankAccountView", () => {
  it.each([
    { query: { isLoading: true, isError: false }, view: "LOADING" },
    { query: { isLoading: false, isError: true }, view: "LOADING" },
    { query: { isLoading: false, isError: false, state: "PENDING" }, view: "PENDING" },
    { query: { isLoading: false, isError: false, state: "APPROVED" }, view: "APPROVED" },
    { query: { isLoading: false, isError: false, state: "ACCEPTED" }, view: "APPROVED" },
    { query: { isLoading: false, isError: false, state: "accepted" }, view: "APPROVED" },
    { query: { isLoading: false, isError: false, state: "REFUSED" }, view: "REFUSED" },
    { query: { isLoading: false, isError: false, state: "WAITING" }, view: "WAITING" },
    { query: { isLoading: false, isError: false, state: null }, view: "WAITING" },
    { query: { isLoading: false, isError: false, state: "SOMETHING_NEW" }, view: "WAITING" },
  ])("$query -> $view", ({ query, view }) => {
    expect(bankAccountView(query)).toBe(view);
  });

  it("normalises without a query too", () => {
    expect(normalizeBankAccountStatus(undefined)).toBe("WAITING");
  });
});

describe("what each state does", () => {
  it.each([
    {
      view: "PENDING",
      action: "pending-modal",
      colour: "orange",
      decline: true,
      remove: false,
      deleteFirst: false,
    },
    {
      view: "APPROVED",
      action: "owner-form",
      colour: "green",
      decline: false,
      remove: true,
      deleteFirst: false,
    },
    {
      view: "REFUSED",
      action: "refused-modal",
      colour: "red",
      decline: false,
      remove: false,
      deleteFirst: true,
    },
    {
      view: "WAITING",
      action: "verification-modal",
      colour: "red",
      decline: false,
      remove: false,
      deleteFirst: false,
    },
    {
      view: "LOADING",
      action: "loading",
      colour: "orange",
      decline: false,
      remove: false,
      deleteFirst: false,
    },
  ] as const)(
    "$view opens $action, shows $colour",
    ({ view, action, colour, decline, remove, deleteFirst }) => {
      expect(bankAccountAction(view)).toBe(action);
      expect(bankAccountStatusColour(view)).toBe(colour);
      expect(bankAccountAllows(view)).toEqual({ decline, remove });
      expect(newVerificationDeletesFirst(view)).toBe(deleteFirst);
    },
  );
});
