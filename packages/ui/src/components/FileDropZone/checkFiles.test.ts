import { describe, expect, it } from "vitest";
import { checkFiles } from "./checkFiles";

const png = { name: "receipt.png", type: "image/png", size: 1000 };
const pdf = { name: "invoice.pdf", type: "application/pdf", size: 2000 };
const exe = { name: "setup.exe", type: "application/x-msdownload", size: 10 };
const big = { name: "scan.jpg", type: "image/jpeg", size: 6_000_000 };
const untyped = { name: "photo.JPEG", type: "", size: 10 };
const accept = ["image/png", "image/jpeg", "image/gif", "application/pdf"];

describe("checkFiles", () => {
  it.each([
    [
      "accepts listed types",
      [png, pdf],
      { accept, multiple: true },
      ["receipt.png", "invoice.pdf"],
      [],
    ],
    [
      "refuses an unlisted type",
      [exe],
      { accept, multiple: true },
      [],
      [{ name: "setup.exe", reason: "type" }],
    ],
    [
      "refuses a file over the size",
      [big],
      { accept, maxSize: 5_000_000 },
      [],
      [{ name: "scan.jpg", reason: "size" }],
    ],
    [
      "guesses the type from the extension when the browser gives none",
      [untyped],
      { accept },
      ["photo.JPEG"],
      [],
    ],
    [
      "takes one file when not multiple",
      [png, pdf],
      { accept },
      ["receipt.png"],
      [{ name: "invoice.pdf", reason: "multiple" }],
    ],
    [
      "matches wildcards",
      [png, pdf],
      { accept: ["image/*"], multiple: true },
      ["receipt.png"],
      [{ name: "invoice.pdf", reason: "type" }],
    ],
    ["accepts anything without a list", [exe], { multiple: true }, ["setup.exe"], []],
  ])("%s", (_, files, rules, acceptedNames, rejected) => {
    const result = checkFiles(files, rules);
    expect(result.accepted.map((f) => f.name)).toEqual(acceptedNames);
    expect(result.rejected).toEqual(rejected);
  });
});
