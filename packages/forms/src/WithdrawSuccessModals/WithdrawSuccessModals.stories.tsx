import type { Withdraw } from "@causeway/api-client";
import { mockOperation } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { WithdrawCreatedModal, WithdrawEditedModal } from "./WithdrawSuccessModals";

const screen = within(document.body);

const meta = {
  title: "Forms/WithdrawSuccessModals",
  component: WithdrawCreatedModal,
  args: { open: true, onOpenChange: fn(), onPostUpdate: fn() },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof WithdrawCreatedModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Created: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Your request has been sent" });
    await expect(dialog).toHaveAccessibleDescription(/tell your donors what the money is for/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Post an update" }));
    await expect(args.onPostUpdate).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The contract's example transfer: €200 to the Tarifa library campaign, already PAYED. */
const TRANSFER = (
  mockOperation("listWithdrawals").body as { response: { withdraws: Withdraw[] } }
).response.withdraws.find((w) => w.kind === "transfer");

/**
 * A transfer to another campaign is paid at once: the modal says where the money went (no "we will
 * check it"), and still offers the update post.
 */
export const Transferred: Story = {
  args: { withdraw: TRANSFER },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "The money has been transferred" });
    await expect(dialog).toHaveAccessibleDescription(
      "€200.00 is now in “Nueva biblioteca para la escuela de Tarifa”, as a donation from your campaign, with your letter.",
    );
    await expect(dialog).not.toHaveTextContent(/check it/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Post an update" }));
    await expect(args.onPostUpdate).toHaveBeenCalledTimes(1);
  },
};

const edited = { onNewRequest: fn(), onBackToCampaign: fn() };

export const Edited: Story = {
  render: (args) => (
    <WithdrawEditedModal open={args.open} onOpenChange={args.onOpenChange} {...edited} />
  ),
  play: async ({ args }) => {
    edited.onNewRequest.mockClear();
    const dialog = await screen.findByRole("dialog", { name: "Your request has been updated" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create a new request" }));
    await expect(edited.onNewRequest).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Escape closes it too. */
export const EditedClose: Story = {
  // The same picture as Edited: this story only proves that Escape asks to close.
  parameters: { screenshot: { skip: true } },
  render: (args) => (
    <WithdrawEditedModal open={args.open} onOpenChange={args.onOpenChange} {...edited} />
  ),
  play: async ({ args }) => {
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
