import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const meta = {
  title: "Web/Pages/Campaign/Categories",
  component: PageStory,
  args: { path: "/campaign/categories" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("main"));

/** Every category and disease, each linking to its campaigns. */
export const AllCategories: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
    await expect(await page.findByRole("link", { name: /Health/ })).toHaveAttribute(
      "href",
      "/campaign/categories/health",
    );
    await expect(page.getByRole("link", { name: /Cerebral palsy/ })).toHaveAttribute(
      "href",
      "/campaign/diseases/cerebral-palsy",
    );
  },
};

/** A category: its name and its trending campaigns, asked 10 a page by category slug. */
export const OneCategory: Story = {
  args: { path: "/campaign/categories/health", onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Health" })).toBeVisible();
    await expect(await page.findByRole("link", { name: "Help Maria walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    const asked = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .find((url) => url.pathname === "/api/v2/campaign-trending/by-category");
    await expect(asked?.searchParams.get("category")).toBe("health");
    await expect(asked?.searchParams.get("limit")).toBe("10");
  },
};

/** A disease asks by disease_slug. */
export const OneDisease: Story = {
  args: { path: "/campaign/diseases/cerebral-palsy", onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Cerebral palsy" }),
    ).toBeVisible();
    await page.findByRole("link", { name: "Help Maria walk again" });
    const asked = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .find((url) => url.pathname === "/api/v2/campaign-trending/by-category");
    await expect(asked?.searchParams.get("disease_slug")).toBe("cerebral-palsy");
  },
};

/** An unknown category is the not-found page. */
export const UnknownCategory: Story = {
  args: { path: "/campaign/categories/no-such-category" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
  },
};

/** A category without campaigns says so and offers to start one. */
export const EmptyCategory: Story = {
  args: {
    path: "/campaign/categories/health",
    overrides: { listTrendingCampaignsByCategory: { response: { campaigns: [], total: 0 } } },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByText("No campaigns here yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a campaign" })).toHaveAttribute(
      "href",
      "/campaign/create",
    );
  },
};

/** In Bulgarian the categories and diseases are named in Bulgarian, not the server's English. */
export const AllCategoriesBulgarian: Story = {
  globals: { locale: "bg" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Категории" })).toBeVisible();
    await expect(await page.findByRole("link", { name: /Здраве/ })).toHaveAttribute(
      "href",
      "/campaign/categories/health",
    );
    await expect(page.getByRole("link", { name: /Детска церебрална парализа/ })).toHaveAttribute(
      "href",
      "/campaign/diseases/cerebral-palsy",
    );
    await expect(page.queryByText("Health")).toBeNull();
  },
};

/** In German a category's page is headed by its German name. */
export const OneCategoryGerman: Story = {
  globals: { locale: "de" },
  args: { path: "/campaign/categories/health" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Gesundheit" })).toBeVisible();
  },
};
