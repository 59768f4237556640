import type { BankAccount, Withdraw } from "@causeway/api-client";
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
import { OwnerWithdrawalForm, type OwnerWithdrawalFormProps } from "./OwnerWithdrawalForm";

const PLN = { id: 3, abbreviation: "PLN", name: "Polish złoty" };
/** The contract's example request #298 to the owner's account (PLN 480), still pending here. */
const STORED: Withdraw = {
  ...(mockExample("listWithdrawals").response.withdraws[1] as Withdraw),
  state: "PENDING",
};
const EDIT = editedWithdrawal(STORED) as Extract<EditedWithdrawal, { kind: "personal" }>;
const ACCOUNT: BankAccount = {
  id: 14,
  campaign_id: 1042,
  state: "APPROVED",
  deleted: false,
  iban: "PL61109010140000071219812874",
  holder_name: "Anna Nowak",
  bic: "WBKPPLPP",
  bank: "Santander Bank Polska",
  country: "PL",
  currency: PLN,
  documents: [],
  verified: true,
};
const PUT_PATH = "/api/v2/campaign/1042/withdraw/298";

type DemoProps = Partial<OwnerWithdrawalFormProps> & {
  api?: Omit<MockApiProviderProps, "children">;
};

function Demo({ api, ...props }: DemoProps) {
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-[36rem]">
        <OwnerWithdrawalForm
          campaignId={1042}
          campaignCurrency={PLN}
          bankAccount={ACCOUNT}
          edit={EDIT}
          {...props}
        />
      </div>
    </MockApiProvider>
  );
}

const { requests, onRequest, sent } = requestLog();

const meta = {
  title: "Forms/OwnerWithdrawalForm/Edit",
  component: Demo,
  args: { onSuccess: fn(), onClose: fn(), onBackToCampaign: fn(), api: { onRequest } },
  // Taller than the test viewport, as the create form (its parts have their own shots).
  parameters: { screenshot: { skip: true } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A pending request to the owner's account opens as stored, beside the account it goes to: the
 * amount, cost type, the receipt, the tax and total, and the documents case measured without it.
 */
export const Prefilled: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const form = await editForm(canvas);
    await expect(canvasElement.querySelector('[data-slot="iban-text"]')).toHaveTextContent(
      "PL61 1090 1014 0000 0712 1981 2874",
    );
    await expect(form.getByRole("textbox", { name: "Amount PLN" })).toHaveValue("480");
    await expect(await form.findByRole("checkbox", { name: "Medicines" })).toBeChecked();
    await expect(form.getByText("paragon.jpg")).toBeVisible();
    await expect(form.getByText("Total").nextElementSibling).toHaveTextContent(/525\.12/);
    await expect(await form.findByText("No documents needed for this amount")).toBeVisible();
    await expectPolicyReadFor(requests, 1042, 298);
    await expect(form.getByRole("button", { name: "Save changes" })).toBeEnabled();
    await userEvent.click(form.getByRole("button", { name: "Cancel" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A 400 on save: the amount's under it, the account's (no field of the form) for the form. */
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
                bank_account: "withdraw.validator.bank_account_not_approved",
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
      "Withdrawals go only to an approved bank account.",
    ]);
    await expect(form.getByRole("textbox", { name: "Amount PLN" })).toHaveAccessibleDescription(
      "The amount plus the withdrawal fee is more than the available balance.",
    );
    await expect(body(canvasElement).queryByRole("dialog")).toBeNull();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/**
 * Saved: documents declared unavailable need a comment first; then one PUT with the owner payload
 * and the edit success modal; closing it closes the form.
 */
export const Saved: Story = {
  args: {
    api: {
      onRequest,
      overrides: { updateWithdrawal: () => Response.json({ response: STORED }) },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    requests.length = 0;
    const form = await editForm(canvas);
    await userEvent.click(form.getByRole("checkbox", { name: /I have no documents/ }));
    const comment = form.getByRole("textbox", { name: /Comment/ });
    await userEvent.clear(comment);
    await userEvent.click(form.getByRole("button", { name: "Save changes" }));
    await expect(summaryLinkTexts(await focusedErrorSummary(canvas))).toEqual([
      "Write a comment explaining why there are no documents.",
    ]);
    await userEvent.type(comment, "Paid at the pharmacy.");
    await userEvent.click(form.getByRole("button", { name: "Save changes" }));
    const modal = await body(canvasElement).findByRole("dialog", {
      name: "Your request has been updated",
    });
    const puts = sent("PUT", PUT_PATH);
    await expect(puts).toHaveLength(1);
    await expect(await puts[0]?.json()).toEqual({
      amount: 48000,
      reasons: [2],
      bank_account: 14,
      usage_report: "",
      comment: "Paid at the pharmacy.",
      invoices: [{ id: 5590, type: "image" }],
      invoiceNotAvailable: true,
      currency: 3,
    });
    await userEvent.click(within(modal).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(args.onBackToCampaign).not.toHaveBeenCalled();
  },
};
