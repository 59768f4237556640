import type { BankAccount } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import { refusalNote } from "./refusal-note";

const account = (extra: Record<string, unknown>) =>
  ({ id: 14, ...extra }) as unknown as BankAccount;

describe("refusalNote", () => {
  it.each([
    { name: "no note field", extra: {}, note: null },
    { name: "a null note", extra: { note: null }, note: null },
    { name: "a blank note", extra: { note: "  \n " }, note: null },
    { name: "not a string", extra: { note: 42 }, note: null },
    {
      name: "a note, trimmed",
      extra: { note: " The bank certificate names another account holder. " },
      note: "The bank certificate names another account holder.",
    },
  ])("$name -> $note", ({ extra, note }) => {
    expect(refusalNote(account(extra))).toBe(note);
  });
});
