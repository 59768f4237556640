import type { User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../testing/PageStory";

const me = mockExample("getCurrentUser").response as User;

const meta = {
  title: "Web/Pages/Home",
  component: PageStory,
  args: { path: "/" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the pitch, statistics, features, trust club, categories and featured campaigns. */
export const Guest: Story = {
  parameters: { screenshot: { dark: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Raise money for what matters to you" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a campaign" })).toHaveAttribute(
      "href",
      "/campaign/create",
    );
    const stats = page.getByRole("region", { name: "Causeway in numbers" });
    for (const [value, label] of [
      ["0%", "platform fee"],
      ["135+", "currencies"],
      ["195+", "countries"],
      ["14", "languages"],
    ] as const) {
      await expect(within(stats).getByText(value)).toBeVisible();
      await expect(within(stats).getByText(label)).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3, name: "No platform fee" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The trust club" })).toBeVisible();
    // Categories (not diseases) link to their campaign lists.
    const health = await page.findByRole("link", { name: /Health/ });
    await expect(health).toHaveAttribute("href", "/campaign/categories/health");
    await expect(page.queryByRole("link", { name: /Cerebral palsy/ })).toBeNull();
    // Featured campaigns: cards with name, raised of goal, donations and badges.
    const featured = page.getByRole("region", { name: "Featured campaigns" });
    await expect(
      await within(featured).findByRole("link", { name: "Help Maria walk again" }),
    ).toHaveAttribute("href", "/campaign/help-maria-walk-again");
    await expect(within(featured).getByText("€18,340.50 raised of €25,000.00")).toBeVisible();
    await expect(within(featured).getByText("412 donations")).toBeVisible();
    await expect(within(featured).getAllByText("Verified")).toHaveLength(1);
    await expect(within(featured).getByText("Urgent")).toBeVisible();
  },
};

/** In German the category links are named in German, not the server's English. */
export const GuestGerman: Story = {
  globals: { locale: "de" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const categories = await page.findByRole("region", { name: "Nach Kategorie stöbern" });
    await expect(
      await within(categories).findByRole("link", { name: /Gesundheit/ }),
    ).toHaveAttribute("href", "/campaign/categories/health");
    await expect(within(categories).queryByText("Health")).toBeNull();
  },
};

/** While the campaigns load, card-shaped placeholders mark the section busy. */
export const GuestLoading: Story = {
  args: { mode: "loading" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Raise money for what matters to you" }),
    ).toBeVisible();
    const featured = page.getByRole("region", { name: "Featured campaigns" });
    await expect(featured.querySelector("[aria-busy=true]")).not.toBeNull();
  },
};

/** Nothing featured, no categories: the featured section says so and categories are left out. */
export const GuestEmpty: Story = {
  args: { mode: "empty" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("No featured campaigns right now")).toBeVisible();
    // The categories answer on their own time: their skeleton goes, and no empty section stays.
    await waitFor(() =>
      expect(page.queryByRole("region", { name: "Browse by category" })).toBeNull(),
    );
  },
};

/** The featured campaigns fail: an error with a retry that asks again. */
export const GuestFeaturedError: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listFeaturedCampaigns: () =>
        Response.json({ code: 500, message: "Server error" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Featured campaigns could not be loaded" }),
    ).toBeVisible();
    const asked = () =>
      (args.onRequest as ReturnType<typeof fn>).mock.calls.filter(([request]) =>
        (request as Request).url.includes("/campaign-featured"),
      ).length;
    const before = asked();
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  },
};

/** A member who follows campaigns: their updates, newest first, each linking to its post. */
export const MemberFeed: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { dark: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Your feed" })).toBeVisible();
    await expect(
      await page.findByRole("link", { name: "Първа седмица рехабилитация" }),
    ).toHaveAttribute("href", "/campaign/help-maria-walk-again/first-week-of-rehabilitation");
    await expect(page.getByRole("link", { name: "An update from Lucía García" })).toBeVisible();
    await expect(page.getAllByRole("link", { name: "Help Maria walk again" })[0]).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(page.getByText("57 karma · 6 comments")).toBeVisible();
    // Two posts: fewer than a page, so nothing more to load.
    await expect(page.queryByRole("button", { name: "Show more posts" })).toBeNull();
  },
};

const post = (id: number) => ({
  id,
  slug: `update-${id}`,
  url: `/campaign/help-maria-walk-again/update-${id}`,
  title: `Update ${id}`,
  content: "<p>News.</p>",
  raw_content: "News.",
  date_added: 1763712000 - id * 3600,
  edited: false,
  user: { id: 42, username: "maria.petrova", name: "Мария Петрова", avatar: null },
  image: [],
  karma: 0,
  is_karmed: false,
  is_bookmarked: false,
  is_reported: false,
  is_anonymous: false,
  comments: 0,
  campaign: null,
});

/** A full page of 8 offers more; the next page asks offset 8 and is appended. */
export const MemberFeedLoadMore: Story = {
  args: {
    signedIn: true,
    onRequest: fn(),
    overrides: {
      getFeed: ({ request }: { request: Request }) => {
        const offset = Number(new URL(request.url).searchParams.get("offset") ?? 0);
        const count = offset === 0 ? 8 : 3;
        return Response.json({
          response: { posts: Array.from({ length: count }, (_, i) => post(offset + i + 1)) },
        });
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("link", { name: "Update 8" })).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Show more posts" }));
    await expect(await page.findByRole("link", { name: "Update 11" })).toBeVisible();
    const feedUrls = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === "/api/v2/campaign/feed");
    await expect(feedUrls.map((url) => url.searchParams.get("offset"))).toEqual(["0", "8"]);
    await waitFor(() => expect(page.queryByRole("button", { name: "Show more posts" })).toBeNull());
  },
};

/** A member who follows no campaign: discover (categories) and featured campaigns (000 §4). */
export const MemberFollowsNothing: Story = {
  args: {
    signedIn: true,
    overrides: {
      getCurrentUser: { response: { ...me, follows_campaigns: false } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Your feed" })).toBeVisible();
    await expect(await page.findByRole("heading", { name: "Discover campaigns" })).toBeVisible();
    await expect(await page.findByRole("link", { name: "Help Maria walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(page.getByRole("link", { name: "Start a campaign" })).toBeVisible();
  },
};

/** The feed fails: an error with a retry. */
export const MemberFeedError: Story = {
  args: {
    signedIn: true,
    overrides: {
      getFeed: () => Response.json({ code: 500, message: "Server error" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Your feed could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};
