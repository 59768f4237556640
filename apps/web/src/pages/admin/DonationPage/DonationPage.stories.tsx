import type { StaffDonationDetail } from "@causeway/api-client";
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
  signedInAs,
} from "../shared/story-helpers";

const BASE = mockExample("getStaffDonation").response as StaffDonationDetail;
const HEADING = "Donation 90211";
const REFUNDS = "/api/v2/admin/donations/90211/refunds";

/** The donation answered for the page, changed by `changes`. */
const withDonation = (
  donation: Partial<StaffDonationDetail["donation"]>,
  changes: Partial<StaffDonationDetail> = {},
) => ({
  ...signedInAs(ADMIN),
  getStaffDonation: {
    response: { ...BASE, ...changes, donation: { ...BASE.donation, ...donation } },
  },
});

const meta = {
  title: "Web/Pages/Admin/Donation",
  component: PageStory,
  args: {
    path: "/admincp/donations/90211",
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
 * A card donation, €20.00 of it refunded already: what was paid (€55.00 with the €5.00 tip), what
 * still counts for the campaign, the donor and the payment; the earlier refund; and the form,
 * ready to give back all that is left (€35.00).
 */
export const PartlyRefunded: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(main.getByText("Partly refunded")).toBeVisible();
    await expect(main.getByText("€55.00")).toBeVisible();
    await expect(main.getByText("€30.00")).toBeVisible();
    await expect(main.getByText("lucia.garcia@example.es")).toBeVisible();
    const refunds = within(main.getByRole("region", { name: "Refunds" }));
    await expect(refunds.getByText("The donor gave twice by mistake.")).toBeVisible();
    await expect(refunds.getByText("Done")).toBeVisible();
    const form = within(main.getByRole("region", { name: "Give money back" }));
    await expect(form.getByRole("textbox", { name: "Amount to refund (EUR)" })).toHaveValue(
      "35.00",
    );
    await expect(
      form.getByRole("textbox", { name: "Amount to refund (EUR)" }),
    ).toHaveAccessibleDescription(
      "At most €35.00. Taken from the donation first, then from the tip.",
    );
    await expect(calls(args.onRequest as never)).toContain("GET /api/v2/admin/donations/90211");
  },
};

/**
 * Staff type €12.50 and a reason, confirm the amount and the donor, and the refund is sent once
 * (in minor units, with an Idempotency-Key); the page says it is done.
 */
export const Refunds: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const form = within(main.getByRole("region", { name: "Give money back" }));
    const amount = form.getByRole("textbox", { name: "Amount to refund (EUR)" });
    await userEvent.clear(amount);
    await userEvent.type(amount, "12.50");
    await userEvent.type(form.getByRole("textbox", { name: "Reason" }), "Asked by the donor");
    await userEvent.click(form.getByRole("button", { name: "Refund" }));
    const confirm = await findConfirmation("Refund €12.50 to Lucía García?");
    await expect(confirm.getByText(/goes back through Card \(Stripe\)/)).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Refund €12.50" }));
    await expectCall(args.onRequest as never, `POST ${REFUNDS}`);
    await expect(await lastBody(args.onRequest as never, "POST", REFUNDS)).toEqual({
      amount: 1250,
      reason: "Asked by the donor",
    });
    const request = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([r]) => r as Request)
      .find((r) => r.method === "POST");
    await expect(request?.headers.get("Idempotency-Key")).toBeTruthy();
    await expect(await main.findByText("€12.50 refunded.")).toBeVisible();
    await expect(
      calls(args.onRequest as never).filter((call) => call.startsWith("POST")),
    ).toHaveLength(1);
  },
};

/** Nothing typed right: each field says why, in the staff member's words, and nothing is sent. */
export const RefundInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const form = within(main.getByRole("region", { name: "Give money back" }));
    const amount = form.getByRole("textbox", { name: "Amount to refund (EUR)" });
    await userEvent.clear(amount);
    await userEvent.type(amount, "40");
    await userEvent.click(form.getByRole("button", { name: "Refund" }));
    await expect(await form.findByText("That is more than is left to refund.")).toBeVisible();
    await expect(form.getByText("Say why the money is given back.")).toBeVisible();
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveValue("40");
    await expect(calls(args.onRequest as never).filter((call) => call.startsWith("POST"))).toEqual(
      [],
    );
  },
};

/** The campaign has withdrawn the money: the server refuses, the form says why and keeps it all. */
export const RefundWithdrawn: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      refundDonation: answer(400, { code: 400, message: { amount: "refund.error.withdrawn" } }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const form = within(main.getByRole("region", { name: "Give money back" }));
    await userEvent.type(form.getByRole("textbox", { name: "Reason" }), "Asked by the donor");
    await userEvent.click(form.getByRole("button", { name: "Refund" }));
    await userEvent.click(
      (await findConfirmation(/Refund €35\.00/)).getByRole("button", { name: "Refund €35.00" }),
    );
    await expect(
      await form.findByText(/The campaign has already withdrawn this money/),
    ).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Reason" })).toHaveValue("Asked by the donor");
  },
};

/** A bank transfer: staff send the money back themselves; the form and the confirmation say so. */
export const BankTransfer: Story = {
  args: {
    overrides: withDonation(
      { payment_method: "BANK", payment_id: "RF47 0000 9021 1", refunded: 0, amount: 5000 },
      { refunds: [], refundable: 5500 },
    ),
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(main.getByText("Paid")).toBeVisible();
    await expect(
      main.getByText(/send the money back to the donor’s account yourself/),
    ).toBeVisible();
    await expect(main.getByText("Nothing has been refunded.")).toBeVisible();
  },
};

/** Refunded in full: no form, and the refunds say who made them. */
export const Refunded: Story = {
  args: {
    overrides: withDonation(
      { payment_status: "REFUNDED", refunded: 5500, amount: 0, tip: 0, certificate: null },
      {
        refundable: 0,
        refunds: [
          {
            ...(BASE.refunds[0] as StaffDonationDetail["refunds"][number]),
            id: 312,
            amount: 3500,
            by_staff: false,
            reason: "requested_by_customer",
            provider_refund_id: "re_3QbXdashboard",
          },
          ...BASE.refunds,
        ],
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const header = within(
      main.getByRole("heading", { level: 1, name: HEADING }).parentElement as HTMLElement,
    );
    await expect(header.getByText("Refunded")).toBeVisible();
    await expect(main.getByText(/nothing is left to refund on this one/)).toBeVisible();
    await expect(main.queryByRole("button", { name: "Refund" })).toBeNull();
    await expect(main.getByText(/in the provider’s dashboard/)).toBeVisible();
  },
};

/**
 * A refund made in the provider's dashboard after the campaign withdrew the money: it is applied
 * (the money has left), and the page tells staff how much the campaign now owes.
 */
export const CampaignOwes: Story = {
  args: {
    overrides: withDonation(
      { refunded: 5500, payment_status: "REFUNDED", amount: 0, tip: 0 },
      {
        refundable: 0,
        campaign_owes: 3000,
        refunds: [
          {
            id: 7,
            amount: 5500,
            campaign_amount: 5000,
            campaign_tip: 500,
            reason: "",
            status: "SUCCEEDED",
            provider_refund_id: "re_3QbX9kLkdIwHu7ix0Rf1Nd1a",
            failure: null,
            by_staff: false,
            created_at: 1763726400,
          },
        ],
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      main.getByText("Its campaign owes €30.00 after a refund made at the payment provider."),
    ).toBeVisible();
    await expect(main.getByText(/the money had been withdrawn already/)).toBeVisible();
  },
};
