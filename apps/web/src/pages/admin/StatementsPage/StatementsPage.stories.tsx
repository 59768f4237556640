import type { BankStatementLine } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, lastBody } from "../../account/story-helpers";
import { ADMIN, calls, expectCall, findConsole, signedInAs } from "../shared/story-helpers";

const HEADING = "Bank statements";

const LINES: BankStatementLine[] = [
  {
    key: "2026120300017",
    booked_on: "2026-12-03",
    amount: 3300,
    currency: "EUR",
    remittance: "Gift for the walk, Ana",
    counterparty: "Ana Lima",
    reference: null,
    outcome: "NO_REFERENCE",
    donation_id: null,
  },
  {
    key: "2026120300018",
    booked_on: "2026-12-03",
    amount: 12000,
    currency: "EUR",
    remittance: "RF18 CW00 0000 0000 42",
    counterparty: "Jonas Weber",
    reference: "RF18CW0000000000042",
    outcome: "UNKNOWN_REFERENCE",
    donation_id: null,
  },
];

const withLines = (lines: BankStatementLine[], enabled = true) => ({
  ...signedInAs(ADMIN),
  listBankStatementLines: { response: { lines, total: lines.length, enabled } },
});

const meta = {
  title: "Web/Pages/Admin/Bank statements",
  component: PageStory,
  args: {
    path: "/admincp/bank-statements",
    signedIn: true,
    overrides: withLines(LINES),
    onRequest: fn(),
    onNavigate: fn(),
  },
  // The import form and the lines are taller than the test's viewport.
  parameters: { layout: "fullscreen", screenshot: { target: "content", fullHeight: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The import form (the file, and a CSV export's column mapping) and the lines that paid nothing,
 * each with what the payer wrote, why it matched no donation and the way to match it by hand.
 */
export const OpenLines: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(main.getByRole("heading", { level: 2, name: "Import a statement" })).toBeVisible();
    await expect(main.getByRole("textbox", { name: "Amount column" })).toBeVisible();
    const ana = within(await main.findByRole("article", { name: "€33.00 from Ana Lima" }));
    await expect(ana.getByText("Gift for the walk, Ana")).toBeVisible();
    await expect(ana.getByText("No reference in it")).toBeVisible();
    const jonas = within(main.getByRole("article", { name: "€120.00 from Jonas Weber" }));
    await expect(jonas.getByText("A reference no donation has")).toBeVisible();
    await expect(jonas.getByText("RF18CW0000000000042")).toBeVisible();
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/bank-statements/lines?offset=0&limit=10",
    );
  },
};

/** Staff match Ana's line to donation 90251: sent once, said, and the list is read again. */
export const MatchesByHand: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const ana = within(await main.findByRole("article", { name: "€33.00 from Ana Lima" }));
    await userEvent.type(
      ana.getByRole("textbox", { name: "Donation number to pay with €33.00" }),
      "90251{Enter}",
    );
    await expectCall(args.onRequest as never, "POST /api/v2/admin/bank-statements/matches");
    await expect(
      await lastBody(args.onRequest as never, "POST", "/api/v2/admin/bank-statements/matches"),
    ).toEqual({ line: "2026120300017", donation_id: 90251 });
    await expect(await main.findByText("Donation 90251 is paid.")).toBeVisible();
  },
};

/** Another amount than the donation owes: said under the line's box, which keeps the number. */
export const MatchRefused: Story = {
  args: {
    overrides: {
      ...withLines(LINES),
      matchBankStatementLine: answer(400, {
        code: 400,
        message: { donation_id: "bank_statement.error.amount_differs" },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const ana = within(await main.findByRole("article", { name: "€33.00 from Ana Lima" }));
    const box = ana.getByRole("textbox", { name: "Donation number to pay with €33.00" });
    await userEvent.type(box, "90252");
    await userEvent.click(ana.getByRole("button", { name: "Match" }));
    await expect(
      await ana.findByText(/not what this donation owes \(its amount and tip\)/),
    ).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue("90252");
  },
};

/**
 * A CSV export with its mapping: the file and the columns go as one multipart request, and the
 * page says what the statement's lines did.
 */
export const ImportsCsv: Story = {
  args: {
    overrides: {
      ...withLines(LINES),
      importBankStatement: {
        response: { imported: 4, repeated: 2, matched: 3, lines: [] },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(
      input,
      new File(["Date,Amount,Details\n2026-12-03,33.00,Gift\n"], "export.csv", {
        type: "text/csv",
      }),
    );
    await expect(await main.findByText("Chosen: export.csv")).toBeVisible();
    await userEvent.type(main.getByRole("textbox", { name: "Amount column" }), "Amount");
    await userEvent.type(main.getByRole("textbox", { name: "Reference column" }), "Details");
    await userEvent.type(
      main.getByRole("textbox", { name: "Or one currency for every line (EUR)" }),
      "EUR",
    );
    await userEvent.click(main.getByRole("button", { name: "Import" }));
    await expectCall(args.onRequest as never, "POST /api/v2/admin/bank-statements");
    const request = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.method === "POST");
    const form = await request?.clone().formData();
    await expect(form?.get("amount_column")).toBe("Amount");
    await expect(form?.get("reference_column")).toBe("Details");
    await expect(form?.get("currency")).toBe("EUR");
    await expect(form?.has("date_column")).toBe(false);
    await expect((form?.get("file") as File | null)?.name).toBe("export.csv");
    await expect(
      await main.findByText(
        "New lines: 4. Paid a donation: 3. Waiting for you: 1. Imported before: 2.",
      ),
    ).toBeVisible();
  },
};

/** No file chosen: said, and nothing is sent. */
export const ImportNeedsFile: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await userEvent.click(main.getByRole("button", { name: "Import" }));
    await expect(await main.findByText("Choose the statement’s file.")).toBeVisible();
    await expect(calls(args.onRequest as never).filter((call) => call.startsWith("POST"))).toEqual(
      [],
    );
  },
};

/** Every line paid its donation. */
export const NothingOpen: Story = {
  args: { overrides: withLines([]) },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      await main.findByRole("heading", { level: 3, name: "Every line paid a donation" }),
    ).toBeVisible();
  },
};

/** Bank transfers on the sandbox: no form, and how to take them into the platform's account. */
export const TransfersOff: Story = {
  args: { overrides: withLines([], false) },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText("Bank transfers go to the sandbox")).toBeVisible();
    await expect(main.getByText(/BANK_TRANSFER_IBAN/)).toBeVisible();
    await expect(main.queryByRole("button", { name: "Import" })).toBeNull();
  },
};
