import type { Withdraw } from "@causeway/api-client";
import {
  MockApiProvider,
  type MockApiProviderProps,
  mockOperation,
} from "@causeway/api-client/mocks";
import { EMPTY_IBAN_ENTRY } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CANDIDATES, campaignsAnswer } from "../CampaignPicker/campaign-fixtures";
import {
  body,
  CAMPAIGN,
  CURRENCIES,
  FILLED,
  fillAmountStep,
  next,
  onRequest,
  pickCampaign,
  pickProvider,
  pressNext,
  requests,
  SERVICE_WITHDRAW,
  sent,
  stepHeading,
  tabTo,
  walkToStep3,
} from "./story-helpers";
import { WithdrawForm, type WithdrawFormProps } from "./WithdrawForm";

type DemoProps = Partial<WithdrawFormProps> & { api?: Omit<MockApiProviderProps, "children"> };

function Demo({ api, ...props }: DemoProps) {
  return (
    <MockApiProvider
      {...api}
      overrides={{ listCampaigns: campaignsAnswer(), ...api?.overrides }}
      onRequest={onRequest}
    >
      <div className="w-[40rem] p-1">
        <WithdrawForm campaign={CAMPAIGN} currencies={CURRENCIES} {...props} />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/WithdrawForm",
  component: Demo,
  args: { onSuccess: fn(), onClose: fn(), onPostUpdate: fn(), onBackToCampaign: fn() },
  beforeEach: () => {
    requests.length = 0;
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A taller test viewport for a step that is taller than the default 900 px (Chromium paints only
 * the viewport, which would leave a blank band at the bottom of the shot).
 */
const TALL = {
  parameters: {
    viewport: {
      options: { tall: { name: "Tall", styles: { width: "1200px", height: "1200px" } } },
    },
  },
  globals: { viewport: { value: "tall" } },
};

/** The contract's example transfer (kind transfer, PAYED). */
const TRANSFER = (
  mockOperation("listWithdrawals").body as { response: { withdraws: Withdraw[] } }
).response.withdraws.find((withdraw) => withdraw.kind === "transfer");

const badRequest = (message: Record<string, string>) => () =>
  Response.json({ code: 400, message }, { status: 400 });
/** The tax and total as shown (Intl's no-break spaces read as spaces). */
const totals = (canvas: ReturnType<typeof within>) =>
  [canvas.getByText("Tax (9.4%)"), canvas.getByText("Total")].map((term) =>
    term.nextElementSibling?.textContent?.replace(/\s/g, " "),
  );

/** Opened: the bank transfer tab, step 1 of 3, nothing sent. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Bank transfer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(stepHeading(canvas)).toHaveTextContent("Step 1 of 3: Amount");
    await expect(canvas.getByRole("listitem", { current: "step" })).toHaveTextContent("Amount");
    await expect(await canvas.findByRole("checkbox", { name: "Medicines" })).not.toBeChecked();
    await expect(totals(canvas)).toEqual(["€0.00", "€0.00"]);
    await expect(canvas.queryByRole("button", { name: "Send request" })).toBeNull();
  },
};

/** Step 1: the tax (9.4 %) and the total follow the amount as it is typed. */
export const AmountStep: Story = {
  play: async ({ canvas }) => {
    await fillAmountStep(canvas, "1250");
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toHaveValue("1,250");
    await expect(canvas.getByRole("checkbox", { name: "Rehabilitation" })).toBeChecked();
    await expect(totals(canvas)).toEqual(["€117.50", "€1,367.50"]);
  },
};

/**
 * Step 2 of the bank tab, reached with Enter in the amount: the IBAN and the bank details. The
 * provider's account is in BGN; the request stays in the campaign's EUR, and the bank converts.
 */
export const RecipientStep: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillAmountStep(canvas);
    await next(canvas, /Step 2 of 3: Recipient/);
    await pickProvider(canvas, canvasElement);
    await expect(canvas.getByRole("textbox", { name: "BIC (SWIFT)" })).toHaveAttribute("readonly");
    await expect(canvas.getByRole("combobox", { name: "Account currency" })).toHaveValue("2");
    await expect(
      canvas.getByText(/Paid in EUR; the provider's bank converts it into BGN/),
    ).toBeVisible();
    await expect(totals(canvas)).toEqual(["€141.00", "€1,641.00"]);
  },
};

/** Step 3 of the bank tab: documents, the no-documents toggle, the comment and the submit. */
export const DocumentsStep: Story = {
  args: { defaultValues: { ...FILLED, invoices: [], comment: "" } },
  play: async ({ canvas }) => {
    await walkToStep3(canvas);
    await expect(canvas.getByRole("button", { name: "Add files" })).toBeEnabled();
    // Always enabled: a keyboard or screen-reader user reaches it and is told what is missing.
    await expect(canvas.getByRole("button", { name: "Send request" })).toBeEnabled();
  },
};

/** The campaign transfer tab, chosen with the arrow key: step 1 asks for the amount only. */
export const CampaignTab: Story = {
  play: async ({ canvas }) => {
    await tabTo(canvas, "tab", "Bank transfer");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Campaign transfer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(stepHeading(canvas)).toHaveTextContent("Step 1 of 3: Amount");
    await expect(canvas.queryByRole("checkbox", { name: "Medicines" })).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toBeInTheDocument();
  },
};

/** Campaign tab, step 2: the target campaign search and the motivational letter. */
export const CampaignStep: Story = {
  args: { defaultTab: "campaign" },
  play: async ({ canvas, canvasElement }) => {
    await tabTo(canvas, "textbox", "Amount EUR");
    await userEvent.keyboard("250");
    await next(canvas, /Step 2 of 3: Campaign/);
    await pickCampaign(canvas, canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Campaign to transfer to" })).toHaveValue(
      "Help Ivan see again",
    );
  },
};

/**
 * Campaign tab end to end by keyboard; the transfer payload is in minor units. The success modal's
 * "Post an update" hands over to the host's post creator.
 */
export const CampaignSubmit: Story = {
  args: {
    defaultTab: "campaign",
    // The server's answer: the transfer, paid at once.
    api: {
      overrides: { transferFunds: () => Response.json({ response: TRANSFER }, { status: 201 }) },
    },
  },
  // Ends with the form and the modal closed (nothing left to show); FullSubmit shows the modal.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await tabTo(canvas, "textbox", "Amount EUR");
    await userEvent.keyboard("250");
    await next(canvas, /Step 2 of 3/);
    await pickCampaign(canvas, canvasElement);
    await pressNext(canvas, /Step 3 of 3: Confirm/);
    await expect(canvas.getByText(/needs no documents/)).toBeInTheDocument();
    await expect(totals(canvas)).toEqual(["€23.50", "€273.50"]);
    await tabTo(canvas, "button", "Send request");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const [transfer] = sent("POST", "/api/v2/campaign/transfer-funds");
    await expect(await transfer?.json()).toEqual({
      amount: 25000,
      campaign_from: 1042,
      campaign_to: 2001,
      currency: 1,
      quote: null,
      motivational_message: "We fight the same illness.",
    });
    // Already paid: the modal says where the money went, not that it will be checked.
    const dialog = await body(canvasElement).findByRole("dialog", {
      name: "The money has been transferred",
    });
    await expect(dialog).not.toHaveTextContent(/check it/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Post an update" }));
    await waitFor(() => expect(args.onPostUpdate).toHaveBeenCalledTimes(1));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Everything filled: Enter and "Next" walk to step 3, where the submit is enabled. */
export const Filled: Story = {
  args: { defaultValues: FILLED },
  play: async ({ canvas }) => {
    await walkToStep3(canvas);
    await expect(canvas.getByRole("button", { name: "Send request" })).toBeEnabled();
    await expect(canvas.getByText("invoice-2026-118.pdf")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(stepHeading(canvas)).toHaveTextContent("Step 2 of 3");
    await expect(stepHeading(canvas)).toHaveFocus();
  },
};

/** The whole bank tab by keyboard, then sent; the payload is the provider payload of 000 §3. */
export const FullSubmit: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, canvasElement, args }) => {
    await fillAmountStep(canvas);
    await next(canvas, /Step 2 of 3/);
    await pickProvider(canvas, canvasElement);
    await pressNext(canvas, /Step 3 of 3/);
    const file = new File(["%PDF-1.4"], "invoice-2026-118.pdf", { type: "application/pdf" });
    await userEvent.upload(
      canvasElement.querySelector('input[type="file"]') as HTMLInputElement,
      file,
    );
    await tabTo(canvas, "textbox", /Comment/);
    await userEvent.keyboard("Invoice for the first month of therapy.");
    const submit = canvas.getByRole("button", { name: "Send request" });
    await waitFor(() => expect(submit).toBeEnabled());
    await tabTo(canvas, "button", "Send request");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const [create] = sent("POST", "/api/v2/campaign/1042/withdraw");
    await expect(create?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    await expect(await create?.json()).toEqual({
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
      comment: "Invoice for the first month of therapy.",
      invoices: [{ id: 5602, type: "file" }],
      invoiceNotAvailable: false,
      reference: null,
    });
    // Success: the form has closed and the creation success modal is open.
    await body(canvasElement).findByRole("dialog", { name: "Your request has been sent" });
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

/** A double click on submit sends one request (clicks are debounced by 200 ms). */
export const DoubleClick: Story = {
  args: { defaultValues: FILLED },
  parameters: { screenshot: { skip: true } }, // the form is replaced by the modal of FullSubmit
  play: async ({ canvas, args }) => {
    await walkToStep3(canvas);
    // Two clicks with no pause between them, so the form cannot re-render as sending in between:
    // only the debounce stands between them and two requests (without it this story sees two).
    const submit = canvas.getByRole("button", { name: "Send request" });
    submit.click();
    submit.click();
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(sent("POST", "/api/v2/campaign/1042/withdraw")).toHaveLength(1);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};

// ---------------------------------------------------------------- the legacy validator's messages

interface StepErrorCase {
  defaultTab?: "bank" | "campaign";
  defaultValues: WithdrawFormProps["defaultValues"];
  /** "Next" presses before the one that fails. */
  before: number;
  message: string;
  field: [role: string, name: string | RegExp];
  /** When given: fixing the field by keyboard takes the message away (else the story ends there). */
  fix?: (canvas: ReturnType<typeof within>) => Promise<void>;
}

/** "Next" on a step with a missing field: the message under it and in the focused summary. */
function stepError({
  defaultTab,
  defaultValues,
  before,
  message,
  field,
  fix,
}: StepErrorCase): Story {
  return {
    args: { defaultTab, defaultValues },
    play: async ({ canvas }) => {
      await tabTo(canvas, "textbox", /^Amount/);
      if (before > 0) await next(canvas, /Step 2 of 3/);
      await tabTo(canvas, "button", "Next");
      await userEvent.keyboard("{Enter}");
      const summary = await canvas.findByRole("alert");
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(within(summary).getByRole("link", { name: message })).toBeInTheDocument();
      // Once in the summary, once under the field, which is described by it where it can be.
      await expect(canvas.getAllByText(message)).toHaveLength(2);
      const control = canvas.getByRole(field[0], { name: field[1] });
      if (field[0] !== "checkbox") {
        await expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      await expect(stepHeading(canvas)).toHaveTextContent(`Step ${before + 1} of 3`);
      if (!fix) return;
      await userEvent.click(within(summary).getByRole("link", { name: message }));
      await fix(canvas);
      await waitFor(() => expect(canvas.queryByRole("link", { name: message })).toBeNull());
    },
  };
}

const unlockedBank = { ...EMPTY_IBAN_ENTRY, ...FILLED.bank, mode: "typed" as const, locked: [] };

export const AmountError = stepError({
  defaultValues: { reasons: [3] },
  before: 0,
  message: "Enter an amount greater than zero.",
  field: ["textbox", "Amount EUR"],
});

/** The summary's link focuses the field; typing a valid amount takes the message away. */
export const ErrorClearsWhenFixed = stepError({
  defaultValues: { reasons: [3] },
  before: 0,
  message: "Enter an amount greater than zero.",
  field: ["textbox", "Amount EUR"],
  fix: async () => {
    await userEvent.keyboard("25");
  },
});

export const ReasonsError = stepError({
  defaultValues: { amount: "1500" },
  before: 0,
  message: "Choose at least one cost type.",
  field: ["checkbox", "Medicines"],
});

export const RecipientError: Story = {
  ...TALL,
  ...stepError({
    defaultValues: { ...FILLED, bank: { ...unlockedBank, holderName: "" } },
    before: 1,
    message: "Enter the recipient's name.",
    field: ["textbox", "Recipient name"],
  }),
};

export const IbanError: Story = {
  ...TALL,
  ...stepError({
    defaultValues: { ...FILLED, bank: { ...unlockedBank, iban: "" } },
    before: 1,
    message: "Enter the IBAN.",
    field: ["combobox", "IBAN"],
  }),
};

export const CampaignError = stepError({
  defaultTab: "campaign",
  defaultValues: { amount: "250", motivationalMessage: "For the school." },
  before: 1,
  message: "Choose the campaign to transfer to.",
  field: ["combobox", "Campaign to transfer to"],
});

export const LetterError = stepError({
  defaultTab: "campaign",
  defaultValues: { amount: "250", campaign: CANDIDATES[1] },
  before: 1,
  message: "Write a message for the other campaign.",
  field: ["textbox", "Motivational letter"],
});

/**
 * Step 3 without the comment the legacy form always wants: the submit sends nothing, the summary
 * takes focus and says so; once written, the message goes and the request is sent.
 */
export const CommentError: Story = {
  args: { defaultValues: { ...FILLED, comment: "" } },
  parameters: { screenshot: { skip: true } }, // it ends on the creation modal (FullSubmit's shot)
  play: async ({ canvas, args }) => {
    await walkToStep3(canvas);
    await tabTo(canvas, "button", "Send request");
    await userEvent.keyboard("{Enter}");
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent("Write a comment about this request.");
    await expect(sent("POST", "/api/v2/campaign/1042/withdraw")).toHaveLength(0);
    await tabTo(canvas, "textbox", /Comment/);
    await userEvent.keyboard("Paid at the desk.");
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull());
    await tabTo(canvas, "button", "Send request");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** No documents: pressing the submit sends nothing; the summary takes focus and says why. */
export const MissingDocuments: Story = {
  args: { defaultValues: { ...FILLED, invoices: [] } },
  play: async ({ canvas }) => {
    await walkToStep3(canvas);
    const submit = canvas.getByRole("button", { name: "Send request" });
    await userEvent.click(submit);
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole("link")).toHaveTextContent(
      "Attach at least one invoice or document.",
    );
    await expect(sent("POST", "/api/v2/campaign/1042/withdraw")).toHaveLength(0);
  },
};

/** Declaring the documents unavailable (with the comment) enables the submit. */
export const NoDocumentsDeclared: Story = {
  args: { defaultValues: { ...FILLED, invoices: [] } },
  play: async ({ canvas }) => {
    await walkToStep3(canvas);
    await tabTo(canvas, "checkbox", /I have no documents/);
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: "Add files" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Send request" })).toBeEnabled();
  },
};

// ---------------------------------------------------------------- the server's answers

/** A 400 with per-field errors: back to the first step with one, the summary focused. */
export const ServerFieldErrors: Story = {
  ...TALL,
  args: {
    defaultValues: FILLED,
    api: {
      overrides: {
        createWithdrawal: badRequest({
          amount: "withdraw.validator.insufficient_funds",
          "provider.iban": "withdraw.enter_iban",
          "provider.holder_name": "withdraw.validator.enter_recipient",
        }),
      },
    },
  },
  play: async ({ canvas, args }) => {
    await walkToStep3(canvas);
    await tabTo(canvas, "button", "Send request");
    await userEvent.keyboard("{Enter}");
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(stepHeading(canvas)).toHaveTextContent("Step 1 of 3");
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toHaveAccessibleDescription(
      "The amount plus tax is more than the available balance.",
    );
    await tabTo(canvas, "button", "Next");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(stepHeading(canvas)).toHaveTextContent("Step 2 of 3"));
    await expect(canvas.getByRole("combobox", { name: "IBAN" })).toHaveAccessibleDescription(
      /Enter the IBAN\./,
    );
    await expect(
      canvas.getByRole("textbox", { name: "Recipient name" }),
    ).toHaveAccessibleDescription(/Enter the recipient's name\./);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Any other failure: a message on the last step, the submit usable again. */
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
    await walkToStep3(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The request could not be sent. Try again in a moment.",
    );
    await expect(canvas.getByRole("button", { name: "Send request" })).toBeEnabled();
  },
};

/** While sending: the button is busy, the fields and the tabs locked. */
export const Submitting: Story = {
  args: {
    defaultValues: FILLED,
    api: { overrides: { createWithdrawal: () => new Promise<Response>(() => {}) } },
  },
  play: async ({ canvas }) => {
    await walkToStep3(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: /Send request/ })).toHaveAttribute(
        "data-pending",
        "true",
      ),
    );
    await expect(canvas.getByRole("textbox", { name: /Comment/ })).toBeDisabled();
    await expect(canvas.getByRole("tab", { name: "Campaign transfer" })).toBeDisabled();
  },
};

export const CloseClean: Story = {
  play: async ({ canvas, args }) => {
    await tabTo(canvas, "button", "Cancel");
    await userEvent.keyboard("{Enter}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closing a dirty form asks first; "Keep editing" stays, "Discard" closes. */
export const CloseDirty: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, canvasElement, args }) => {
    await tabTo(canvas, "textbox", "Amount EUR");
    await userEvent.keyboard("20");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    const dialog = await body(canvasElement).findByRole("alertdialog", {
      name: "Discard this request?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await body(canvasElement).findByRole("alertdialog");
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

// ---------------------------------------------------------------- edit mode

/** Loading the withdrawal to edit: a busy placeholder. */
export const Loading: Story = {
  args: { withdrawId: 311, api: { mode: "loading" } },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).toHaveTextContent("Loading the request…");
  },
};

/** Edit mode: the withdrawal loaded into the steps, no tabs. */
export const EditMode: Story = {
  args: { withdrawId: 311 },
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole("textbox", { name: "Amount EUR" });
    await expect(amount).toHaveValue("1,500");
    await expect(canvas.queryByRole("tab")).toBeNull();
    await expect(canvas.getByRole("form", { name: "Edit your request" })).toBeInTheDocument();
    await expect(await canvas.findByRole("checkbox", { name: "Rehabilitation" })).toBeChecked();
  },
};

/** Edit mode saved with PUT (payload in minor units); the edit success modal reopens the form. */
export const EditSuccess: Story = {
  args: { withdrawId: 311 },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, canvasElement, args }) => {
    const amount = await canvas.findByRole("textbox", { name: "Amount EUR" });
    await tabTo(canvas, "textbox", "Amount EUR");
    await userEvent.keyboard("{End}{Backspace}{Backspace}{Backspace}{Backspace}1250");
    await expect(amount).toHaveValue("1,250");
    await next(canvas, /Step 2 of 3/);
    // The payment reference is kept, shown and editable.
    const reference = canvas.getByRole("textbox", { name: /Payment reference/ });
    await expect(reference).toHaveValue("INV-2026-118");
    await tabTo(canvas, "textbox", /Payment reference/);
    await userEvent.keyboard("{End}-B");
    await pressNext(canvas, /Step 3 of 3/);
    await tabTo(canvas, "button", "Save changes");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const [put] = sent("PUT", "/api/v2/campaign/1042/withdraw/311");
    const payload = await put?.json();
    await expect(payload).toMatchObject({
      amount: 125000,
      reference: "INV-2026-118-B",
      currency: SERVICE_WITHDRAW.currency.id,
      reasons: [3],
      provider: { iban: "BG80BNBG96611020345678", holder_name: "Rehabilitation Centre Vita" },
      comment: SERVICE_WITHDRAW.comment,
      invoices: [{ id: 5602, type: "file" }],
    });
    await expect(sent("POST", "/api/v2/campaign/1042/withdraw")).toHaveLength(0);
    const dialog = await body(canvasElement).findByRole("dialog", {
      name: "Your request has been updated",
    });
    await expect(
      within(dialog).getByRole("button", { name: "Create a new request" }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole("button", { name: "Back to the campaign" }),
    ).toBeVisible();
  },
};

/** "Create a new request" in the edit success modal opens the form in edit mode again. */
export const EditAgain: Story = {
  args: { withdrawId: 311, defaultValues: undefined },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByRole("textbox", { name: "Amount EUR" });
    await walkToStep3(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    const dialog = await body(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create a new request" }));
    await expect(await canvas.findByRole("form", { name: "Edit your request" })).toBeVisible();
    await expect(stepHeading(canvas)).toHaveTextContent("Step 1 of 3");
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** "Back to the campaign" in the edit success modal hands over to the host; the form stays closed. */
export const EditBackToCampaign: Story = {
  args: { withdrawId: 311 },
  parameters: { screenshot: { skip: true } }, // ends with the form and the modal closed
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByRole("textbox", { name: "Amount EUR" });
    await walkToStep3(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    const dialog = await body(canvasElement).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Back to the campaign" }));
    await waitFor(() => expect(args.onBackToCampaign).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole("form")).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A withdrawal to the owner's account is not edited here: edit mode says so, no form. */
export const EditUnsupported: Story = {
  args: {
    withdrawId: 305,
    api: {
      overrides: {
        getWithdrawal: {
          response: {
            ...SERVICE_WITHDRAW,
            kind: "personal",
            withdraw_iban: null,
            bank_account: { id: 14, iban: "PL61109010140000071219812874" },
          } as typeof SERVICE_WITHDRAW,
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Only a request paid to a bank account by IBAN can be edited here."),
    ).toBeVisible();
    await expect(canvas.queryByRole("form")).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { withdrawId: 311, api: { mode: "error" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("The request could not be loaded.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Banküberweisung" })).toBeVisible();
    await expect(stepHeading(canvas)).toHaveTextContent("Schritt 1 von 3: Betrag");
  },
};
