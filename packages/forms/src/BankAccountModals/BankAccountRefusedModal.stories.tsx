import type { BankAccount } from "@causeway/api-client";
import { MockApiProvider, type MockOverrides } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  BankAccountRefusedModal,
  type BankAccountRefusedModalProps,
} from "./BankAccountRefusedModal";
import { json, never, refusedAccount, requestsOf } from "./story-fixtures";

type HarnessProps = BankAccountRefusedModalProps & {
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
};

function Harness({ overrides, onRequest, ...props }: HarnessProps) {
  return (
    <MockApiProvider overrides={overrides} onRequest={onRequest}>
      <BankAccountRefusedModal {...props} />
    </MockApiProvider>
  );
}

const screen = within(document.body);
const dialog = () => screen.findByRole("dialog", { name: "Your bank account was refused" });
const newVerification = async () =>
  within(await dialog()).getByRole("button", { name: "New bank verification" });

const meta = {
  title: "Forms/BankAccountRefusedModal",
  component: Harness,
  parameters: { screenshot: { target: "page" } },
  args: {
    account: refusedAccount,
    open: true,
    onOpenChange: fn(),
    onNewVerification: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Why, the account with its red status, and the way forward. */
export const Refused: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async () => {
    const modal = await dialog();
    await expect(modal).toHaveAccessibleDescription(
      "We could not confirm that this account belongs to the campaign’s beneficiary.",
    );
    await expect(within(modal).getByText("Refused")).toBeVisible();
    await expect(within(modal).getByText("Raiffeisenbank Bulgaria")).toBeVisible();
  },
};

/** The staff's note, when the account carries one, says why in their words. */
export const RefusedWithNote: Story = {
  args: {
    account: {
      ...refusedAccount,
      note: "The bank certificate names another account holder.",
    } as BankAccount,
  },
  play: async () => {
    const modal = within(await dialog());
    const note = modal.getByRole("figure", { name: "Note from our team" });
    await expect(note).toHaveTextContent("The bank certificate names another account holder.");
  },
};

/** The keyboard way: the refused account is deleted first, then the form is asked for. */
export const StartsNewVerification: Story = {
  args: {
    onNewVerification: fn(),
    onRequest: fn(),
  },
  play: async ({ args }) => {
    const button = await newVerification();
    // The dialog opens on Close; Tab reaches the way forward.
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Close" })[0]).toHaveFocus());
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onNewVerification).toHaveBeenCalledTimes(1));
    const [deletion, ...others] = requestsOf(args.onRequest);
    await expect(others).toHaveLength(0);
    await expect(deletion?.method).toBe("DELETE");
    await expect(new URL(deletion?.url ?? "").pathname).toBe(
      "/api/v2/campaign/withdraw-bank-account/14",
    );
  },
};

/** While the old account is being deleted the button is busy and nothing opens yet. */
export const Deleting: Story = {
  args: { overrides: { deleteBankAccount: never } },
  play: async ({ args }) => {
    await userEvent.click(await newVerification());
    await waitFor(async () =>
      expect(await newVerification()).toHaveAttribute("aria-disabled", "true"),
    );
    await expect(args.onNewVerification).not.toHaveBeenCalled();
  },
};

/** The deletion failed: no new verification starts, and the modal says why. */
export const DeleteFailed: Story = {
  args: {
    overrides: { deleteBankAccount: () => json(500, { code: 500, message: "down" }) },
    onNewVerification: fn(),
  },
  play: async ({ args }) => {
    await userEvent.click(await newVerification());
    await expect(await screen.findByRole("alert")).toHaveTextContent(
      "The refused account could not be removed, so a new verification cannot start yet.",
    );
    await expect(args.onNewVerification).not.toHaveBeenCalled();
  },
};
