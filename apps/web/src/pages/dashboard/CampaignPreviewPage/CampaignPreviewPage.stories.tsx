import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { findMain } from "../../account/story-helpers";

const CAMPAIGN = mockExample("fetchCampaign").response as Campaign;

const meta = {
  title: "Web/Pages/Dashboard/Preview",
  component: PageStory,
  args: {
    path: "/campaign/help-maria-walk-again/dashboard/preview",
    signedIn: true,
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner sees the campaign as visitors do, with the ways to change it. */
export const Owner: Story = {
  // The page is taller than the screen the shot is taken in (the part below comes out blank);
  // the play function checks what it shows.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Preview" })).toBeVisible();
    await expect(page.getByText("Only you see this preview")).toBeVisible();
    const preview = page.getByRole("article");
    await expect(
      within(preview).getByRole("heading", { level: 2, name: "Help Maria walk again" }),
    ).toBeVisible();
    await expect(within(preview).getByText("€18,340.50")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit the beneficiary" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/edit-beneficent",
    );
  },
};

/** Another member is sent to the campaign page. */
export const NotOwner: Story = {
  args: {
    overrides: {
      fetchCampaign: {
        response: {
          ...CAMPAIGN,
          created_by: { id: 7, username: "elena", name: "Elena", avatar: null },
        },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/help-maria-walk-again"),
    );
  },
};

/** While the campaign loads: placeholders and a spoken status. */
export const Loading: Story = {
  args: { overrides: { fetchCampaign: () => new Promise<Response>(() => {}) } },
  parameters: { screenshot: { target: "content" } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByText("Loading the campaign…")).toHaveAttribute("role", "status");
  },
};
