import { ApiError, ApiFieldErrors } from "@causeway/api-client";
import { EMPTY_IBAN_ENTRY, existingUpload } from "@causeway/rules";
import { describe, expect, it } from "vitest";
import {
  bankAccountPayload,
  CREATE_FAILED,
  creationIbanError,
  formValues,
} from "./bank-account-form";

const entry = {
  ...EMPTY_IBAN_ENTRY,
  iban: "bg18 rzbb 9155 0123 4567 89",
  bic: "rzbbbgsf",
  country: "bg",
  bank: " Raiffeisenbank Bulgaria ",
  currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
};
const documents = {
  account: [existingUpload({ id: 11, name: "statement.pdf" })],
  certificate: [existingUpload({ id: 12, name: "certificate.pdf" })],
};

describe("bankAccountPayload", () => {
  it("normalises the fields and types each document by its list", () => {
    expect(bankAccountPayload(1042, " Fundacja Zdrowie ", entry, documents)).toEqual({
      campaign_id: 1042,
      bic: "RZBBBGSF",
      country: "BG",
      bank: "Raiffeisenbank Bulgaria",
      iban: "BG18RZBB91550123456789",
      holder_name: "Fundacja Zdrowie",
      currency: 2,
      documents: [
        { id: 11, type: "account" },
        { id: 12, type: "certificate" },
      ],
    });
  });
});

describe("formValues", () => {
  it("joins both document lists and carries the server's IBAN error", () => {
    const values = formValues("Мария Петрова", entry, documents, "x.y");
    expect(values.documents).toHaveLength(2);
    expect(values.serverIbanError).toBe("x.y");
  });
});

describe("creationIbanError", () => {
  it.each([
    [
      "provider.iban of a 400",
      new ApiFieldErrors({ "provider.iban": "withdraw.enter_iban" }),
      "withdraw.enter_iban",
    ],
    [
      "an iban key of a 400",
      new ApiFieldErrors({ iban: "forms.iban.wrong_checksum" }),
      "forms.iban.wrong_checksum",
    ],
    [
      "a 400 about something else",
      new ApiFieldErrors({ bic: "forms.error.invalid" }),
      CREATE_FAILED,
    ],
    ["a server error", new ApiError(500, "boom"), CREATE_FAILED],
    ["a network error", new TypeError("Failed to fetch"), CREATE_FAILED],
  ])("%s", (_, error, key) => {
    expect(creationIbanError(error)).toBe(key);
  });
});
