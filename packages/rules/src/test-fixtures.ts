// Shared builders for the rule tests (not exported from the package).
import type { Upload } from "./uploads";

export const EUR = { id: 1, abbreviation: "EUR", name: "Euro" };
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

/** The contract's example (openapi.yaml, ProviderWithdrawalPayload). */
export const providerExample = {
  amount: 150000,
  currency: 1,
  reasons: [3],
  provider: {
    bic: "BNBGBGSD",
    country: "BG",
    bank: "Bulgarian National Bank",
    iban: "BG80BNBG96611020345678",
    holder_name: "Rehabilitation Centre Vita",
    currency: 1,
  },
  comment: "Invoice for the first month of therapy.",
  invoices: [{ id: 5602, type: "file" }],
  reference: "INV-2026-118",
};

/** A localStorage stand-in for the kept drafts. */
export function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}
