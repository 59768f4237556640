import type { Donation } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const donation = mockExample("getDonation").response as Donation;

const meta = {
  title: "Web/Pages/Campaign/Checkout",
  component: PageStory,
  args: {
    path: "/campaign/help-maria-walk-again/checkout?donation=90211&payment_id=pi_3QbX2eLkdIwHu7ix0Yt8aZQe",
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider with a processed payment: the thank-you, read with the payment id. */
export const Processed: Story = {
  args: { onRequest: fn() },
  // Screenshots of this page came out at different heights from run to run on the loaded machine.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your donation" }),
    ).toBeVisible();
    await expect(
      await page.findByRole("heading", { name: "Thank you, Lucía García!" }),
    ).toBeVisible();
    await expect(page.getByText("You gave €50.00 to Help Maria walk again.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the campaign" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(page.queryByRole("navigation", { name: "Main" })).toBeNull();
    const asked = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .find((url) => url.pathname === "/api/v2/donation/90211");
    await expect(asked?.searchParams.get("payment_id")).toBe("pi_3QbX2eLkdIwHu7ix0Yt8aZQe");
  },
};

/** Still PROCESSING: the confirming view (asked again until it is processed). */
export const Processing: Story = {
  args: {
    overrides: { getDonation: { response: { ...donation, payment_status: "PROCESSING" } } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Confirming your payment…" }),
    ).toBeVisible();
  },
};

/** Opened without a donation: says so, with a way back. */
export const NoDonation: Story = {
  args: { path: "/campaign/help-maria-walk-again/checkout" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("There is no donation to show")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the campaign" })).toBeVisible();
  },
};

/** The donation cannot be read (a wrong payment id): an error with a retry. */
export const Refused: Story = {
  args: {
    overrides: {
      getDonation: () => Response.json({ code: 403, message: "Forbidden" }, { status: 403 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Your donation could not be shown" }),
    ).toBeVisible();
    await waitFor(() => expect(page.getByRole("button", { name: "Try again" })).toBeVisible());
  },
};
