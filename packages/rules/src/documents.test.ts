import { describe, expect, it } from "vitest";
import { documentsBlockers } from "./documents";
import { upload } from "./test-fixtures";

describe("documentsBlockers", () => {
  it.each([
    {
      case: "one uploaded",
      invoiceNotAvailable: false,
      invoices: [upload("done")],
      comment: "",
      blockers: [],
    },
    {
      case: "two uploaded",
      invoiceNotAvailable: false,
      invoices: [upload("done"), upload("done")],
      comment: "",
      blockers: [],
    },
    {
      case: "none",
      invoiceNotAvailable: false,
      invoices: [],
      comment: "",
      blockers: ["withdraw.no_documents_appended"],
    },
    {
      case: "one still uploading",
      invoiceNotAvailable: false,
      invoices: [upload("done"), upload("fetching")],
      comment: "",
      blockers: ["forms.blocker.documents_uploading"],
    },
    {
      case: "one failed",
      invoiceNotAvailable: false,
      invoices: [upload("done"), upload("errored")],
      comment: "",
      blockers: ["forms.blocker.documents_failed"],
    },
    {
      case: "only a failed one",
      invoiceNotAvailable: false,
      invoices: [upload("errored")],
      comment: "",
      blockers: ["forms.blocker.documents_failed", "withdraw.no_documents_appended"],
    },
    {
      case: "a file without media id",
      invoiceNotAvailable: false,
      invoices: [upload("done", { mediaId: null })],
      comment: "",
      blockers: ["withdraw.no_documents_appended"],
    },
    {
      case: "unavailable with a comment",
      invoiceNotAvailable: true,
      invoices: [],
      comment: "Paid in cash.",
      blockers: [],
    },
    {
      case: "unavailable without comment",
      invoiceNotAvailable: true,
      invoices: [],
      comment: "",
      blockers: ["withdraw.write_comment"],
    },
    {
      case: "unavailable, blank comment",
      invoiceNotAvailable: true,
      invoices: [],
      comment: "  \n ",
      blockers: ["withdraw.write_comment"],
    },
    // Declared unavailable: files left in the list (even failing ones) do not block.
    {
      case: "unavailable, a failed file left over",
      invoiceNotAvailable: true,
      invoices: [upload("errored")],
      comment: "The clinic sends it next week.",
      blockers: [],
    },
  ])("$case -> $blockers", ({ case: _, blockers, ...input }) => {
    expect(documentsBlockers(input)).toEqual(blockers);
  });
});
