import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../testing/PageStory";

const meta = {
  title: "Web/Pages/NotFound",
  component: PageStory,
  args: { path: "/no/such/page" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown path: the 404 page inside the site's header, with a home link and the help centre. */
export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit the help centre" })).toHaveAttribute(
      "href",
      "https://help.causeway.example/",
    );
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  },
};

/** The home link leaves the 404 page without a full page load. */
export const HomeLink: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("link", { name: "Go to the home page" }));
    await waitFor(() =>
      expect(page.queryByRole("heading", { name: "This page does not exist" })).toBeNull(),
    );
  },
};
