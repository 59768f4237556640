import { MockApiProvider, type MockOverrides } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  BankAccountPendingModal,
  type BankAccountPendingModalProps,
} from "./BankAccountPendingModal";
import { json, never, pdf, pendingAccount, requestsOf, withStatement } from "./story-fixtures";

type HarnessProps = BankAccountPendingModalProps & {
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
};

function Harness({ overrides, onRequest, ...props }: HarnessProps) {
  return (
    <MockApiProvider overrides={overrides} onRequest={onRequest}>
      <BankAccountPendingModal {...props} />
    </MockApiProvider>
  );
}

const screen = within(document.body);
const dialog = () => screen.findByRole("dialog", { name: "Your bank account is being checked" });
const list = async (name: string) => within(await dialog()).getByRole("group", { name });
const fileInput = async (name: string) =>
  (await list(name)).querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const puts = (spy: unknown) => requestsOf(spy, "PUT");

const meta = {
  title: "Forms/BankAccountPendingModal",
  component: Harness,
  parameters: { screenshot: { target: "page" } },
  args: {
    account: pendingAccount,
    open: true,
    onOpenChange: fn(),
    onDeclined: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account's details with the orange status, and the stored certificate. */
export const Pending: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole("group", { name: "Your bank account" })).toHaveTextContent(
      "BG18 RZBB 9155 0123 4567 89",
    );
    await expect(modal.getByText("Pending")).toBeVisible();
    const certificate = await list("Bank certificate");
    await expect(within(certificate).getByText("bank-certificate.pdf")).toBeVisible();
    await expect(within(await list("Account statement")).queryByRole("listitem")).toBeNull();
  },
};

/** Adding a statement saves both documents, each typed by its list. */
export const AddDocument: Story = {
  play: async ({ args }) => {
    await userEvent.upload(await fileInput("Account statement"), pdf("statement-october.pdf"));
    await expect(await screen.findByText("The documents are saved.")).toBeVisible();
    const [put, ...more] = puts(args.onRequest);
    await expect(more).toHaveLength(0);
    await expect(new URL(put?.url ?? "").pathname).toBe(
      "/api/v2/campaign/withdraw-bank-account/14/documents",
    );
    await expect(await put?.json()).toEqual({
      documents: [
        { id: 5602, type: "account" },
        { id: 5610, type: "certificate" },
      ],
    });
  },
};

/** Removing one of two documents saves the one left, and focus goes back to the add button. */
export const RemoveDocument: Story = {
  args: { account: withStatement },
  play: async ({ args }) => {
    const statements = await list("Account statement");
    await userEvent.click(
      within(statements).getByRole("button", { name: "Remove statement-october.pdf" }),
    );
    await expect(await screen.findByText("The documents are saved.")).toBeVisible();
    await expect(within(statements).getByRole("button", { name: "Add files" })).toHaveFocus();
    await expect(within(statements).queryByText("statement-october.pdf")).toBeNull();
    await expect(await puts(args.onRequest)[0]?.json()).toEqual({
      documents: [{ id: 5610, type: "certificate" }],
    });
  },
};

/** The last document stays: the modal says why and nothing is sent. */
export const KeepsLastDocument: Story = {
  play: async ({ args }) => {
    const certificate = await list("Bank certificate");
    await userEvent.click(
      within(certificate).getByRole("button", { name: "Remove bank-certificate.pdf" }),
    );
    await expect(await screen.findByRole("alert")).toHaveTextContent(
      "The account needs at least one document: add another before removing this one.",
    );
    await expect(within(certificate).getByText("bank-certificate.pdf")).toBeVisible();
    await expect(puts(args.onRequest)).toHaveLength(0);
  },
};

/** While the server stores the list, the modal says so. */
export const Saving: Story = {
  args: { overrides: { updateBankAccountDocuments: never } },
  play: async () => {
    await userEvent.upload(await fileInput("Bank certificate"), pdf("certificate-2.pdf"));
    await expect(await screen.findByText("Saving the documents…")).toBeVisible();
  },
};

/** A failed save is said plainly; 'Try again' sends the same list once more. */
export const SaveFailed: Story = {
  args: {
    overrides: { updateBankAccountDocuments: () => json(500, { code: 500, message: "down" }) },
  },
  play: async ({ args }) => {
    await userEvent.upload(await fileInput("Account statement"), pdf("statement-october.pdf"));
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("The documents could not be saved. Try again.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(puts(args.onRequest)).toHaveLength(2));
    const [first, second] = puts(args.onRequest);
    await expect(await second?.json()).toEqual(await first?.json());
  },
};

/** Escape and the close button ask the host to close. */
export const Closes: Story = {
  parameters: { screenshot: { skip: true } }, // the same picture as Pending
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

const declineButton = async () =>
  within(await dialog()).getByRole("button", { name: "Cancel this verification" });
const question = () =>
  screen.findByRole("alertdialog", { name: "Cancel the verification of this account?" });
const declines = (spy: unknown) => puts(spy).filter((request) => request.url.endsWith("/decline"));

/** The question first: what is lost, with the safe answer focused; nothing is sent yet. */
export const DeclineAsks: Story = {
  play: async ({ args }) => {
    await userEvent.click(await declineButton());
    const ask = await question();
    await expect(ask).toHaveAccessibleDescription(
      "The account and its documents will be removed. To withdraw to your own account, you will need to add an account and have it verified again.",
    );
    await waitFor(() =>
      expect(within(ask).getByRole("button", { name: "Keep the verification" })).toHaveFocus(),
    );
    await expect(
      within(ask).getByRole("button", { name: "Cancel the verification" }),
    ).toBeVisible();
    await expect(requestsOf(args.onRequest)).toHaveLength(0);
  },
};

/** Keeping it (Escape or the button) sends nothing, and focus is back on the action. */
export const DeclineKept: Story = {
  parameters: { screenshot: { skip: true } }, // the same picture as Pending
  play: async ({ args }) => {
    const button = await declineButton();
    await userEvent.click(button);
    await userEvent.click(
      within(await question()).getByRole("button", { name: "Keep the verification" }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await question();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(await dialog()).toBeVisible();
    await expect(requestsOf(args.onRequest)).toHaveLength(0);
    await expect(args.onDeclined).not.toHaveBeenCalled();
  },
};

/** Confirmed: PUT .../14/decline, and then the host is told (it shows verification again). */
export const Declined: Story = {
  parameters: { screenshot: { skip: true } }, // the host decides what follows; see BankAccountAction
  play: async ({ args }) => {
    await userEvent.click(await declineButton());
    await userEvent.click(
      within(await question()).getByRole("button", { name: "Cancel the verification" }),
    );
    await waitFor(() => expect(args.onDeclined).toHaveBeenCalledTimes(1));
    const [decline, ...more] = declines(args.onRequest);
    await expect(more).toHaveLength(0);
    await expect(new URL(decline?.url ?? "").pathname).toBe(
      "/api/v2/campaign/withdraw-bank-account/14/decline",
    );
  },
};

/** The decline failed: the modal stays, says so, and the host is not told. */
export const DeclineFailed: Story = {
  args: {
    overrides: { declineBankAccount: () => json(500, { code: 500, message: "down" }) },
    onDeclined: fn(),
  },
  play: async ({ args }) => {
    await userEvent.click(await declineButton());
    await userEvent.click(
      within(await question()).getByRole("button", { name: "Cancel the verification" }),
    );
    await expect(await screen.findByRole("alert")).toHaveTextContent(
      "The verification could not be cancelled, so your account is still being checked. Try again.",
    );
    await expect(await dialog()).toBeVisible();
    await expect(declines(args.onRequest)).toHaveLength(1);
    await expect(args.onDeclined).not.toHaveBeenCalled();
  },
};
