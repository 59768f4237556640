import type { Withdraw } from "@causeway/api-client";
import {
  MockApiProvider,
  type MockApiProviderProps,
  mockExample,
} from "@causeway/api-client/mocks";
import { type EditedWithdrawal, editedWithdrawal } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { focusedErrorSummary, summaryLinkTexts } from "../shared/error-summary.story-helpers";
import {
  body,
  editForm,
  expectPolicyReadFor,
  requestLog,
} from "../WithdrawalFormParts/edit.story-helpers";
import { ProviderWithdrawalForm, type ProviderWithdrawalFormProps } from "./ProviderWithdrawalForm";

const EUR = { id: 1, abbreviation: "EUR", name: "Euro" };
const CURRENCIES = [EUR, { id: 2, abbreviation: "BGN", name: "Bulgarian lev" }];
/** The contract's example: request #311 of campaign 1042, €1,500 to a provider, pending. */
const STORED = mockExample("getWithdrawal").response as Withdraw;
const EDIT = editedWithdrawal(STORED) as Extract<EditedWithdrawal, { kind: "service" }>;
const PUT_PATH = "/api/v2/campaign/1042/withdraw/311";

type DemoProps = Partial<ProviderWithdrawalFormProps> & {
  api?: Omit<MockApiProviderProps, "children">;
};

function Demo({ api, ...props }: DemoProps) {
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-[40rem]">
        <ProviderWithdrawalForm
          campaignId={1042}
          campaignCurrency={EUR}
          currencies={CURRENCIES}
          edit={EDIT}
          {...props}
        />
      </div>
    </MockApiProvider>
  );
}

const { requests, onRequest, sent } = requestLog();

const meta = {
  title: "Forms/ProviderWithdrawalForm/Edit",
  component: Demo,
  args: { onSuccess: fn(), onClose: fn(), onBackToCampaign: fn(), api: { onRequest } },
  // Taller than the test viewport, as the create form (its fields have their own shots).
  parameters: { screenshot: { skip: true } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A pending request opens as it was stored: the amount, cost type, the verified bank details
 * (locked until the IBAN is typed again), the reference, the invoice, the 9.4 % tax and total, and
 * which documents case applies to it, measured without itself. Closed unchanged, it just closes.
 */
export const Prefilled: Story = {
  play: async ({ canvas, args }) => {
    const form = await editForm(canvas);
    await expect(form.getByRole("textbox", { name: "Amount EUR" })).toHaveValue("1,500");
    await expect(await form.findByRole("checkbox", { name: "Rehabilitation" })).toBeChecked();
    await expect(form.getByRole("combobox", { name: "IBAN" })).toHaveValue(
      "BG80BNBG96611020345678",
    );
    await expect(form.getByRole("textbox", { name: "BIC (SWIFT)" })).toHaveAttribute("readonly");
    await expect(form.getByRole("textbox", { name: "Recipient name" })).toHaveValue(
      "Rehabilitation Centre Vita",
    );
    await expect(form.getByRole("textbox", { name: /Payment reference/ })).toHaveValue(
      "INV-2026-118",
    );
    await expect(form.getByText("invoice-2026-118.pdf")).toBeVisible();
    await expect(form.getByText("Withdrawal fee (9.4%)").nextElementSibling).toHaveTextContent(
      "€141.00",
    );
    await expect(form.getByText("Total").nextElementSibling).toHaveTextContent("€1,641.00");
    await expect(await form.findByText("No documents needed for this amount")).toBeVisible();
    await expectPolicyReadFor(requests, 1042, 311);
    await expect(form.getByRole("button", { name: "Save changes" })).toBeEnabled();
    await expect(form.queryByRole("button", { name: "Send request" })).toBeNull();
    await userEvent.click(form.getByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Changed, closing asks first; kept, nothing is lost. */
export const CloseChanged: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const form = await editForm(canvas);
    await userEvent.type(form.getByRole("textbox", { name: "Amount EUR" }), "0");
    await userEvent.click(form.getByRole("button", { name: "Cancel" }));
    const dialog = await body(canvasElement).findByRole("alertdialog", {
      name: "Discard this request?",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(form.getByRole("textbox", { name: "Amount EUR" })).toHaveValue("15,000");
  },
};

/** A 400 on save: each message under its field (payload paths are the form's), summary focused. */
export const ServerErrorOnSave: Story = {
  args: {
    api: {
      onRequest,
      overrides: {
        updateWithdrawal: () =>
          Response.json(
            {
              code: 400,
              message: {
                amount: "withdraw.validator.insufficient_funds",
                "provider.holder_name": "withdraw.validator.enter_recipient",
                state: "withdraw.validator.not_editable",
              },
            },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    const form = await editForm(canvas);
    await userEvent.click(form.getByRole("button", { name: "Save changes" }));
    const summary = await focusedErrorSummary(canvas);
    await expect(summaryLinkTexts(summary)).toEqual([
      "The amount plus the withdrawal fee is more than the available balance.",
      "Enter the recipient's name.",
      "Only a pending withdrawal can be changed.",
    ]);
    await expect(form.getByRole("textbox", { name: "Amount EUR" })).toHaveAccessibleDescription(
      "The amount plus the withdrawal fee is more than the available balance.",
    );
    await userEvent.click(within(summary).getAllByRole("link")[1] as HTMLElement);
    await expect(form.getByRole("textbox", { name: "Recipient name" })).toHaveFocus();
    await expect(body(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/**
 * Saved: one PUT with the provider payload (the amount changed, the rest as stored), then the edit
 * success modal. "Create a new request" opens the form again on the request as saved; "Back to
 * the campaign" leaves.
 */
export const Saved: Story = {
  args: {
    api: {
      onRequest,
      overrides: {
        updateWithdrawal: () =>
          Response.json({ response: { ...STORED, amount: 120000, tax: 11280, total: 131280 } }),
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    requests.length = 0;
    const form = await editForm(canvas);
    const amount = form.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.clear(amount);
    await userEvent.type(amount, "1200");
    await expect(form.getByText("Total").nextElementSibling).toHaveTextContent("€1,312.80");
    // A double click saves once.
    await userEvent.dblClick(form.getByRole("button", { name: "Save changes" }));
    const modal = await body(canvasElement).findByRole("dialog", {
      name: "Your request has been updated",
    });
    const [put] = sent("PUT", PUT_PATH);
    await expect(sent("PUT", PUT_PATH)).toHaveLength(1);
    await expect(sent("POST", "/api/v2/campaign/1042/withdraw")).toHaveLength(0);
    await expect(await put?.json()).toEqual({
      amount: 120000,
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
      invoiceNotAvailable: false,
      reference: "INV-2026-118",
    });
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("form")).toBeNull();
    await userEvent.click(within(modal).getByRole("button", { name: "Create a new request" }));
    const again = await editForm(canvas);
    await expect(again.getByRole("textbox", { name: "Amount EUR" })).toHaveValue("1,200");
    await userEvent.click(again.getByRole("button", { name: "Save changes" }));
    const second = await body(canvasElement).findByRole("dialog", {
      name: "Your request has been updated",
    });
    await userEvent.click(within(second).getByRole("button", { name: "Back to the campaign" }));
    await waitFor(() => expect(args.onBackToCampaign).toHaveBeenCalledTimes(1));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
