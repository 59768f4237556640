import { describe, expect, it } from "vitest";
import { certificateFileName } from "./certificate-file";

describe("certificateFileName", () => {
  it.each([
    [
      'attachment; filename="causeway-certificate-CW-U2026-001042.pdf"',
      2026,
      "causeway-certificate-CW-U2026-001042.pdf",
    ],
    ["attachment; filename=plain.pdf", null, "plain.pdf"],
    ["attachment; filename*=UTF-8''encoded%2Dname.pdf", null, "encoded-name.pdf"],
    // Nothing usable: ours, by year.
    [null, 2025, "causeway-certificate-2025.pdf"],
    ["attachment", null, "causeway-certificate-all-years.pdf"],
    // A name that would leave the downloads folder or is not a PDF is not taken.
    ['attachment; filename="../../etc/passwd"', 2024, "causeway-certificate-2024.pdf"],
    ['attachment; filename="report.exe"', null, "causeway-certificate-all-years.pdf"],
  ])("%s (%s) -> %s", (disposition, year, expected) => {
    expect(certificateFileName(disposition, year)).toBe(expected);
  });
});
