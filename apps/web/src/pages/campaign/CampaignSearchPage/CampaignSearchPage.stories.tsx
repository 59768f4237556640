import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { pagedAnswer } from "../../../testing/post-fixtures";

const base = mockExample("search").results.campaigns[0] as Campaign;
const campaign = (id: number): Campaign => ({
  ...base,
  id,
  name: `Campaign ${id}`,
  url: `campaign-${id}`,
  images: [],
  video: null,
});

const meta = {
  title: "Web/Pages/Campaign/Search",
  component: PageStory,
  args: { path: "/campaign/search?words=maria" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("main"));
const searched = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === "/api/v2/search");

/** Campaigns whose name holds the words (GET /api/v2/search?filters=campaigns), as cards. */
export const Found: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Campaigns matching “maria”" }),
    ).toBeVisible();
    await expect(await page.findByRole("link", { name: "Help Maria walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(page.getByRole("status")).toHaveTextContent("2 results shown");
    const [first] = searched(args.onRequest);
    await expect(first?.searchParams.get("filters")).toBe("campaigns");
    await expect(first?.searchParams.get("limit")).toBe("8");
  },
};

/** Searching again puts the trimmed words in the URL. */
export const SearchAgain: Story = {
  args: { onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const box = await page.findByRole("searchbox", { name: "Campaign name" });
    await userEvent.clear(box);
    await userEvent.type(box, " tarifa ");
    await userEvent.click(page.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/search?words=tarifa"),
    );
  },
};

/** 11 matches: 8, then "Show more campaigns" asks offset 8 and adds 3. */
export const Paged: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      search: pagedAnswer(campaign, 11, (campaigns) => ({ results: { users: [], campaigns } })),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("link", { name: "Campaign 8" })).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Show more campaigns" }));
    await expect(await page.findByRole("link", { name: "Campaign 11" })).toBeVisible();
    await expect(searched(args.onRequest).map((url) => url.searchParams.get("offset"))).toEqual([
      "0",
      "8",
    ]);
    await waitFor(() =>
      expect(page.queryByRole("button", { name: "Show more campaigns" })).toBeNull(),
    );
  },
};

/** No words yet: the page asks for them and offers every campaign. */
export const NoWords: Story = {
  args: { path: "/campaign/search", onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Which campaign are you looking for?" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse all campaigns" })).toHaveAttribute(
      "href",
      "/campaign",
    );
    await expect(searched(args.onRequest)).toEqual([]);
  },
};

/** Nothing matches: said with the words. */
export const NothingFound: Story = {
  args: { path: "/campaign/search?words=zzzz", mode: "empty" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "No campaign matches “zzzz”" }),
    ).toBeVisible();
  },
};

/** The search fails: said, with a retry. */
export const SearchFails: Story = {
  args: {
    overrides: {
      search: () => Response.json({ code: 500, message: "Server error" }, { status: 500 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "The search could not be done" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Loading: card placeholders, marked busy. */
export const Loading: Story = {
  args: { mode: "loading" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot=campaign-grid-skeleton]")).not.toBeNull(),
    );
  },
};
