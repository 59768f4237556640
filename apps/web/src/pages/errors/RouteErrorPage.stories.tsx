import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { PageStory } from "../../testing/PageStory";

const meta = {
  title: "Web/Pages/ChunkFailed",
  component: PageStory,
  args: { path: "/campaign", brokenCode: true, onRequest: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page's code would not load (a deploy replaced the chunks, the network dropped): the error
 * page says so and offers a reload, never a blank screen; nothing is reported yet (only after
 * 120 s on screen, chunk-error.test.ts).
 */
export const ChunkFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page could not be loaded" }),
    ).toBeVisible();
    // The page's own words (the hidden notice for a site whose app failed says the same).
    await expect(
      page.getByText(/The site was updated or the connection dropped/, {
        ignore: "script, style, [hidden] *",
      }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
    const reports = () =>
      (args.onRequest as ReturnType<typeof fn>).mock.calls.filter(([request]) =>
        (request as Request).url.includes("/client-errors"),
      );
    await expect(reports()).toHaveLength(0);
  },
};
