import type { Campaign, User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const campaign = mockExample("fetchCampaign").response as Campaign;
const me = mockExample("getCurrentUser").response as User;

const meta = {
  title: "Web/Pages/Campaign/Donate",
  component: PageStory,
  args: { path: "/campaign/help-maria-walk-again/donate" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on a verified campaign: no site header, the campaign's name and the donate widget. */
export const Guest: Story = {
  // Screenshots of this page came out at different heights from run to run on the loaded machine.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Help Maria walk again" }),
    ).toBeVisible();
    await expect(
      await page.findByRole("heading", { level: 2, name: "Donate to Help Maria walk again" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the campaign" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    // A guest gives a name and an e-mail for the receipt.
    await expect(await page.findByRole("textbox", { name: /e-mail/i })).toBeVisible();
    await expect(page.queryByRole("navigation", { name: "Main" })).toBeNull();
  },
};

/** A member who is not the owner donates as themselves (no name or e-mail asked). */
export const Member: Story = {
  args: {
    signedIn: true,
    overrides: { getCurrentUser: { response: { ...me, id: 77, username: "ivan.ivanov" } } },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 2, name: "Donate to Help Maria walk again" }),
    ).toBeVisible();
    await expect(page.queryByRole("textbox", { name: /e-mail/i })).toBeNull();
  },
};

/** An unverified campaign takes no donations: back to the campaign page. */
export const UnverifiedGoesBack: Story = {
  args: { overrides: { fetchCampaign: { response: { ...campaign, verified: false } } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 2, name: "The story" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.queryByRole("heading", { name: /^Donate to/ })).toBeNull();
  },
};

/** The owner cannot donate to their own campaign: sent away, the widget never shows. */
export const OwnerSentAway: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector("[aria-busy=true]")).toBeNull());
    await expect(page.queryByRole("heading", { name: /^Donate to/ })).toBeNull();
  },
};

/** An unknown campaign is the not-found page. */
export const NotFound: Story = {
  args: {
    path: "/campaign/no-such-campaign/donate",
    overrides: {
      fetchCampaign: () => Response.json({ code: 404, message: "Not found" }, { status: 404 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
  },
};
