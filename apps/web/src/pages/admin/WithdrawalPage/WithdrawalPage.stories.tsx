import type { StaffWithdraw } from "@causeway/api-client";
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

const [PROVIDER, PERSONAL] = mockExample("listStaffWithdrawals").response.withdraws as [
  StaffWithdraw,
  StaffWithdraw,
];
const TRANSFER = mockExample("listWithdrawals").response.withdraws.find(
  (withdraw) => withdraw.kind === "transfer",
);

/** The staff withdrawal answered for the page, changed by `changes`. */
const withWithdraw = (withdraw: Partial<StaffWithdraw["withdraw"]>, base = PROVIDER) => ({
  ...signedInAs(ADMIN),
  getStaffWithdrawal: {
    response: { ...base, withdraw: { ...base.withdraw, ...withdraw } as StaffWithdraw["withdraw"] },
  },
});

const meta = {
  title: "Web/Pages/Admin/Withdrawal",
  component: PageStory,
  args: {
    path: "/admincp/withdrawals/311",
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
 * A pending request as staff read it: whose it is, everything it says (recipient and bank, the
 * amount, 9.4% tax and total, reasons, reference, comment, documents), the decision (mark paid or
 * refuse) and its notes, each with what may be done with it next.
 */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Request #311");
    await expect(main.getByText("From “Help Maria walk again”, by Мария Петрова")).toBeVisible();
    await expect(main.getByText("To Rehabilitation Centre Vita")).toBeVisible();
    await expect(main.getByText("€1,500.00")).toBeVisible();
    await expect(main.getByText("€1,641.00")).toBeVisible();
    await expect(main.getByRole("link", { name: "invoice-2026-118.pdf" })).toBeVisible();
    const decision = within(main.getByRole("region", { name: "Decision" }));
    await expect(decision.getByRole("button", { name: "Mark as paid" })).toBeVisible();
    await expect(decision.getByRole("button", { name: "Refuse" })).toBeVisible();
    const notes = within(main.getByRole("region", { name: "Notes" }));
    const note = within(notes.getByRole("listitem"));
    await expect(note.getByText(/Invoice total differs from the amount/)).toBeVisible();
    await expect(note.getByText("For review")).toBeVisible();
    await expect(note.getByRole("button", { name: "Mark completed" })).toBeVisible();
    await expect(note.getByRole("button", { name: "Revert to open" })).toBeVisible();
    await expect(notes.getByRole("textbox", { name: "New note" })).toHaveAccessibleDescription(
      /The campaign’s owner reads every note on their request\./,
    );
    await expect(calls(args.onRequest as never)).toContain("GET /api/v2/admin/withdrawals/311");
  },
};

/**
 * Refuse with a note: the note goes first (POST .../notes), then the state (declined), so the
 * owner, told of the refusal, finds the reason; the page says so.
 */
export const RefuseWithNote: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Request #311");
    await userEvent.click(main.getByRole("button", { name: "Refuse" }));
    const dialog = await findDialog("Refuse request #311?");
    await expect(dialog.getByText(/Мария Петрова is told and reads your reason/)).toBeVisible();
    await userEvent.type(
      dialog.getByRole("textbox", { name: /Reason/ }),
      "The invoice is for another patient.",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expectCall(args.onRequest as never, "PUT /api/v2/campaign/1042/withdraw/311");
    const order = calls(args.onRequest as never).filter((call) => !call.startsWith("GET"));
    await expect(order).toEqual([
      "POST /api/v2/campaign/withdraw/311/notes",
      "PUT /api/v2/campaign/1042/withdraw/311",
    ]);
    await expect(
      await lastBody(args.onRequest as never, "POST", "/api/v2/campaign/withdraw/311/notes"),
    ).toEqual({ text: "The invoice is for another patient." });
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/withdraw/311"),
    ).toEqual({ state: "declined" });
    await expect(
      await main.findByText("Request #311 is refused; the owner can read why."),
    ).toBeVisible();
  },
};

/** Mark as paid is confirmed first and sends accepted. */
export const MarkPaid: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Request #311");
    await userEvent.click(main.getByRole("button", { name: "Mark as paid" }));
    const confirm = await findConfirmation("Mark request #311 as paid?");
    await expect(confirm.getByText(/Do this once the money is sent/)).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Mark as paid" }));
    await expectCall(args.onRequest as never, "PUT /api/v2/campaign/1042/withdraw/311");
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/withdraw/311"),
    ).toEqual({ state: "accepted" });
    await expect(await main.findByText("Request #311 is marked as paid.")).toBeVisible();
  },
};

/** A decision the server refuses is said above the buttons, in the user's words. */
export const DecisionRefused: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      updateWithdrawal: answer(400, {
        code: 400,
        message: { state: "withdraw.validator.transfer_final" },
      }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, "Request #311");
    await userEvent.click(main.getByRole("button", { name: "Mark as paid" }));
    await userEvent.click(
      (await findConfirmation(/Mark request #311/)).getByRole("button", { name: "Mark as paid" }),
    );
    const decision = within(main.getByRole("region", { name: "Decision" }));
    await expect(await decision.findByRole("alert")).toHaveTextContent(
      "A completed transfer cannot be changed.",
    );
  },
};

/** Notes: one is added (and the box emptied); another is marked completed. */
export const Notes: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Request #311");
    const notes = within(main.getByRole("region", { name: "Notes" }));
    await userEvent.click(notes.getByRole("button", { name: "Add note" }));
    await expect(notes.getByRole("textbox", { name: "New note" })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    const box = notes.getByRole("textbox", { name: "New note" });
    await userEvent.type(box, "Called the clinic: the invoice is right.");
    await userEvent.click(notes.getByRole("button", { name: "Add note" }));
    await expectCall(args.onRequest as never, "POST /api/v2/campaign/withdraw/311/notes");
    await waitFor(() => expect(box).toHaveValue(""));
    await userEvent.click(notes.getByRole("button", { name: "Mark completed" }));
    await expectCall(args.onRequest as never, "PUT /api/v2/campaign/withdraw/notes/17/completed");
  },
};

/** A refused request: its state, and the one decision left, to reopen it. */
export const Refused: Story = {
  args: { overrides: withWithdraw({ state: "REFUSED", notes: [] }) },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, "Request #311");
    await expect(main.getByText("Refused")).toBeVisible();
    await expect(main.getByText("No notes yet.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Set back to pending" })).toBeVisible();
    await expect(main.queryByRole("button", { name: "Mark as paid" })).toBeNull();
  },
};

/** Reopening a refused request is confirmed first and sends pending. */
export const Reopen: Story = {
  args: { overrides: withWithdraw({ state: "REFUSED", notes: [] }) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Request #311");
    await userEvent.click(main.getByRole("button", { name: "Set back to pending" }));
    await userEvent.click(
      (await findConfirmation("Set request #311 back to pending?")).getByRole("button", {
        name: "Set back to pending",
      }),
    );
    await expectCall(args.onRequest as never, "PUT /api/v2/campaign/1042/withdraw/311");
    await expect(
      await lastBody(args.onRequest as never, "PUT", "/api/v2/campaign/1042/withdraw/311"),
    ).toEqual({ state: "pending" });
  },
};

/** A payout to the owner's own account, waiting for documents the owner said are not there yet. */
export const OwnAccountWaitingDocuments: Story = {
  args: {
    path: "/admincp/withdrawals/316",
    overrides: { ...signedInAs(ADMIN), getStaffWithdrawal: { response: PERSONAL } },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, "Request #316");
    await expect(main.getByText("Documents needed")).toBeVisible();
    await expect(
      main.getByText("To the owner’s account PL61 1090 1014 0000 0712 1981 2874"),
    ).toBeVisible();
    await expect(main.getByText("None: the owner says why in the comment.")).toBeVisible();
    await expect(main.getByRole("button", { name: "Mark as paid" })).toBeVisible();
  },
};

/** A transfer to another campaign is final: the page says so and offers no decision. */
export const Transfer: Story = {
  args: {
    overrides: withWithdraw({ ...(TRANSFER as StaffWithdraw["withdraw"]), id: 311 }),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, "Request #311");
    const decision = within(main.getByRole("region", { name: "Decision" }));
    await expect(
      decision.getByText("A transfer to another campaign is final: the money is already there."),
    ).toBeVisible();
    await expect(decision.queryByRole("button")).toBeNull();
    await expect(
      main.getByText("We fight for the same children; the library will be their second home."),
    ).toBeVisible();
  },
};

/** An unknown request: the console's not-found page. */
export const NotFound: Story = {
  args: {
    path: "/admincp/withdrawals/999999",
    overrides: {
      ...signedInAs(ADMIN),
      getStaffWithdrawal: answer(404, { code: 404, message: "Not found." }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the staff console" })).toBeVisible();
  },
};
