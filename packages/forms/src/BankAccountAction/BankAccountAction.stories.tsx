import type { BankAccount } from "@causeway/api-client";
import { MockApiProvider, type MockOverrides } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  approvedAccount,
  json,
  never,
  pdf,
  pendingAccount,
  refusedAccount,
  requestsOf,
  settleAnnouncements,
} from "../BankAccountModals/story-fixtures";
import { BankAccountAction, type BankAccountActionProps } from "./BankAccountAction";

type HarnessProps = Omit<BankAccountActionProps, "renderOwnerForm"> & {
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
  renderOwnerForm?: BankAccountActionProps["renderOwnerForm"];
};

/** A stand-in for the host's OwnerWithdrawalForm: it names the account it was handed. */
const ownerFormStandIn = (account: BankAccount) => (
  <section
    aria-label="Owner withdrawal form"
    className="cw:w-96 cw:rounded-md cw:border cw:border-border cw:p-4"
  >
    <p>{`${account.iban} · ${account.currency.abbreviation}`}</p>
  </section>
);

function Harness({ overrides, onRequest, renderOwnerForm, ...props }: HarnessProps) {
  return (
    <MockApiProvider overrides={overrides} onRequest={onRequest}>
      <BankAccountAction {...props} renderOwnerForm={renderOwnerForm ?? ownerFormStandIn} />
    </MockApiProvider>
  );
}

const screen = within(document.body);
const answer = (account: BankAccount | null) => () =>
  account ? json(200, { response: account }) : json(404, { code: 404, message: "Not found." });

/** A server holding one account that a DELETE removes (then the lookup answers 404). */
function serverWith(account: BankAccount): MockOverrides {
  let stored: BankAccount | null = account;
  return {
    getBankAccount: () => answer(stored)(),
    deleteBankAccount: () => {
      stored = null;
      return json(200, { response: { success: true } });
    },
  };
}

const meta = {
  title: "Forms/BankAccountAction",
  component: Harness,
  parameters: { screenshot: { target: "page" } },
  args: {
    campaignId: 1042,
    beneficentName: "Мария Петрова",
    open: true,
    onClose: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the account loads: the orange loading status. */
export const Loading: Story = {
  args: { overrides: { getBankAccount: never } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Your bank account" });
    await expect(within(dialog).getByText("Loading")).toBeVisible();
    await expect(within(dialog).getByText("Loading your bank account…")).toBeInTheDocument();
  },
};

/** The lookup failed: still the loading status (000 §4), with the reason and a retry. */
export const LoadFailed: Story = {
  args: {
    overrides: { getBankAccount: () => json(500, { code: 500, message: "down" }) },
    onRequest: fn(),
  },
  play: async ({ args }) => {
    const alert = await screen.findByRole("alert");
    await expect(alert).toHaveTextContent("Your bank account could not be loaded.");
    await expect(screen.getByText("Loading")).toBeVisible();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(requestsOf(args.onRequest, "GET")).toHaveLength(2));
  },
};

/** PENDING opens the pending modal with the account's documents. */
export const Pending: Story = {
  args: { overrides: { getBankAccount: answer(pendingAccount) } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", {
      name: "Your bank account is being checked",
    });
    await expect(within(dialog).getByText("bank-certificate.pdf")).toBeVisible();
  },
};

/** APPROVED hands the account, with its currency, to the host's owner form. */
export const Approved: Story = {
  args: { overrides: { getBankAccount: answer(approvedAccount) } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("region", { name: "Owner withdrawal form" });
    await expect(form).toHaveTextContent("BG18RZBB91550123456789 · BGN");
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};

/** No account yet (404 = WAITING): the verification modal with the info panel and the form. */
export const Waiting: Story = {
  args: { overrides: { getBankAccount: answer(null) } },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Add your bank account" });
    const modal = within(dialog);
    await expect(modal.getByRole("heading", { name: "Verify your bank account" })).toBeVisible();
    // The form shows once the currencies came from the API.
    await expect(await modal.findByRole("textbox", { name: /Account holder/ })).toHaveValue(
      "Мария Петрова",
    );
    await expect(modal.getByRole("button", { name: /Currency/ })).toBeVisible();
    await expect(modal.getByRole("button", { name: "Send for verification" })).toBeDisabled();
  },
};

/** The verification modal with an empty form: what follows once the account is gone. */
async function expectEmptyVerificationForm() {
  const form = await screen.findByRole("dialog", { name: "Add your bank account" });
  await expect(await within(form).findByRole("combobox", { name: /IBAN/ })).toHaveValue("");
}

/** The calls a story made, as "METHOD /path". */
const callsOf = (spy: unknown) =>
  requestsOf(spy).map((request) => `${request.method} ${new URL(request.url).pathname}`);

/** REFUSED: 'New bank verification' deletes the old account, and only then the form opens. */
export const RefusedThenNewVerification: Story = {
  args: { overrides: serverWith(refusedAccount), onRequest: fn() },
  play: async ({ args }) => {
    const refused = await screen.findByRole("dialog", { name: "Your bank account was refused" });
    await userEvent.click(within(refused).getByRole("button", { name: "New bank verification" }));
    await expectEmptyVerificationForm();
    const calls = callsOf(args.onRequest);
    await expect(calls.slice(0, 2)).toEqual([
      "GET /api/v2/campaign/withdraw-bank-account",
      "DELETE /api/v2/campaign/withdraw-bank-account/14",
    ]);
    await expect(calls.some((call) => call.startsWith("POST"))).toBe(false);
    await settleAnnouncements();
  },
};

let declined = false;

/** PENDING, 'Cancel this verification' confirmed: the account is declined and gone (WAITING). */
export const DeclinedShowsVerification: Story = {
  args: {
    overrides: {
      declineBankAccount: () => {
        declined = true;
        return json(200, { response: { success: true } });
      },
      getBankAccount: () => answer(declined ? null : pendingAccount)(),
    },
    onRequest: fn(),
  },
  beforeEach: () => {
    declined = false;
  },
  play: async ({ args }) => {
    const pending = await screen.findByRole("dialog", {
      name: "Your bank account is being checked",
    });
    await userEvent.click(
      within(pending).getByRole("button", { name: "Cancel this verification" }),
    );
    const ask = await screen.findByRole("alertdialog");
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel the verification" }));
    await expectEmptyVerificationForm();
    const calls = callsOf(args.onRequest);
    await expect(calls.slice(0, 2)).toEqual([
      "GET /api/v2/campaign/withdraw-bank-account",
      "PUT /api/v2/campaign/withdraw-bank-account/14/decline",
    ]);
    await settleAnnouncements();
  },
};

let lookups = 0;

/** A lookup that answers the pending account, except its second call, which fails. */
const secondLookupFails: MockOverrides = {
  getBankAccount: () => {
    lookups += 1;
    return lookups === 2 ? json(500, { code: 500, message: "down" }) : answer(pendingAccount)();
  },
};

/** Adds a statement in the pending modal: the saved documents make the account be asked again. */
async function refreshFails(onRequest: unknown) {
  const pending = await screen.findByRole("dialog", { name: "Your bank account is being checked" });
  const statements = within(pending).getByRole("group", { name: "Account statement" });
  await userEvent.upload(
    statements.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
    pdf("statement-october.pdf"),
  );
  const warning = await within(pending).findByRole("alert");
  await expect(warning).toHaveTextContent(
    "Your bank account could not be refreshed, so what you see may be out of date.",
  );
  await expect(requestsOf(onRequest, "GET")).toHaveLength(2);
  return { pending, warning };
}

/**
 * A refresh fails while the pending modal is open: the same modal stays, still usable, with a
 * warning and a retry; no loading status takes its place.
 */
export const RefreshFailedKeepsModal: Story = {
  args: { overrides: secondLookupFails, onRequest: fn() },
  beforeEach: () => {
    lookups = 0;
  },
  play: async ({ args }) => {
    const { pending, warning } = await refreshFails(args.onRequest);
    await expect(screen.getByRole("dialog", { name: "Your bank account is being checked" })).toBe(
      pending,
    );
    await expect(within(pending).getByText("statement-october.pdf")).toBeVisible();
    await expect(
      within(pending).getByRole("button", { name: "Cancel this verification" }),
    ).toBeEnabled();
    await expect(screen.queryByText("Loading your bank account…")).toBeNull();
    await expect(within(warning).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** 'Try again' asks once more; the answer brings the modal up to date and the warning goes. */
export const RefreshRetried: Story = {
  parameters: { screenshot: { skip: true } }, // the pending modal with the statement, as above
  args: { overrides: secondLookupFails, onRequest: fn() },
  beforeEach: () => {
    lookups = 0;
  },
  play: async ({ args }) => {
    const { pending, warning } = await refreshFails(args.onRequest);
    await userEvent.click(within(warning).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(pending).queryByRole("alert")).toBeNull());
    await expect(requestsOf(args.onRequest, "GET")).toHaveLength(3);
    await expect(screen.getByRole("dialog", { name: "Your bank account is being checked" })).toBe(
      pending,
    );
  },
};

/** A server with no account until one is created (then it answers the created, pending one). */
function serverWithout(): MockOverrides {
  let stored: BankAccount | null = null;
  return {
    getBankAccount: () => answer(stored)(),
    createBankAccount: async ({ request }) => {
      const body = (await request.json()) as {
        iban: string;
        bic: string;
        bank: string;
        country: string;
        documents: { id: number; type: "account" | "certificate" }[];
      };
      stored = {
        ...pendingAccount,
        ...{ iban: body.iban, bic: body.bic, bank: body.bank, country: body.country },
        currency: { id: 1, abbreviation: "EUR", name: "Euro" },
        documents: body.documents.map(({ id, type }) => ({
          media: { id, path: `/media/files/${id}.pdf`, name: "bank-certificate.pdf" },
          type,
        })),
      };
      return json(201, { response: stored });
    },
  };
}

/** No account: a keyboard user fills the form and sends it; the new account shows as pending. */
export const CreatedShowsPending: Story = {
  args: {
    overrides: serverWithout(),
    currencies: [{ id: 1, abbreviation: "EUR", name: "Euro" }],
    onRequest: fn(),
  },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole("dialog", { name: "Add your bank account" }));
    const iban = await modal.findByRole("combobox", { name: /IBAN/ });
    await userEvent.click(iban);
    await userEvent.paste("DE89 3704 0044 0532 0130 00");
    // The owner's own account: no provider is offered, so no list to close before leaving.
    await expect(screen.queryByRole("listbox")).toBeNull();
    await userEvent.tab();
    await waitFor(() =>
      expect(modal.getByRole("textbox", { name: /BIC/ })).toHaveValue("COBADEFFXXX"),
    );
    modal.getByRole("button", { name: /Currency/ }).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(await screen.findByRole("option", { name: "EUR · Euro" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const certificate = modal.getByRole("group", { name: "Bank certificate" });
    await userEvent.upload(
      certificate.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      pdf("bank-certificate.pdf"),
    );
    await within(certificate).findByText("Uploaded");
    await userEvent.click(modal.getByRole("button", { name: "Send for verification" }));

    const pending = await screen.findByRole("dialog", {
      name: "Your bank account is being checked",
    });
    await expect(
      within(pending).getByRole("group", { name: "Your bank account" }),
    ).toHaveTextContent("DE89 3704 0044 0532 0130 00");
    const post = requestsOf(args.onRequest, "POST").find((request) =>
      request.url.endsWith("/withdraw-bank-account"),
    );
    await expect(await post?.json()).toEqual({
      campaign_id: 1042,
      bic: "COBADEFFXXX",
      country: "DE",
      bank: "Commerzbank",
      iban: "DE89370400440532013000",
      holder_name: "Мария Петрова",
      currency: 1,
      documents: [{ id: 5602, type: "certificate" }],
    });
    await settleAnnouncements();
  },
};

/** Escape closes whichever modal is open. */
export const Closes: Story = {
  parameters: { screenshot: { skip: true } }, // the same picture as Pending
  args: { overrides: { getBankAccount: answer(pendingAccount) }, onClose: fn() },
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Your bank account is being checked" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Closed: nothing shows and nothing is asked. */
export const Closed: Story = {
  parameters: { screenshot: { skip: true } }, // an empty page
  args: { open: false, onRequest: fn() },
  play: async ({ args }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(screen.queryByRole("dialog")).toBeNull();
    await expect(requestsOf(args.onRequest)).toHaveLength(0);
  },
};
