import { describe, expect, it } from "vitest";
import {
  EMPTY_IBAN_ENTRY,
  type IbanEntryAction,
  type IbanEntryState,
  ibanEntryReducer,
  ibanEntryText,
  isIbanFieldLocked,
  looksLikeIban,
  providerSearch,
  shouldVerifyOnBlur,
} from "./iban-entry";

const BGN = { id: 2, abbreviation: "BGN", name: "Bulgarian lev" };
const EUR = { id: 1, abbreviation: "EUR", name: "Euro" };
const vita = {
  iban: "BG80BNBG96611020345678",
  bic: "BNBGBGSD",
  bank: "Bulgarian National Bank",
  country: "BG",
  holder_name: "Rehabilitation Centre Vita",
  currency: BGN,
};
const run = (actions: IbanEntryAction[], from: IbanEntryState = EMPTY_IBAN_ENTRY) =>
  actions.reduce(ibanEntryReducer, from);

const picked = run([
  { type: "typed", iban: "BG80" },
  { type: "picked", suggestion: vita },
]);
const typedDe: IbanEntryAction = { type: "typed", iban: "de89 3704 0044 0532 0130 00" };
const deAnswer = {
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  bank: "Commerzbank",
  country: "DE",
  valid: true,
};
const verified = run([typedDe, { type: "verified", answer: deAnswer }]);

describe("ibanEntryReducer", () => {
  it("typing strips whitespace and upper-cases, and marks the IBAN typed", () => {
    expect(run([typedDe])).toEqual({ ...EMPTY_IBAN_ENTRY, iban: "DE89370400440532013000" });
  });

  it("a provider's name is kept as typed: no spaces removed, no upper-casing", () => {
    expect(run([{ type: "typed", iban: "Klinik Mün" }])).toEqual({
      ...EMPTY_IBAN_ENTRY,
      iban: "Klinik Mün",
    });
  });

  it("picking a suggestion fills every field and locks all but the IBAN", () => {
    expect(picked).toEqual({
      iban: "BG80BNBG96611020345678",
      bic: "BNBGBGSD",
      bank: "Bulgarian National Bank",
      country: "BG",
      currency: BGN,
      holderName: "Rehabilitation Centre Vita",
      mode: "picked",
      locked: ["bic", "bank", "country", "currency", "holderName"],
      verificationFailed: false,
      verificationLimited: false,
    });
  });

  it("a valid verification fills and locks bic, bank and country only", () => {
    expect(verified).toMatchObject({ bic: "COBADEFFXXX", bank: "Commerzbank", country: "DE" });
    expect(verified.mode).toBe("verified");
    expect(verified.locked).toEqual(["bic", "bank", "country"]);
    expect(isIbanFieldLocked(verified, "holderName")).toBe(false);
    expect(isIbanFieldLocked(verified, "currency")).toBe(false);
  });

  it("a refused check (too many in a row) is no verdict: nothing locks, nothing is called wrong", () => {
    const limited = run([typedDe, { type: "verificationLimited", iban: "DE89370400440532013000" }]);
    expect(limited).toMatchObject({ mode: "typed", locked: [], verificationFailed: false });
    expect(limited.verificationLimited).toBe(true);
    // A later answer replaces the notice.
    expect(
      ibanEntryReducer(limited, { type: "verified", answer: deAnswer }).verificationLimited,
    ).toBe(false);
    // A notice for an IBAN since changed is stale.
    expect(run([typedDe, { type: "verificationLimited", iban: "BG80" }]).verificationLimited).toBe(
      false,
    );
  });

  it.each([
    { from: "picked", state: picked },
    { from: "verified", state: verified },
  ])(
    "typing after $from clears bic, bank, country, currency, holder name and unlocks",
    ({ state }) => {
      const next = ibanEntryReducer(state, { type: "typed", iban: "BG80BNBG9661102034567" });
      expect(next).toEqual({ ...EMPTY_IBAN_ENTRY, iban: "BG80BNBG9661102034567" });
    },
  );

  it("typing clears what the user had filled by hand", () => {
    const filled = run([
      { type: "typed", iban: "DE89" },
      { type: "edited", field: "bic", value: "COBADEFFXXX" },
      { type: "edited", field: "holderName", value: "Klinik am See" },
      { type: "currencyChosen", currency: EUR },
      { type: "typed", iban: "DE893" },
    ]);
    expect(filled).toEqual({ ...EMPTY_IBAN_ENTRY, iban: "DE893" });
  });

  it.each([
    { field: "bic", state: picked, locked: true },
    { field: "bank", state: picked, locked: true },
    { field: "country", state: picked, locked: true },
    { field: "holderName", state: picked, locked: true },
    { field: "bic", state: verified, locked: true },
    { field: "bank", state: verified, locked: true },
    { field: "country", state: verified, locked: true },
    { field: "holderName", state: verified, locked: false },
    { field: "bic", state: EMPTY_IBAN_ENTRY, locked: false },
  ] as const)(
    "editing $field when mode is $state.mode: locked $locked",
    ({ field, state, locked }) => {
      const next = ibanEntryReducer(state, { type: "edited", field, value: "changed" });
      expect(next[field] === "changed").toBe(!locked);
    },
  );

  it.each([
    { state: picked, changes: false },
    { state: verified, changes: true },
    { state: EMPTY_IBAN_ENTRY, changes: true },
  ])("choosing a currency in mode $state.mode changes it: $changes", ({ state, changes }) => {
    const next = ibanEntryReducer(state, { type: "currencyChosen", currency: EUR });
    expect(next.currency === EUR).toBe(changes);
  });

  it("the holder name is cut at 150 characters", () => {
    const next = ibanEntryReducer(EMPTY_IBAN_ENTRY, {
      type: "edited",
      field: "holderName",
      value: "a".repeat(160),
    });
    expect(next.holderName).toHaveLength(150);
  });

  it.each([
    { why: "the IBAN changed since", answer: { ...deAnswer, iban: "DE89370400440532013001" } },
  ])("a verification is ignored when $why", ({ answer }) => {
    const state = run([typedDe]);
    expect(ibanEntryReducer(state, { type: "verified", answer })).toBe(state);
  });

  it("a verification after a pick is ignored", () => {
    const answer = { ...deAnswer, iban: vita.iban };
    expect(ibanEntryReducer(picked, { type: "verified", answer })).toBe(picked);
  });

  it("an invalid verification keeps the fields editable and flags the IBAN", () => {
    const next = run([typedDe, { type: "verified", answer: { ...deAnswer, valid: false } }]);
    expect(next).toEqual({ ...EMPTY_IBAN_ENTRY, iban: deAnswer.iban, verificationFailed: true });
  });

  it("reset starts again, optionally from given values", () => {
    expect(ibanEntryReducer(picked, { type: "reset" })).toEqual(EMPTY_IBAN_ENTRY);
    expect(ibanEntryReducer(picked, { type: "reset", state: { iban: "RO49" } }).iban).toBe("RO49");
  });
});

describe("looksLikeIban and ibanEntryText", () => {
  it.each([
    { text: "", iban: false, kept: "" },
    { text: "b", iban: false, kept: "b" },
    { text: "bg", iban: false, kept: "bg" },
    { text: "bg8", iban: true, kept: "BG8" },
    { text: " de89 3704 0044 ", iban: true, kept: "DE8937040044" },
    { text: "Klinik Mün", iban: false, kept: "Klinik Mün" },
    { text: "Orthopädie Klinik München", iban: false, kept: "Orthopädie Klinik München" },
    { text: "Medical Centre 24", iban: false, kept: "Medical Centre 24" },
  ])("$text -> IBAN $iban, kept as $kept", ({ text, iban, kept }) => {
    expect(looksLikeIban(text)).toBe(iban);
    expect(ibanEntryText(text)).toBe(kept);
  });
});

describe("shouldVerifyOnBlur", () => {
  it("a name searched for is never sent for verification, however long", () => {
    expect(shouldVerifyOnBlur({ ...EMPTY_IBAN_ENTRY, iban: "Orthopädie Klinik" })).toBe(false);
  });

  it.each([
    { iban: "", mode: "typed", verify: false },
    { iban: "DE8937040", mode: "typed", verify: false },
    { iban: "DE89370400", mode: "typed", verify: true },
    { iban: "DE89370400440532013000", mode: "typed", verify: true },
    { iban: "DE89370400440532013000", mode: "picked", verify: false },
    { iban: "DE89370400440532013000", mode: "verified", verify: false },
  ] as const)("$iban ($mode) -> verify $verify", ({ iban, mode, verify }) => {
    expect(shouldVerifyOnBlur({ ...EMPTY_IBAN_ENTRY, iban, mode })).toBe(verify);
  });
});

describe("providerSearch", () => {
  it.each([
    { iban: "", mode: "typed", enabled: false, limit: 8 },
    { iban: "B", mode: "typed", enabled: true, limit: 8 },
    { iban: "BG80", mode: "verified", enabled: true, limit: 8 },
    { iban: "BG80BNBG96611020345678", mode: "picked", enabled: true, limit: 4 },
  ] as const)(
    "$iban ($mode): search $enabled, $limit results",
    ({ iban, mode, enabled, limit }) => {
      expect(providerSearch({ iban, mode })).toEqual({ enabled, query: iban, limit });
    },
  );

  it("a name is searched as typed, trimmed, with runs of spaces made one", () => {
    const typed = run([{ type: "typed", iban: "  Klinik   Mün " }]);
    expect(providerSearch(typed)).toEqual({ enabled: true, query: "Klinik Mün", limit: 8 });
  });
});
