import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { campaignsAnswer } from "../CampaignPicker/campaign-fixtures";
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
      <div className="w-[32rem]">
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

async function fill(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Amount EUR" }), "250");
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

export const Clean: Story = {
  play: async ({ canvas }) => {
    const submit = canvas.getByRole("button", { name: "Transfer funds" });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription("Enter an amount greater than zero.");
  },
};

/** Amount, target and letter by keyboard; the payload is in minor units with an Idempotency-Key. */
export const FullSubmit: Story = {
  args: { api: { onRequest: (request) => void requests.push(request) } },
  play: async ({ canvas, canvasElement, args }) => {
    requests.length = 0;
    const submit = canvas.getByRole("button", { name: "Transfer funds" });
    await fill(canvas, canvasElement);
    await expect(submit).toBeEnabled();
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

export const Disabled: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Amount EUR" }), "5");
    await expect(
      canvas.getByRole("button", { name: "Transfer funds" }),
    ).toHaveAccessibleDescription("Choose the campaign to transfer to.");
  },
};
