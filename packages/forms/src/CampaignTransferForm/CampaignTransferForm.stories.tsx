import {
  MockApiProvider,
  type MockApiProviderProps,
  mockExample,
} from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { campaignsAnswer } from "../CampaignPicker/campaign-fixtures";
import { focusedErrorSummary, summaryLinkTexts } from "../shared/error-summary.story-helpers";
import { CampaignTransferForm } from "./CampaignTransferForm";

const CAMPAIGN = { id: 1042, currency: { id: 1, abbreviation: "EUR" } };

interface DemoProps {
  onSuccess?: () => void;
  onCancel?: () => void;
  api?: Omit<MockApiProviderProps, "children">;
}

function Demo({ onSuccess = () => {}, onCancel, api }: DemoProps) {
  return (
    <MockApiProvider {...api} overrides={{ listCampaigns: campaignsAnswer(), ...api?.overrides }}>
      <div className="cw:w-[32rem]">
        <CampaignTransferForm campaign={CAMPAIGN} onSuccess={onSuccess} onCancel={onCancel} />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/CampaignTransferForm",
  component: Demo,
  args: { onSuccess: fn(), onCancel: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const requests: Request[] = [];

async function fill(canvas: ReturnType<typeof within>, canvasElement: HTMLElement, amount = "250") {
  await userEvent.type(canvas.getByRole("textbox", { name: "Amount EUR" }), amount);
  await userEvent.click(canvas.getByRole("combobox", { name: "Campaign to transfer to" }));
  await userEvent.keyboard("help");
  const listbox = await body(canvasElement).findByRole("listbox");
  await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2), {
    timeout: 3000,
  });
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await userEvent.type(
    canvas.getByRole("textbox", { name: "Motivational letter" }),
    "We fight the same illness.",
  );
}

/** The campaign's figures before anything is typed: tax, total, available, the most to move. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Transfer funds" })).toBeEnabled();
    await waitFor(() =>
      expect(canvas.getByText("Available").nextElementSibling).toHaveTextContent("€11,900.00"),
    );
    await expect(
      canvas.getByText("You can ask for up to €10,877.00 (€11,899.44 with the fee)."),
    ).toBeVisible();
  },
};

/** €901 available (the balance of GET .../summary). */
const SUMMARY_901 = () => {
  const answer = mockExample("getCampaignSummary");
  answer.response.available_amount = 90100;
  return Response.json(answer);
};

/**
 * €900 of €901: with the tax it does not fit. The form says so as the amount is typed, and a
 * submit sends nothing: the summary takes focus and names the amount.
 */
export const OverAvailable: Story = {
  args: {
    api: {
      overrides: { getCampaignSummary: SUMMARY_901 },
      onRequest: (request) => void requests.push(request),
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    requests.length = 0;
    await waitFor(() =>
      expect(canvas.getByText("Available").nextElementSibling).toHaveTextContent("€901.00"),
    );
    await fill(canvas, canvasElement, "900");
    await expect(canvas.getByText("Total").nextElementSibling).toHaveTextContent("€984.60");
    await expect(
      canvas.getByText("More than is available: at most €823.00 (€900.36 with the fee)."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Transfer funds" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole("link")).toHaveTextContent(
      "The amount plus the withdrawal fee is more than the available balance.",
    );
    await expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
    await expect(args.onSuccess).not.toHaveBeenCalled();
    // The most that fits goes through.
    const amount = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.clear(amount);
    await userEvent.type(amount, "823");
    await expect(canvas.getByText(/You can ask for up to €823\.00/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Transfer funds" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
  },
};

/** Nothing filled: the submit sends nothing, the summary takes focus and lists the three. */
export const SubmitEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Transfer funds" }));
    const summary = await focusedErrorSummary(canvas);
    await expect(summaryLinkTexts(summary)).toEqual([
      "Enter an amount greater than zero.",
      "Choose the campaign to transfer to.",
      "Write a message for the other campaign.",
    ]);
    await userEvent.click(within(summary).getAllByRole("link")[1] as HTMLElement);
    await expect(canvas.getByRole("combobox", { name: "Campaign to transfer to" })).toHaveFocus();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Amount, target and letter by keyboard; the payload is in minor units with an Idempotency-Key. */
export const FullSubmit: Story = {
  args: { api: { onRequest: (request) => void requests.push(request) } },
  play: async ({ canvas, canvasElement, args }) => {
    requests.length = 0;
    const submit = canvas.getByRole("button", { name: "Transfer funds" });
    await fill(canvas, canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const sent = requests.find(
      (r) => new URL(r.url).pathname === "/api/v2/campaign/transfer-funds",
    );
    await expect(sent?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    await expect(await sent?.json()).toEqual({
      amount: 25000,
      campaign_from: 1042,
      campaign_to: 2001,
      currency: 1,
      quote: null,
      motivational_message: "We fight the same illness.",
    });
  },
};

/** The transfer form in German: target and letter picked and written, the amount as typed. */
async function fillGerman(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  await userEvent.click(canvas.getByRole("combobox", { name: "Kampagne, an die überwiesen wird" }));
  await userEvent.keyboard("help");
  const listbox = await body(canvasElement).findByRole("listbox");
  await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2), {
    timeout: 3000,
  });
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await userEvent.type(canvas.getByRole("textbox", { name: "Begleitschreiben" }), "Gemeinsam.");
}

/**
 * Issue 25, in German: "150,25" is no whole amount. The submit sends nothing, the summary and the
 * box say why in German, and the box keeps what was typed; "1.234" then goes as 1 234 €.
 */
export const GermanAmounts: Story = {
  globals: { locale: "de" },
  args: { api: { onRequest: (request) => void requests.push(request) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    requests.length = 0;
    await fillGerman(canvas, canvasElement);
    const amount = canvas.getByRole("textbox", { name: "Betrag EUR" });
    await userEvent.type(amount, "150,25");
    await userEvent.click(canvas.getByRole("button", { name: "Geld überweisen" }));
    const summary = await focusedErrorSummary(canvas);
    const message =
      "Geben Sie einen ganzen Betrag ein: Nachkommastellen werden hier nicht angenommen.";
    await expect(summaryLinkTexts(summary)).toEqual([message]);
    await expect(amount).toHaveValue("150,25");
    await expect(amount).toHaveAccessibleDescription(message);
    await expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
    // "-50" is refused as negative, never sent as 50.
    await userEvent.tripleClick(amount);
    await userEvent.keyboard("-50");
    await userEvent.click(canvas.getByRole("button", { name: "Geld überweisen" }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        "Geben Sie den Betrag ohne Vorzeichen ein: Ein negativer Betrag wird abgelehnt.",
      ),
    );
    await expect(amount).toHaveValue("-50");
    await expect(requests.filter((r) => r.method === "POST")).toHaveLength(0);
    // The German thousands separator is understood: 1.234 is 1 234 €, sent in cents.
    await userEvent.tripleClick(amount);
    await userEvent.keyboard("1.234");
    await userEvent.click(canvas.getByRole("button", { name: "Geld überweisen" }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    const sent = requests.find(
      (r) => new URL(r.url).pathname === "/api/v2/campaign/transfer-funds",
    );
    await expect(await sent?.json()).toMatchObject({ amount: 123400 });
  },
};

export const ServerFieldErrors: Story = {
  args: {
    api: {
      overrides: {
        transferFunds: () =>
          Response.json(
            { code: 400, message: { campaign_to: "forms.error.same_campaign" } },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await fill(canvas, canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Transfer funds" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      canvas.getByRole("combobox", { name: "Campaign to transfer to" }),
    ).toHaveAccessibleDescription(/Choose a campaign other than this one\./);
  },
};
