import { EMPTY_IBAN_ENTRY, type IbanEntryState } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import { ibanFieldError, ibanFieldStatus } from "./iban-messages";

const VALID = "DE89370400440532013000";
const entry = (patch: Partial<IbanEntryState>): IbanEntryState => ({
  ...EMPTY_IBAN_ENTRY,
  ...patch,
});
const idle = { touched: true, verifying: false };

describe("ibanFieldError", () => {
  it.each([
    {
      name: "untouched",
      state: entry({ iban: "DE00" }),
      view: { touched: false, verifying: false },
      key: null,
    },
    { name: "empty", state: entry({ iban: "" }), view: idle, key: null },
    { name: "valid", state: entry({ iban: VALID }), view: idle, key: null },
    { name: "short", state: entry({ iban: "DE8937" }), view: idle, key: "forms.iban.wrong_length" },
    {
      name: "checksum",
      state: entry({ iban: "DE89370400440532013001" }),
      view: idle,
      key: "forms.iban.wrong_checksum",
    },
    {
      name: "country",
      state: entry({ iban: "ZZ89370400440532013000" }),
      view: idle,
      key: "forms.iban.unknown_country",
    },
    { name: "picked", state: entry({ iban: "DE00", mode: "picked" }), view: idle, key: null },
    {
      name: "a name searched for, not picked",
      state: entry({ iban: "Klinik Mün" }),
      view: idle,
      key: "forms.iban.not_an_iban",
    },
    {
      name: "text in an own-account field (no provider search)",
      state: entry({ iban: "Klinik Mün" }),
      view: { ...idle, suggestProviders: false },
      key: "forms.iban.unknown_country",
    },
  ])("$name", ({ state, view, key }) => {
    expect(ibanFieldError(state, view)?.key ?? null).toBe(key);
  });
});

describe("ibanFieldStatus", () => {
  it.each([
    { name: "typing", state: entry({ iban: "DE" }), view: idle, expected: null },
    {
      name: "verifying",
      state: entry({ iban: VALID }),
      view: { touched: true, verifying: true },
      expected: { key: "forms.iban.verifying" },
    },
    {
      name: "verified",
      state: entry({ iban: VALID, mode: "verified", bank: "Commerzbank" }),
      view: idle,
      expected: { key: "forms.iban.verified", values: { bank: "Commerzbank" } },
    },
    {
      name: "picked",
      state: entry({ mode: "picked", holderName: "Vita" }),
      view: idle,
      expected: { key: "forms.iban.picked", values: { name: "Vita" } },
    },
    {
      name: "failed",
      state: entry({ iban: VALID, verificationFailed: true }),
      view: idle,
      expected: { key: "forms.iban.verification_failed" },
    },
  ])("$name", ({ state, view, expected }) => {
    expect(ibanFieldStatus(state, view)).toEqual(expected);
  });
});
