import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const meta = {
  title: "Web/Pages/Content/Success stories",
  component: PageStory,
  args: { path: "/success-stories" },
  parameters: {
    layout: "fullscreen",
    screenshot: { target: "content", fullHeight: true },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvas: HTMLElement) => within(await within(canvas).findByRole("main"));

/** Twelve stories, each a card with its summary whose title opens the story. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Success stories" }),
    ).toBeVisible();
    const list = within(page.getByRole("list", { name: "All success stories" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(12);
    await expect(
      list.getByRole("link", { name: "New kit for the Łódź youth football team" }),
    ).toHaveAttribute("href", "/success-stories/lodz-youth-football");
    await expect(list.getByText(/until their coach Anna asked the neighbourhood/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Start your own campaign" })).toHaveAttribute(
      "href",
      "/campaign/create",
    );
    await waitFor(() => expect(document.title).toBe("Success stories · Causeway"));
  },
};

/** A card opens its story on the client; the story leads back to the list. */
export const OpenAStory: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole("link", { name: "A guide dog for Camille" }));
    await expect(
      await page.findByRole("heading", { level: 1, name: "A guide dog for Camille" }),
    ).toBeVisible();
    await userEvent.click(page.getByRole("link", { name: "All success stories" }));
    await expect(
      await page.findByRole("heading", { level: 1, name: "Success stories" }),
    ).toBeVisible();
  },
};
