import type { Schema } from "@causeway/api-client";
import { MockApiProvider, type MockOverrides, mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { AmountInput } from "../AmountInput";
import { FormField, useFormStore } from "../form-store";
import { DocumentsPolicyNotice } from "./DocumentsPolicyNotice";

type Policy = Schema<"DocumentsPolicy">;
/** €11,900 available: up to €4,760 without documents (40 %). */
const EURO = (mockExample("getDocumentsPolicy") as { response: Policy }).response;
const HELD: Policy = {
  ...EURO,
  overdue: [
    {
      withdraw_id: 311,
      campaign_id: 1042,
      campaign_name: "Help Maria walk again",
      slug: "help-maria-walk-again",
      requested_at: 1757937600,
      due_at: 1763121600,
    },
  ],
};
const LEV: Policy = {
  ...EURO,
  currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
  available: 150000,
  eur_rate: 511292,
  threshold: 195582,
};
const answer = (policy: Policy): MockOverrides => ({
  getDocumentsPolicy: { response: policy },
});

interface DemoProps {
  /** What the amount box starts with (whole units). */
  amount?: string;
  /** The campaign's currency, shown in the amount box. */
  currency?: string;
  overrides?: MockOverrides;
  withdrawId?: number;
  onRequest?: (request: Request) => void;
}

/** The amount box of a withdrawal form and the notice under it, over the contract's mock API. */
function Field({
  amount = "",
  currency = "EUR",
  withdrawId,
}: Omit<DemoProps, "overrides" | "onRequest">) {
  const form = useFormStore({ amount }, () => []);
  return (
    <div className="cw:flex cw:w-[36rem] cw:flex-col cw:gap-4">
      <FormField
        form={form}
        name="amount"
        render={(field) => (
          <AmountInput value={field.value} onChange={field.onChange} currency={currency} />
        )}
      />
      <DocumentsPolicyNotice form={form} campaignId={1042} withdrawId={withdrawId} />
    </div>
  );
}

function Demo({ overrides, onRequest, ...props }: DemoProps) {
  return (
    <MockApiProvider overrides={overrides} onRequest={onRequest}>
      <Field {...props} />
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/WithdrawalFormParts/DocumentsPolicyNotice",
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="documents-policy"]') as HTMLElement;

/** Within the threshold: goes out without documents, and says how to declare none. */
export const NotNeeded: Story = {
  args: { amount: "1500", overrides: answer(EURO) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("No documents needed for this amount")).toBeVisible();
    await expect(
      canvas.getByText(
        "Up to €4,760.00 a withdrawal can go out without documents. If you have none, tick “I have no documents for this payment” and explain why in the comment.",
      ),
    ).toBeVisible();
    await expect(notice(canvasElement)).toHaveAttribute("aria-live", "polite");
    await expect(notice(canvasElement)).toHaveAttribute("data-case", "not_needed");
  },
};

/**
 * Typing past the threshold says documents are needed, and what happens without them; typing
 * back under it says they are not. The live region announces each change of case.
 */
export const NeededAsTheAmountGrows: Story = {
  args: { overrides: answer(EURO) },
  play: async ({ canvas, canvasElement }) => {
    const amount = canvas.getByRole("textbox", { name: /Amount/ });
    await canvas.findByText("No documents needed for this amount");
    await userEvent.type(amount, "4761");
    await expect(await canvas.findByText("Documents needed above €4,760.00")).toBeVisible();
    await expect(
      canvas.getByText(
        "Add invoices or receipts. Without them the request waits for documents, and if they have not arrived 60 days after the request, your next withdrawals are put on hold.",
      ),
    ).toBeVisible();
    await expect(notice(canvasElement)).toHaveAttribute("data-case", "needed");
    await userEvent.clear(amount);
    await userEvent.type(amount, "4760");
    await expect(await canvas.findByText("No documents needed for this amount")).toBeVisible();
  },
};

/** Documents 60 days late on another request: any new withdrawal is held, and it says which. */
export const OnHold: Story = {
  args: { amount: "50", overrides: answer(HELD) },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("Your withdrawals are on hold")).toBeVisible();
    await expect(
      canvas.getByText(
        "Request #311 for “Help Maria walk again” has been waiting for its documents since September 15, 2025. Add them to that request and you can withdraw again.",
      ),
    ).toBeVisible();
    await expect(notice(canvasElement)).toHaveAttribute("data-case", "on_hold");
  },
};

const asked: URL[] = [];

/** Editing a request already made: measured without itself, and not held. */
export const EditingIsNotHeld: Story = {
  args: {
    amount: "50",
    withdrawId: 311,
    overrides: answer(HELD),
    onRequest: (request) => asked.push(new URL(request.url)),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No documents needed for this amount")).toBeVisible();
    await expect(canvas.queryByText("Your withdrawals are on hold")).toBeNull();
    const policy = asked.findLast((url) => url.pathname.endsWith("/documents-policy"));
    await expect(policy?.searchParams.get("withdraw")).toBe("311");
  },
};
/** A lev campaign: the euro limit at the day's rate, in the campaign's currency. */
export const InTheCampaignsCurrency: Story = {
  args: { amount: "2000", currency: "BGN", overrides: answer(LEV) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Documents needed above BGN 1,955.82")).toBeVisible();
  },
};

/** The policy cannot be read: nothing is said (the server still decides), nothing breaks. */
export const Unavailable: Story = {
  args: {
    amount: "100",
    overrides: {
      getDocumentsPolicy: () => Response.json({ code: 500, message: "Down" }, { status: 500 }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("textbox", { name: /Amount/ });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(notice(canvasElement)).toHaveAttribute("data-case", "unknown");
    await expect(notice(canvasElement)).toBeEmptyDOMElement();
  },
};

/** The three cases side by side, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:gap-8">
      <Demo amount="1500" overrides={answer(EURO)} />
      <Demo amount="6000" overrides={answer(EURO)} />
      <Demo amount="50" overrides={answer(HELD)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText("No documents needed for this amount");
    await canvas.findByText("Documents needed above €4,760.00");
    await canvas.findByText("Your withdrawals are on hold");
    await waitFor(() => expect(canvas.getAllByRole("textbox")).toHaveLength(3));
  },
};
