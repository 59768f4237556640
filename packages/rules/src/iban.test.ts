import { getCountrySpecifications } from "ibantools";
import { describe, expect, it } from "vitest";
import {
  formatIbanForDisplay,
  ibanLengthFor,
  ibanProblem,
  isValidIban,
  normalizeIban,
} from "./iban";

/** Example IBANs of the SWIFT IBAN registry, one per country. */
const REGISTRY_EXAMPLES = [
  "DE89370400440532013000",
  "GB29NWBK60161331926819",
  "FR1420041010050500013M02606",
  "BG80BNBG96611020345678",
  "RO49AAAA1B31007593840000",
  "HU42117730161111101800000000",
  "GR1601101250000000012300695",
  "PL61109010140000071219812874",
  "TR330006100519786457841326",
  "PT50000201231234567890154",
  "IT60X0542811101000000123456",
  "ES9121000418450200051332",
  "UA213223130000026007233566001",
  "NO9386011117947",
  "MT84MALT011000012345MTLCAST001S",
  "SC18SSCB11010000000000001497USD",
  "LC55HEMM000100010012001200023015",
  "BR1800360305000010009795493C1",
  "NL91ABNA0417164300",
  "BE68539007547034",
  "CH9300762011623852957",
  "AT611904300234573201",
  "SE4550000000058398257466",
  "DK5000400440116243",
  "FI2112345600000785",
  "IE29AIBK93115212345678",
  "CY17002001280000001200527600",
  "LU280019400644750000",
  "SA0380000000608010167519",
  "AE070331234567890123456",
  "KW81CBKU0000000000001234560101",
  "QA58DOHB00001234567890ABCDEFG",
  "IL620108000000099999999",
  "HR1210010051863000160",
  "SI56263300012039086",
  "SK3112000000198742637541",
  "CZ6508000000192000145399",
  "LT121000011101001000",
  "LV80BANK0000435195001",
  "EE382200221020145685",
];

/** One wrong character per example: the check digits or a digit of the account. */
const MISTYPED = [
  { iban: "DE89370400440532013001", why: "last digit changed" },
  { iban: "GB29NWBK60161331926818", why: "last digit changed" },
  { iban: "FR1420041010050500013M02607", why: "last digit changed" },
  { iban: "BG81BNBG96611020345678", why: "check digits changed" },
  { iban: "RO49AAAA1B31007593840001", why: "last digit changed" },
  { iban: "HU42117730161111101800000001", why: "last digit changed" },
  { iban: "GR1601101250000000012300696", why: "last digit changed" },
  { iban: "PL61109010140000071219812875", why: "last digit changed" },
  { iban: "TR330006100519786457841327", why: "last digit changed" },
  { iban: "PT50000201231234567890155", why: "last digit changed" },
  { iban: "IT60X0542811101000000123457", why: "last digit changed" },
  { iban: "ES9121000418450200051333", why: "last digit changed" },
  { iban: "UA213223130000026007233566002", why: "last digit changed" },
  { iban: "NO9386011117948", why: "last digit changed" },
  { iban: "MT84MALT011000012345MTLCAST002S", why: "a digit changed" },
  { iban: "SC18SSCB11010000000000001498USD", why: "a digit changed" },
  { iban: "LC55HEMM000100010012001200023016", why: "last digit changed" },
  { iban: "BR1800360305000010009795494C1", why: "a digit changed" },
  { iban: "DE89370400440532031000", why: "two digits swapped" },
  { iban: "GB29NWBK61061331926819", why: "two digits swapped" },
];

describe("normalizeIban", () => {
  it.each([
    { typed: "de89 3704 0044 0532 0130 00", iban: "DE89370400440532013000" },
    { typed: "  gb29\tnwbk 6016\n1331 9268 19 ", iban: "GB29NWBK60161331926819" },
    { typed: "BG80\u00a0BNBG\u00a09661", iban: "BG80BNBG9661" },
    { typed: "", iban: "" },
  ])("$typed -> $iban", ({ typed, iban }) => {
    expect(normalizeIban(typed)).toBe(iban);
  });
});

describe("isValidIban", () => {
  it.each(REGISTRY_EXAMPLES)("the registry example %s is valid", (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(isValidIban(iban)).toBe(true);
  });

  it.each(MISTYPED)("$iban ($why) is refused with a checksum error", ({ iban }) => {
    expect(isValidIban(iban)).toBe(false);
    expect(ibanProblem(iban)).toEqual({ key: "forms.iban.wrong_checksum" });
  });

  it.each([
    "de89 3704 0044 0532 0130 00",
    "fr14 2004 1010 0505 0001 3m02 606",
    " bg80bnbg96611020345678 ",
  ])("a valid IBAN typed with spaces and in lower case (%s) is valid", (typed) => {
    expect(isValidIban(typed)).toBe(true);
  });
});

describe("ibanProblem", () => {
  it.each([
    { iban: "", problem: { key: "withdraw.enter_iban" } },
    { iban: "   ", problem: { key: "withdraw.enter_iban" } },
    { iban: "XX89370400440532013000", problem: { key: "forms.iban.unknown_country" } },
    { iban: "US12345678901234", problem: { key: "forms.iban.unknown_country" } },
    {
      iban: "DE8937040044053201300",
      problem: { key: "forms.iban.wrong_length", values: { length: 22 } },
    },
    {
      iban: "DE893704004405320130001",
      problem: { key: "forms.iban.wrong_length", values: { length: 22 } },
    },
    { iban: "NO93860111179", problem: { key: "forms.iban.wrong_length", values: { length: 15 } } },
    {
      iban: "MT84MALT011000012345MTLCAST001",
      problem: { key: "forms.iban.wrong_length", values: { length: 31 } },
    },
    // Right length, but letters where the German BBAN has digits.
    { iban: "DE89370400440532O13000", problem: { key: "forms.iban.wrong_format" } },
    { iban: "DEXX370400440532013000", problem: { key: "forms.iban.wrong_format" } },
  ])("$iban -> $problem.key", ({ iban, problem }) => {
    expect(ibanProblem(iban)).toEqual(problem);
  });

  const registry = Object.entries(getCountrySpecifications()).filter(
    ([, spec]) => spec.IBANRegistry && spec.chars,
  );

  it("covers every country of the IBAN registry", () => {
    expect(registry.length).toBeGreaterThan(70);
  });

  it.each(registry)("%s: a one-character-short IBAN is the wrong length", (country, spec) => {
    const short = `${country}00${"0".repeat((spec.chars ?? 5) - 5)}`;
    expect(ibanLengthFor(country)).toBe(spec.chars);
    expect(ibanProblem(short)).toEqual({
      key: "forms.iban.wrong_length",
      values: { length: spec.chars },
    });
  });
});

describe("formatIbanForDisplay", () => {
  it.each([
    { iban: "de89370400440532013000", shown: "DE89 3704 0044 0532 0130 00" },
    { iban: "NO93 8601 1117 947", shown: "NO93 8601 1117 947" },
  ])("$iban is shown as $shown", ({ iban, shown }) => {
    expect(formatIbanForDisplay(iban)).toBe(shown);
  });
});
