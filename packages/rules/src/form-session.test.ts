import { describe, expect, it } from "vitest";
import {
  closeDecision,
  type FormSessionAction,
  formSessionReducer,
  isFormDirty,
  startFormSession,
  successModalOf,
} from "./form-session";

const run = (mode: "create" | "edit", actions: FormSessionAction[]) =>
  actions.reduce(formSessionReducer, startFormSession(mode));
const change: FormSessionAction = { type: "changed", dirty: true };
const revert: FormSessionAction = { type: "changed", dirty: false };
const submit: FormSessionAction = { type: "submitted" };

describe("formSessionReducer, closeDecision and successModalOf", () => {
  it.each([
    { story: "opened", actions: [], status: "clean", close: "back-to-chooser", modal: null },
    { story: "a field changed", actions: [change], status: "dirty", close: "confirm", modal: null },
    {
      story: "changed back",
      actions: [change, revert],
      status: "clean",
      close: "back-to-chooser",
      modal: null,
    },
    {
      story: "submitting",
      actions: [change, submit],
      status: "submitting",
      close: "stay",
      modal: null,
    },
    {
      story: "submit failed",
      actions: [change, submit, { type: "failed" }],
      status: "dirty",
      close: "confirm",
      modal: null,
    },
    {
      story: "submit succeeded",
      actions: [change, submit, { type: "succeeded" }],
      status: "succeeded",
      close: "back-to-chooser",
      modal: "created",
    },
    {
      story: "a second submit while one runs",
      actions: [change, submit, submit, { type: "failed" }],
      status: "dirty",
      close: "confirm",
      modal: null,
    },
    {
      story: "a change while submitting",
      actions: [change, submit, revert],
      status: "submitting",
      close: "stay",
      modal: null,
    },
    {
      story: "success without submit",
      actions: [change, { type: "succeeded" }],
      status: "dirty",
      close: "confirm",
      modal: null,
    },
  ] as Array<{
    story: string;
    actions: FormSessionAction[];
    status: string;
    close: string;
    modal: string | null;
  }>)("$story: $status, closing -> $close", ({ actions, status, close, modal }) => {
    const state = run("create", actions);
    expect(state.status).toBe(status);
    expect(closeDecision(state)).toBe(close);
    expect(successModalOf(state)).toBe(modal);
  });

  it("an edit opens the edit success modal", () => {
    expect(successModalOf(run("edit", [change, submit, { type: "succeeded" }]))).toBe("edited");
  });
});

describe("isFormDirty", () => {
  const initial = {
    amount: "",
    reasons: [] as number[],
    provider: { iban: "", bic: "" },
    invoiceNotAvailable: false,
  };
  it.each([
    { current: initial, dirty: false },
    { current: { ...initial }, dirty: false },
    {
      current: {
        invoiceNotAvailable: false,
        provider: { bic: "", iban: "" },
        reasons: [],
        amount: "",
      },
      dirty: false,
    },
    { current: { ...initial, amount: "1" }, dirty: true },
    { current: { ...initial, reasons: [2] }, dirty: true },
    { current: { ...initial, provider: { iban: "D", bic: "" } }, dirty: true },
    { current: { ...initial, invoiceNotAvailable: true }, dirty: true },
    { current: { ...initial, extra: "" }, dirty: true },
  ])("$current -> dirty $dirty", ({ current, dirty }) => {
    expect(isFormDirty(initial, current)).toBe(dirty);
  });
});
