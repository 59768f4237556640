import {
  MockApiProvider,
  type MockApiProviderProps,
  type MockRequestInfo,
  mockExample,
} from "@causeway/api-client/mocks";
import { existingUpload } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Profiler, type ProfilerOnRenderCallback } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { focusedErrorSummary, summaryLinkTexts } from "../shared/error-summary.story-helpers";
import { ProviderWithdrawalForm, type ProviderWithdrawalFormProps } from "./ProviderWithdrawalForm";
import type { ProviderFormFields } from "./provider-form-values";

const CURRENCIES = [
  { id: 1, abbreviation: "EUR", name: "Euro" },
  { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
  { id: 6, abbreviation: "RON", name: "Romanian leu" },
];

const FILLED: Partial<ProviderFormFields> = {
  amount: "1500",
  reasons: [3],
  provider: {
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
  reference: "INV-2026-118",
  invoices: [
    existingUpload({ id: 5602, name: "invoice-2026-118.pdf", mimeType: "application/pdf" }),
  ],
};

type DemoProps = Partial<ProviderWithdrawalFormProps> & {
  api?: Omit<MockApiProviderProps, "children">;
};

function Demo({ api, ...props }: DemoProps) {
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-[40rem]">
        <ProviderWithdrawalForm
          campaignId={101}
          currencies={CURRENCIES}
          onSuccess={fn()}
          {...props}
        />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/ProviderWithdrawalForm",
  component: Demo,
  args: { onSuccess: fn(), onClose: fn() },
  // The form is taller than the test viewport and Chromium paints only the viewport, leaving a
  // blank band in the shot; every part has its own baselines in its widget's stories.
  parameters: { screenshot: { skip: true } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const submitButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("button", { name: "Send request" });

const requests: Request[] = [];
const onRequest = (request: Request) => {
  requests.push(request);
};

/**
 * Nothing filled: the submit is enabled all the same. Pressing it sends nothing; the error summary
 * takes focus and lists every problem in the order of the form, each linked to its field.
 */
export const SubmitEmpty: Story = {
  args: { api: { onRequest } },
  play: async ({ canvas, args }) => {
    requests.length = 0;
    await canvas.findByRole("checkbox", { name: "Medicines" });
    const submit = submitButton(canvas);
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const summary = await focusedErrorSummary(canvas);
    await expect(summaryLinkTexts(summary)).toEqual([
      "Enter an amount greater than zero.",
      "Choose at least one cost type.",
      "Enter the IBAN.",
      "Choose a currency.",
      "Enter the BIC (SWIFT code).",
      "Enter the bank's country.",
      "Enter the bank's name.",
      "Enter the recipient's name.",
      "Attach at least one invoice or document.",
    ]);
    await expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
    await expect(args.onSuccess).not.toHaveBeenCalled();
    // Pressed again by keyboard: the summary takes focus again.
    submit.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

/** A file still uploading: the submit says so and sends nothing until it is done. */
export const SubmitWhileUploading: Story = {
  args: {
    api: { onRequest },
    defaultValues: {
      ...FILLED,
      invoices: [{ ...existingUpload({ id: 5602, name: "invoice.pdf" }), status: "fetching" }],
    },
  },
  play: async ({ canvas }) => {
    requests.length = 0;
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent("Wait until every document has finished uploading.");
    await expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
  },
};

/** Like apps/api: the withdrawal is taken only in the campaign's currency (EUR, id 1, here). */
async function createLikeServer({ request }: MockRequestInfo) {
  const body = (await request.clone().json()) as { currency: number };
  if (body.currency !== 1) {
    return Response.json(
      { code: 400, message: { currency: "withdraw.validator.currency" } },
      { status: 400 },
    );
  }
  return Response.json(mockExample("createWithdrawal"), { status: 201 });
}

/**
 * A keyboard user fills every field, picks the suggested provider whose account is in BGN and
 * sends from a EUR campaign: the amount, tax and total stay in EUR, the account currency says the
 * bank converts, and the payload of 000 §3 pays EUR to the BGN account, which the server takes.
 */
export const FullSubmit: Story = {
  args: { api: { onRequest, overrides: { createWithdrawal: createLikeServer } } },
  play: async ({ canvas, canvasElement, args }) => {
    requests.length = 0;
    const amount = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.click(amount);
    await userEvent.keyboard("1500");
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Rehabilitation" }));
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.keyboard("bg80");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toHaveValue("1,500");
    const account = canvas.getByRole("combobox", { name: "Account currency" });
    await expect(account).toHaveValue("2");
    await expect(account).toHaveAccessibleDescription(
      "Filled in from the bank's records. Paid in EUR; the provider's bank converts it into BGN.",
    );
    await userEvent.click(canvas.getByRole("textbox", { name: /Payment reference/ }));
    await userEvent.keyboard("INV-2026-118");
    const submit = submitButton(canvas);
    const file = new File(["%PDF-1.4"], "invoice-2026-118.pdf", { type: "application/pdf" });
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      file,
    );
    await waitFor(() => expect(canvas.getByText("invoice-2026-118.pdf")).toBeVisible());
    await expect(canvas.getByText("Withdrawal fee (9.4%)").nextElementSibling).toHaveTextContent(
      "€141.00",
    );
    await expect(canvas.getByText("Total").nextElementSibling).toHaveTextContent("€1,641.00");
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const create = requests.find(
      (r) => r.method === "POST" && new URL(r.url).pathname === "/api/v2/campaign/101/withdraw",
    ) as Request;
    await expect(create.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    await expect(await create.json()).toEqual({
      amount: 150000,
      currency: 1,
      reasons: [3],
      provider: {
        bic: "BNBGBGSD",
        country: "BG",
        bank: "Bulgarian National Bank",
        iban: "BG80BNBG96611020345678",
        holder_name: "Rehabilitation Centre Vita",
        currency: 2,
      },
      comment: "",
      invoices: [{ id: 5602, type: "file" }],
      invoiceNotAvailable: false,
      reference: "INV-2026-118",
    });
  },
};

/** Documents declared unavailable: the comment is then what is needed. */
export const NoDocuments: Story = {
  args: { defaultValues: { ...FILLED, invoices: [] } },
  play: async ({ canvas, args }) => {
    const submit = submitButton(canvas);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "Attach at least one invoice or document.",
      ),
    );
    await userEvent.click(canvas.getByRole("checkbox", { name: /I have no documents/ }));
    await expect(canvas.getByRole("button", { name: "Add files" })).toBeDisabled();
    await userEvent.click(submit);
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent(
        "Write a comment explaining why there are no documents.",
      ),
    );
    await userEvent.type(
      canvas.getByRole("textbox", { name: /Comment/ }),
      "Paid in cash at the desk.",
    );
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

export const Filled: Story = {
  args: { defaultValues: FILLED },
  play: async ({ canvas }) => {
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(canvas.getByRole("textbox", { name: "BIC (SWIFT)" })).toHaveAttribute("readonly");
  },
};

/** A 400 with per-field errors: each under its field, the form back at its top, summary focused. */
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: FILLED,
    api: {
      overrides: {
        createWithdrawal: () =>
          Response.json(
            {
              code: 400,
              message: {
                amount: "withdraw.validator.insufficient_funds",
                "provider.holder_name": "withdraw.validator.enter_recipient",
              },
            },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas));
    const summary = await focusedErrorSummary(canvas);
    await expect(summaryLinkTexts(summary)).toEqual([
      "The amount plus the withdrawal fee is more than the available balance.",
      "Enter the recipient's name.",
    ]);
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toHaveAccessibleDescription(
      "The amount plus the withdrawal fee is more than the available balance.",
    );
    await expect(
      canvas.getByRole("textbox", { name: "Recipient name" }),
    ).toHaveAccessibleDescription(/Enter the recipient's name\./);
    await userEvent.click(within(summary).getAllByRole("link")[0] as HTMLElement);
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toHaveFocus();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: FILLED,
    api: {
      overrides: {
        createWithdrawal: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The request could not be sent. Try again in a moment.",
    );
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** While sending: the button is busy and the fields are locked. */
export const Submitting: Story = {
  args: {
    defaultValues: FILLED,
    api: { overrides: { createWithdrawal: () => new Promise<Response>(() => {}) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: /Send request/ })).toHaveAttribute(
        "data-pending",
        "true",
      ),
    );
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toHaveAttribute("readonly");
    await expect(canvas.getByRole("combobox", { name: "IBAN" })).toBeDisabled();
  },
};

export const CloseClean: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closing a dirty form asks first. */
export const CloseDirty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount EUR" }), "20");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    const dialog = await body(canvasElement).findByRole("alertdialog", {
      name: "Discard this request?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await userEvent.click(
      within(await body(canvasElement).findByRole("alertdialog")).getByRole("button", {
        name: "Discard",
      }),
    );
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Translated: Story = {
  globals: { locale: "pl" },
  args: { defaultValues: FILLED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Wyślij wniosek" })).toBeEnabled();
  },
};

const commits: Array<{ phase: string; actual: number; base: number }> = [];
const onRender: ProfilerOnRenderCallback = (_id, phase, actual, base) => {
  commits.push({ phase, actual, base });
};

/**
 * A keystroke stays cheap: typing into the amount re-renders the field and the submit block, not
 * the whole form (each commit costs well under half of a full render of the form), the keystroke
 * that makes the form dirty included; see expectLocalKeystrokes for the bounds.
 */
export const KeystrokeCost: Story = {
  render: (args) => (
    <Profiler id="provider-form" onRender={onRender}>
      <Demo {...args} />
    </Profiler>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole("checkbox", { name: "Medicines" });
    const amount = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.click(amount);
    const form = amount.closest("form");
    await expect(form).toHaveAttribute("data-status", "clean");
    commits.length = 0;
    await userEvent.keyboard("123456");
    await expect(amount).toHaveValue("123,456");
    await expect(form).toHaveAttribute("data-status", "dirty");
    const typed = commits.filter((c) => c.phase === "update");
    await expect(typed.length).toBeGreaterThanOrEqual(6);
    await expectLocalKeystrokes(typed);
  },
};

/**
 * Typing an IBAN re-renders the IBAN block, not the whole form, while the field normalises the
 * text, clears the details it had filled and opens the suggestions.
 */
export const IbanKeystrokeCost: Story = {
  render: (args) => (
    <Profiler id="provider-form" onRender={onRender}>
      <Demo {...args} />
    </Profiler>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole("checkbox", { name: "Medicines" });
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.keyboard("d");
    commits.length = 0;
    await userEvent.keyboard("e89370400");
    await expect(iban).toHaveValue("DE89370400");
    const typed = commits.filter((c) => c.phase === "update");
    await expect(typed.length).toBeGreaterThanOrEqual(9);
    await expectLocalKeystrokes(typed);
  },
};

/**
 * What a keystroke story holds in React's development build, beside other story files on a shared
 * 2-core CI machine: a keystroke re-renders its own block, not the form (each commit well under
 * half a full render; locally about a quarter), and the median one fits two frames. The slowest
 * commit is left out, as the machine can stall any single one (CI runs saw 116 ms between
 * keystrokes of 5 to 12 ms, and an amount keystroke at 24 ms). The 16 ms budget of every
 * keystroke is held on the production build by `npm run bench`
 * (scripts/bench/keystroke-latency.mjs).
 */
async function expectLocalKeystrokes(typed: { actual: number; base: number }[]) {
  const bySpeed = [...typed].sort((a, b) => a.actual - b.actual);
  for (const commit of bySpeed.slice(0, -1)) {
    await expect(commit.actual).toBeLessThan(commit.base / 2);
  }
  await expect(bySpeed[Math.floor(bySpeed.length / 2)]?.actual).toBeLessThan(32);
}
