import type { BankAccount } from "@causeway/api-client";
import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BankAccountBox } from "./BankAccountBox";
import { OwnerWithdrawalForm, type OwnerWithdrawalFormProps } from "./OwnerWithdrawalForm";

const ACCOUNT: BankAccount = {
  id: 77,
  campaign_id: 101,
  state: "APPROVED",
  deleted: false,
  iban: "BG80BNBG96611020345678",
  holder_name: "Maria Petrova",
  bic: "BNBGBGSD",
  bank: "Bulgarian National Bank",
  country: "BG",
  currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
  documents: [],
  verified: true,
};

type DemoProps = Partial<OwnerWithdrawalFormProps> & {
  api?: Omit<MockApiProviderProps, "children">;
};

function Demo({ api, ...props }: DemoProps) {
  return (
    <MockApiProvider {...api}>
      <div className="w-[36rem]">
        <OwnerWithdrawalForm campaignId={101} bankAccount={ACCOUNT} onSuccess={fn()} {...props} />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/OwnerWithdrawalForm",
  component: Demo,
  args: { onSuccess: fn(), onClose: fn() },
  // Taller than the test viewport (Chromium paints only the viewport); the bank account box has
  // its own shot below, and every field its own in its widget's stories.
  parameters: { screenshot: { skip: true } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const requests: Request[] = [];

export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("BG80 BNBG 9661 1020 3456 78")).toBeVisible();
    await expect(canvas.getByText("Approved")).toBeVisible();
    const submit = canvas.getByRole("button", { name: "Send request" });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription("Enter an amount greater than zero.");
  },
};

/** Amount, cost type, no documents with a comment; the payload of 000 §3 in minor units. */
export const FullSubmit: Story = {
  args: { api: { onRequest: (request) => void requests.push(request) } },
  play: async ({ canvas, args }) => {
    requests.length = 0;
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount BGN" }), "300");
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Medicines" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /I have no documents/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Comment/ }), "Paid at the pharmacy.");
    await expect(canvas.getByText("Total").nextElementSibling).toHaveTextContent("BGN 328.20");
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const sent = requests.find((r) => r.method === "POST" && r.url.endsWith("/withdraw"));
    await expect(sent?.headers.get("Idempotency-Key")).toBeTruthy();
    await expect(await sent?.json()).toEqual({
      amount: 30000,
      reasons: [2],
      bank_account: 77,
      usage_report: "",
      comment: "Paid at the pharmacy.",
      invoices: [],
      invoiceNotAvailable: true,
      currency: 2,
    });
  },
};

export const ServerFieldErrors: Story = {
  args: {
    api: {
      overrides: {
        createWithdrawal: () =>
          Response.json(
            { code: 400, message: { amount: "withdraw.validator.sum_greater_zero" } },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount BGN" }), "300");
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Medicines" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /I have no documents/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Comment/ }), "Cash.");
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Amount BGN" })).toHaveAccessibleDescription(
      "Enter an amount greater than zero.",
    );
  },
};

export const CloseDirty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount BGN" }), "1");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The bank account box alone, approved and pending, in light and dark. */
export const BankAccountBoxes: Story = {
  parameters: { screenshot: { dark: true } },
  render: () => (
    <div className="flex w-[28rem] flex-col gap-4">
      <BankAccountBox account={ACCOUNT} />
      <BankAccountBox account={{ ...ACCOUNT, state: "PENDING" }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Pending")).toBeVisible();
  },
};
