import type { StaffBankAccount } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { expect, fn, userEvent, within } from "storybook/test";
import { findConfirmation, findDialog } from "../shared/story-helpers";
import { BankAccountReviewCard } from "./BankAccountReviewCard";

const [LIBRARY] = mockExample("listStaffBankAccounts").response.bank_accounts as [StaffBankAccount];

const meta = {
  title: "Web/Admin/BankAccountReviewCard",
  component: BankAccountReviewCard,
  args: { entry: LIBRARY, onApprove: fn(async () => {}), onRefuse: fn(async () => {}) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="cw:max-w-3xl cw:p-4">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof BankAccountReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending account: its facts and documents, Approve and Refuse. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("Pending")).toBeVisible();
    await expect(card.getByRole("button", { name: "Approve" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Refuse" })).toBeVisible();
  },
};

/** Approve is confirmed first; Refuse hands on the reason typed, trimmed. */
export const Decisions: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole("button", { name: "Approve" }));
    await userEvent.click(
      (await findConfirmation(/Approve the account/)).getByRole("button", { name: "Approve" }),
    );
    await expect(args.onApprove).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole("button", { name: "Refuse" }));
    const dialog = await findDialog("Refuse this bank account?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), " Not the holder. ");
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expect(args.onRefuse).toHaveBeenCalledWith("Not the holder.");
  },
};

/** A refused account reads as such, with the reason the owner was given, and offers nothing. */
export const Refused: Story = {
  args: {
    entry: {
      ...LIBRARY,
      account: { ...LIBRARY.account, state: "REFUSED", note: "The certificate is unreadable." },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("Refused")).toBeVisible();
    await expect(card.getByText("The certificate is unreadable.")).toBeVisible();
    await expect(card.queryByRole("button")).toBeNull();
  },
};

/** While an approval is on its way, Approve is busy and Refuse waits; a failure is said. */
export const Approving: Story = {
  args: { pending: "approve", error: "Your account is not allowed to do this." },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("button", { name: /Approve/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(card.getByRole("button", { name: "Refuse" })).toBeDisabled();
    await expect(card.getByRole("alert")).toHaveTextContent("Your account is not allowed");
  },
};
