import { MockApiProvider, type MockOverrides } from "@causeway/api-client/mocks";
import {
  expectInViewport,
  floatingPanel,
  PHONE_GLOBALS,
  pressOption,
  pressWithPointer,
} from "@causeway/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  BankAccountVerificationModal,
  type BankAccountVerificationModalProps,
} from "./BankAccountVerificationModal";

type HarnessProps = BankAccountVerificationModalProps & {
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
};

function Harness({ overrides, onRequest, ...props }: HarnessProps) {
  return (
    <MockApiProvider overrides={overrides} onRequest={onRequest}>
      <BankAccountVerificationModal {...props} />
    </MockApiProvider>
  );
}

const screen = within(document.body);
const dialog = () => screen.findByRole("dialog", { name: "Add your bank account" });
const searches = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls.filter(([request]) =>
    new URL((request as Request).url).pathname.endsWith("/withdraw/providers"),
  );

const meta = {
  title: "Forms/BankAccountVerificationModal",
  component: Harness,
  // Each story ends with a dialog open (fixed to the viewport): checked by play, not by a shot.
  parameters: { screenshot: { skip: true } },
  args: {
    campaignId: 1042,
    beneficentName: "Мария Петрова",
    currencies: [
      { id: 1, abbreviation: "EUR", name: "Euro" },
      { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
    ],
    open: true,
    onOpenChange: fn(),
    onCreated: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: Escape closes at once. */
export const CleanCloses: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(screen.queryByRole("alertdialog")).toBeNull();
  },
};

/**
 * The owner's own account: typing the start of a clinic's IBAN offers no provider (no search is
 * even sent); Escape then asks before what was typed is discarded, and "Keep editing" keeps it.
 */
export const TypedAsksBeforeDiscarding: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const iban = within(modal).getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.keyboard("bg80");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole("listbox")).toBeNull();
    await expect(searches(args.onRequest)).toHaveLength(0);
    await userEvent.keyboard("{Escape}");
    const confirm = await screen.findByRole("alertdialog", { name: "Discard this bank account?" });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(within(await dialog()).getByRole("combobox", { name: "IBAN" })).toHaveValue(
      "BG80",
    );
    // Escape on the question keeps editing too; Discard closes.
    await userEvent.click(within(modal).getByRole("button", { name: "Cancel" }));
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(await dialog()).toBeVisible();
    await userEvent.click(within(modal).getByRole("button", { name: "Close" }));
    const again = await screen.findByRole("alertdialog");
    await userEvent.click(within(again).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Escape while the currency list is open closes the list, not the dialog. */
export const EscapeClosesTheListOnly: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole("button", { name: /Currency/ }));
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(await dialog()).toBeVisible();
    await expect(screen.queryByRole("alertdialog")).toBeNull();
  },
};

/**
 * Issue 25, on a phone: the currency list (the site's eight) opens within the screen and a tap on
 * BGN chooses it. Drawn outside the dialog, the list could be seen but a tap fell through to the
 * page, so a phone could never add a payout account.
 */
export const PhoneTapPicksTheCurrency: Story = {
  globals: PHONE_GLOBALS,
  args: {
    currencies: [
      { id: 1, abbreviation: "EUR", name: "Euro" },
      { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
      { id: 3, abbreviation: "PLN", name: "Polish złoty" },
      { id: 4, abbreviation: "USD", name: "US dollar" },
      { id: 5, abbreviation: "GBP", name: "British pound" },
      { id: 6, abbreviation: "RON", name: "Romanian leu" },
      { id: 7, abbreviation: "HUF", name: "Hungarian forint" },
      { id: 8, abbreviation: "TRY", name: "Turkish lira" },
    ],
  },
  play: async ({ args }) => {
    const modal = await dialog();
    const currency = within(modal).getByRole("button", { name: /Currency/ });
    await pressWithPointer(currency);
    const list = await floatingPanel("listbox");
    await expectInViewport(list);
    await pressOption("BGN · Bulgarian Lev")(list);
    await expect(currency).toHaveTextContent("BGN · Bulgarian Lev");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
