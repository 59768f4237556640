import type { BankAccount } from "@causeway/api-client";
import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { focusedErrorSummary, summaryLinkTexts } from "../shared/error-summary.story-helpers";
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
      <div className="cw:w-[36rem]">
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

/** Nothing typed: the submit is enabled; pressed, it sends nothing and the summary says why. */
export const Clean: Story = {
  args: { api: { onRequest: (request) => void requests.push(request) } },
  play: async ({ canvas, canvasElement }) => {
    requests.length = 0;
    await expect(canvasElement.querySelector('[data-slot="iban-text"]')).toHaveTextContent(
      "BG80 BNBG 9661 1020 3456 78",
    );
    await expect(canvas.getByText("Approved")).toBeVisible();
    await canvas.findByRole("checkbox", { name: "Medicines" });
    const submit = canvas.getByRole("button", { name: "Send request" });
    await userEvent.click(submit);
    const summary = await focusedErrorSummary(canvas);
    await expect(summaryLinkTexts(summary)).toEqual([
      "Enter an amount greater than zero.",
      "Choose at least one cost type.",
      "Attach at least one invoice or document.",
    ]);
    await expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
  },
};

/**
 * A EUR campaign and an account in BGN: the request is in EUR (the server takes no other), the
 * box says the bank converts.
 */
export const CampaignCurrency: Story = {
  args: {
    campaignCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
    api: { onRequest: (request) => void requests.push(request) },
  },
  play: async ({ canvas, args }) => {
    requests.length = 0;
    await expect(
      canvas.getByText("Paid in EUR; your bank converts it into BGN, the account's currency."),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount EUR" }), "300");
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Medicines" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /I have no documents/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Comment/ }), "Cash.");
    await expect(canvas.getByText("Total").nextElementSibling).toHaveTextContent("€328.20");
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const sent = requests.find((r) => r.method === "POST" && r.url.endsWith("/withdraw"));
    await expect(await sent?.json()).toMatchObject({ bank_account: 77, currency: 1 });
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

/**
 * Issue 25, in Bulgarian: "150,25" in a box of whole leva is refused under the box, in Bulgarian,
 * with what was typed kept and nothing sent; "1.234" (the dot groups thousands) goes as 1 234 лв.
 */
export const BulgarianAmounts: Story = {
  globals: { locale: "bg" },
  args: { api: { onRequest: (request) => void requests.push(request) } },
  play: async ({ canvas, args }) => {
    requests.length = 0;
    const amount = canvas.getByRole("textbox", { name: "Сума BGN" });
    await userEvent.type(amount, "150,25");
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Лекарства" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /Нямам документи/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Коментар/ }), "В брой.");
    const submit = canvas.getByRole("button", { name: "Изпратете заявката" });
    await userEvent.click(submit);
    const summary = await focusedErrorSummary(canvas);
    const message = "Въведете цяла сума: дробна част не се приема тук.";
    await expect(summaryLinkTexts(summary)).toEqual([message]);
    await expect(amount).toHaveValue("150,25");
    await expect(amount).toHaveAccessibleDescription(message);
    await expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
    await userEvent.tripleClick(amount);
    await userEvent.keyboard("1.234");
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const sent = requests.find((r) => r.method === "POST" && r.url.endsWith("/withdraw"));
    await expect(await sent?.json()).toMatchObject({ amount: 123400 });
  },
};

export const ServerFieldErrors: Story = {
  args: {
    api: {
      overrides: {
        createWithdrawal: () =>
          Response.json(
            { code: 400, message: { amount: "withdraw.validator.insufficient_funds" } },
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
      "The amount plus the withdrawal fee is more than the available balance.",
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
  render: () => (
    <div className="cw:flex cw:w-[28rem] cw:flex-col cw:gap-4">
      <BankAccountBox account={ACCOUNT} />
      <BankAccountBox account={{ ...ACCOUNT, state: "PENDING" }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Pending")).toBeVisible();
  },
};
