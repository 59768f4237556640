import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const meta = {
  title: "Web/Pages/Content/Short link",
  component: PageStory,
  args: { path: "/help/mrw42" },
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign's short link opens the campaign's page, looked up by its short code. */
export const OpensTheCampaign: Story = {
  args: { onNavigate: fn(), onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Help Maria walk again" }),
    ).toBeVisible();
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/campaign/help-maria-walk-again"),
    );
    const lookups = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === "/api/v2/campaign/fetch");
    await expect(lookups[0]?.searchParams.get("slug")).toBe("mrw42");
  },
};

/** A short code no campaign has is the 404 page. */
export const UnknownCode: Story = {
  args: {
    path: "/help/nothing",
    overrides: {
      fetchCampaign: () => Response.json({ code: 404, message: "Not found." }, { status: 404 }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", {
        level: 1,
        name: "This page does not exist",
      }),
    ).toBeVisible();
  },
};
