// Builders for the legacy form's tests (the rules' own tests have theirs in @causeway/rules).
import type { Upload } from "@causeway/rules";

export const BGN = { id: 2, abbreviation: "BGN", name: "Bulgarian lev" };

let next = 0;
export function upload(status: Upload["status"], overrides: Partial<Upload> = {}): Upload {
  next += 1;
  return {
    key: `file-${next}`,
    name: `invoice-${next}.pdf`,
    mimeType: "application/pdf",
    status,
    progress: status === "fetching" ? 0.5 : 1,
    mediaId: status === "done" ? 5600 + next : null,
    path: null,
    error: status === "errored" ? "The file is too large." : null,
    ...overrides,
  };
}
