// Fixtures and keyboard drivers for the WithdrawForm stories (not exported from the package).
import type { Withdraw } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import { existingUpload } from "@causeway/rules";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { LegacyFormFields } from "./legacy-form-values";

export const EUR = { id: 1, abbreviation: "EUR", name: "Euro" };
export const CURRENCIES = [
  EUR,
  { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
  { id: 6, abbreviation: "RON", name: "Romanian leu" },
];
/** The campaign the money leaves (the transfer-target fixtures exclude it). */
export const CAMPAIGN = { id: 1042, currency: EUR };

export const FILLED: Partial<LegacyFormFields> = {
  amount: "1500",
  reasons: [3],
  bank: {
    iban: "BG80BNBG96611020345678",
    bic: "BNBGBGSD",
    bank: "Bulgarian National Bank",
    country: "BG",
    currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
    holderName: "Rehabilitation Centre Vita",
    mode: "picked",
    locked: ["bic", "bank", "country", "currency", "holderName"],
    verificationFailed: false,
    verificationLimited: false,
  },
  comment: "Invoice for the first month of therapy.",
  invoices: [
    existingUpload({ id: 5602, name: "invoice-2026-118.pdf", mimeType: "application/pdf" }),
  ],
};

/** The contract's example withdrawal (a provider withdrawal, id 311). */
export const SERVICE_WITHDRAW = mockExample("getWithdrawal").response as Withdraw;

export type Canvas = ReturnType<typeof within>;
export const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Every request the mock API answered, in order; reset at the start of a play function. */
export const requests: Request[] = [];
export const onRequest = (request: Request) => {
  requests.push(request);
};
export const sent = (method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

export const stepHeading = (canvas: Canvas) => canvas.getByRole("heading", { level: 3 });

/** Presses Enter in the focused field: the form moves to the next step when this one is valid. */
export async function next(canvas: Canvas, expected: RegExp) {
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(stepHeading(canvas)).toHaveTextContent(expected));
  await expect(stepHeading(canvas)).toHaveFocus();
}

/** Tabs from the focused element to the control named `name`. */
export async function tabTo(canvas: Canvas, role: string, name: string | RegExp) {
  const target = canvas.getByRole(role, { name });
  for (let i = 0; i < 30 && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
  return target;
}

/** Step 1 of the bank tab by keyboard: the amount typed, Rehabilitation ticked with Space. */
export async function fillAmountStep(canvas: Canvas, amount = "1500") {
  await tabTo(canvas, "textbox", "Amount EUR");
  await userEvent.keyboard(amount);
  await canvas.findByRole("checkbox", { name: "Rehabilitation" });
  await tabTo(canvas, "checkbox", "Rehabilitation");
  await userEvent.keyboard(" ");
  await userEvent.tab({ shift: true });
}

/** Step 2 of the bank tab: "bg80" typed in the IBAN and the first provider picked. */
export async function pickProvider(canvas: Canvas, canvasElement: HTMLElement) {
  await tabTo(canvas, "combobox", "IBAN");
  await userEvent.keyboard("bg80");
  const listbox = await body(canvasElement).findByRole("listbox");
  await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await expect(canvas.getByRole("textbox", { name: "Recipient name" })).toHaveValue(
    "Rehabilitation Centre Vita",
  );
}

/** Step 2 of the campaign tab: "help" searched, the first eligible campaign picked, a letter. */
export async function pickCampaign(canvas: Canvas, canvasElement: HTMLElement) {
  await tabTo(canvas, "combobox", "Campaign to transfer to");
  await userEvent.keyboard("help");
  const listbox = await body(canvasElement).findByRole("listbox", {}, { timeout: 3000 });
  await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2), {
    timeout: 3000,
  });
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await tabTo(canvas, "textbox", "Motivational letter");
  await userEvent.keyboard("We fight the same illness.");
}

/** Tabs to "Next" and presses Enter. */
export async function pressNext(canvas: Canvas, expected: RegExp) {
  await tabTo(canvas, "button", "Next");
  await next(canvas, expected);
}

/** Walks a complete form from step 1 to step 3: Enter in the amount, then "Next". */
export async function walkToStep3(canvas: Canvas) {
  await tabTo(canvas, "textbox", /^Amount/);
  await next(canvas, /Step 2 of 3/);
  await pressNext(canvas, /Step 3 of 3/);
}
