import type { BankAccount } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BankAccountStatusBox } from "./BankAccountStatusBox";
import { BankAccountVerificationInfo } from "./BankAccountVerificationInfo";

const account: BankAccount = {
  id: 14,
  campaign_id: 1042,
  state: "PENDING",
  deleted: false,
  iban: "BG18RZBB91550123456789",
  holder_name: "Мария Петрова",
  bic: "RZBBBGSF",
  bank: "Raiffeisenbank Bulgaria",
  country: "BG",
  currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
  documents: [],
  verified: false,
};

const meta = {
  title: "Forms/BankAccountStatus",
  component: BankAccountStatusBox,
  args: { view: "PENDING", account },
} satisfies Meta<typeof BankAccountStatusBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Your bank account" })).toBeVisible();
    await expect(canvas.getByText("Pending")).toBeVisible();
    // In groups of four, each group unbreakable (IbanText).
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.getAttribute("data-slot") === "iban-text" &&
          element.textContent === "BG18 RZBB 9155 0123 4567 89",
      ),
    ).toBeVisible();
  },
};
/** In Bulgarian the account's currency is named in Bulgarian (Intl), not in the server's English. */
export const PendingInBulgarian: Story = {
  globals: { locale: "bg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("BGN · Български лев")).toBeVisible();
    await expect(canvas.queryByText(/Bulgarian lev/)).toBeNull();
  },
};
export const Approved: Story = {
  args: { view: "APPROVED", account: { ...account, state: "APPROVED" } },
};
export const Refused: Story = {
  args: { view: "REFUSED", account: { ...account, state: "REFUSED" } },
};
/** No account yet (the spec's WAITING start value): said plainly, not as a red warning. */
export const Waiting: Story = {
  args: { view: "WAITING", account: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No bank account yet")).toBeVisible();
    await expect(canvas.queryByText("Waiting for verification")).toBeNull();
    await expect(canvas.queryByRole("term")).toBeNull();
  },
};
/** An account staff sent back to WAITING: it exists, and waits for verification (red). */
export const WaitingAccount: Story = {
  args: { view: "WAITING", account: { ...account, state: "WAITING" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Waiting for verification")).toBeVisible();
  },
};
export const Loading: Story = { args: { view: "LOADING", account: null } };

/** Every status in the spec colours, light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:gap-3">
      {(["LOADING", "PENDING", "APPROVED", "REFUSED", "WAITING"] as const).map((view) => (
        <BankAccountStatusBox key={view} view={view} account={null} />
      ))}
    </div>
  ),
};

export const VerificationInfo: Story = {
  render: () => <BankAccountVerificationInfo contactHref="/contact" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Verify your bank account" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  },
};
