import type { StaffBankAccount } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, lastBody } from "../../account/story-helpers";
import {
  ADMIN,
  calls,
  expectCall,
  findConfirmation,
  findConsole,
  findDialog,
  signedInAs,
} from "../shared/story-helpers";

const ACCOUNTS = mockExample("listStaffBankAccounts").response.bank_accounts as StaffBankAccount[];
const HEADING = "Bank accounts";
const LIBRARY = "Nueva biblioteca para la escuela de Tarifa";

const meta = {
  title: "Web/Pages/Admin/Bank accounts",
  component: PageStory,
  args: {
    path: "/admincp/bank-accounts",
    signedIn: true,
    overrides: signedInAs(ADMIN),
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The accounts waiting for a decision, the longest waiting first: each with its campaign, owner,
 * IBAN, holder, bank, currency and documents, to approve or refuse.
 */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const library = within(await main.findByRole("article", { name: LIBRARY }));
    await expect(library.getByText("Lucía García (@lucia.garcia)")).toBeVisible();
    // The IBAN in groups of four (IbanText), read as one.
    await expect(
      library.getByText(
        (_, element) =>
          element?.tagName === "DD" &&
          element.textContent?.replace(/\s/g, "") === "ES9121000418450200051332",
      ),
    ).toBeVisible();
    await expect(library.getByText("CaixaBank (ES)")).toBeVisible();
    await expect(library.getByRole("link", { name: "certificado-bancario.pdf" })).toBeVisible();
    await expect(library.getByText("Bank certificate", { exact: false })).toBeVisible();
    await expect(library.getByRole("button", { name: "Approve" })).toBeVisible();
    await expect(main.getByRole("radio", { name: "Pending" })).toBeChecked();
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/bank-accounts?state=PENDING&offset=0&limit=10",
    );
  },
};

/** Approve asks first; confirmed, the account is APPROVED and the page says so. */
export const Approve: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const library = within(await main.findByRole("article", { name: LIBRARY }));
    await userEvent.click(library.getByRole("button", { name: "Approve" }));
    const confirm = await findConfirmation("Approve the account ES9121000418450200051332?");
    await expect(confirm.getByText(/Lucía García will be able to withdraw/)).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Approve" }));
    await expectCall(
      args.onRequest as never,
      "PUT /api/v2/campaign/withdraw-bank-account/21/state",
    );
    await expect(
      await lastBody(
        args.onRequest as never,
        "PUT",
        "/api/v2/campaign/withdraw-bank-account/21/state",
      ),
    ).toEqual({ state: "APPROVED", note: null });
    await expect(await main.findByText(`The account for “${LIBRARY}” is approved.`)).toBeVisible();
  },
};

/**
 * Refuse needs a reason the owner reads: without one the dialog says so under the field and sends
 * nothing; with one the account is REFUSED with the note, the dialog closes and the page says so.
 */
export const RefuseWithReason: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const library = within(await main.findByRole("article", { name: LIBRARY }));
    await userEvent.click(library.getByRole("button", { name: "Refuse" }));
    const dialog = await findDialog("Refuse this bank account?");
    await expect(dialog.getByText(/Lucía García reads your reason/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    const reason = dialog.getByRole("textbox", { name: /Reason/ });
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(/This field is required\./);
    await expect(calls(args.onRequest as never).some((call) => call.startsWith("PUT"))).toBe(false);
    await userEvent.type(reason, "  The certificate names another holder. ");
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expectCall(
      args.onRequest as never,
      "PUT /api/v2/campaign/withdraw-bank-account/21/state",
    );
    await expect(
      await lastBody(
        args.onRequest as never,
        "PUT",
        "/api/v2/campaign/withdraw-bank-account/21/state",
      ),
    ).toEqual({ state: "REFUSED", note: "The certificate names another holder." });
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(
      await main.findByText(`The account for “${LIBRARY}” is refused; its owner has your reason.`),
    ).toBeVisible();
  },
};

/** A refusal the server does not take: said in the dialog, the reason still in the box to retry. */
export const RefuseFails: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      decideBankAccount: answer(500, { code: 500, message: "Internal server error." }),
    },
  },
  // The dialog with its error is drawn by ReasonDialog's stories; here, what the page does.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const library = within(await main.findByRole("article", { name: LIBRARY }));
    await userEvent.click(library.getByRole("button", { name: "Refuse" }));
    const dialog = await findDialog("Refuse this bank account?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "Blurred certificate.");
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(
      "That did not work. Try again.",
    );
    await expect(dialog.getByRole("textbox", { name: /Reason/ })).toHaveValue(
      "Blurred certificate.",
    );
    await expect(main.queryByText(/is refused/)).toBeNull();
  },
};

/** The refused ones: the filter asks for REFUSED, each shows the reason given, no buttons. */
export const Refused: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffBankAccounts: ({ request }) => {
        const state = new URL(request.url).searchParams.get("state");
        const accounts =
          state === "REFUSED"
            ? [
                {
                  ...ACCOUNTS[1],
                  account: {
                    ...ACCOUNTS[1]?.account,
                    state: "REFUSED",
                    note: "The statement names another organisation.",
                  },
                },
              ]
            : ACCOUNTS;
        return Response.json({ response: { bank_accounts: accounts, total: accounts.length } });
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await main.findByRole("article", { name: LIBRARY });
    await userEvent.click(main.getByRole("radio", { name: "Refused" }));
    await waitFor(() => expect(main.queryByRole("article", { name: LIBRARY })).toBeNull());
    const card = within(
      await main.findByRole("article", { name: "Sprzęt do rehabilitacji dla dzieci" }),
    );
    await expect(card.getByText("The statement names another organisation.")).toBeVisible();
    await expect(card.getByText("Refused")).toBeVisible();
    await expect(card.queryByRole("button")).toBeNull();
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/bank-accounts?state=REFUSED");
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/bank-accounts?state=REFUSED&offset=0&limit=10",
    );
  },
};

/** Nothing waits for a decision. */
export const Empty: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffBankAccounts: { response: { bank_accounts: [], total: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      await main.findByRole("heading", { level: 2, name: "No bank account waits for a decision" }),
    ).toBeVisible();
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffBankAccounts: answer(500, { code: 500, message: "Internal server error." }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText("This list could not be loaded.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
