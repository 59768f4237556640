import type { Campaign, UserSummary } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { numberedPost, pagedAnswer } from "../../../testing/post-fixtures";

const meta = {
  title: "Web/Pages/Search",
  component: PageStory,
  args: { path: "/search?words=maria" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const found = mockExample("search").results;
const person = (id: number): UserSummary => ({
  ...(found.users[1] as UserSummary),
  id,
  username: `person.${id}`,
  name: `Person ${id}`,
});
const campaign = (id: number): Campaign => ({
  ...(found.campaigns[0] as Campaign),
  id,
  name: `Campaign ${id}`,
  url: `campaign-${id}`,
  images: [],
  video: null,
});

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("main"));
const searched = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname.endsWith("/search"));
const failing = () => Response.json({ code: 500, message: "Server error" }, { status: 500 });

/** A double space (issue 25): the words are searched, shown and kept in the URL with one space. */
export const DoubleSpace: Story = {
  args: { path: "/search?words=maria%20%20petrova", onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Results for “maria petrova”" }),
    ).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("maria petrova");
    await expect(
      within(page.getByRole("navigation", { name: "Show results" })).getByRole("link", {
        name: "People",
      }),
    ).toHaveAttribute("href", "/search?words=maria+petrova&filter=users");
    await page.findByRole("region", { name: "People" });
    const asked = searched(args.onRequest);
    await expect(asked.map((url) => url.searchParams.get("words"))).toEqual([
      "maria petrova",
      "maria petrova",
    ]);
  },
};

/** Every kind at once: campaigns, people and posts matching the words, each under its heading. */
export const All: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Results for “maria”" }),
    ).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("maria");
    const kinds = page.getByRole("navigation", { name: "Show results" });
    await expect(within(kinds).getByRole("link", { name: "All" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(kinds).getByRole("link", { name: "People" })).toHaveAttribute(
      "href",
      "/search?words=maria&filter=users",
    );
    const campaigns = await page.findByRole("region", { name: "Campaigns" });
    await expect(
      within(campaigns).getByRole("link", { name: "Help Maria walk again" }),
    ).toHaveAttribute("href", "/campaign/help-maria-walk-again");
    const people = page.getByRole("region", { name: "People" });
    await expect(within(people).getByRole("link", { name: "Мария Петрова" })).toHaveAttribute(
      "href",
      "/maria.petrova",
    );
    await expect(within(people).getByText("Organisation")).toBeVisible();
    const posts = await page.findByRole("region", { name: "Posts" });
    await expect(
      within(posts).getByRole("article", { name: "Първа седмица рехабилитация" }),
    ).toBeVisible();
    // Fewer than a page of each: no "see all".
    await expect(page.queryByRole("link", { name: /^See all/ })).toBeNull();
    const asked = searched(args.onRequest);
    await expect(asked.map((url) => url.searchParams.get("words"))).toEqual(["maria", "maria"]);
  },
};

/** A full page of a kind offers all of it. */
export const SeeAll: Story = {
  args: {
    overrides: {
      search: { results: { users: [], campaigns: [1, 2, 3, 4, 5, 6, 7, 8].map(campaign) } },
      searchPosts: { results: { posts: [] } },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("link", { name: "See all campaigns" })).toHaveAttribute(
      "href",
      "/search?words=maria&filter=campaigns",
    );
    await expect(page.queryByRole("region", { name: "People" })).toBeNull();
    await expect(page.queryByRole("region", { name: "Posts" })).toBeNull();
  },
};

/** People only (?filter=users), 8 at a time: "Show more people" asks offset 8 and adds the rest. */
export const PeoplePaged: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: {
    path: "/search?words=person&filter=users",
    onRequest: fn(),
    overrides: {
      search: pagedAnswer(person, 11, (users) => ({ results: { users, campaigns: [] } })),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const kinds = page.getByRole("navigation", { name: "Show results" });
    await expect(within(kinds).getByRole("link", { name: "People" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(await page.findByRole("link", { name: "Person 8" })).toHaveAttribute(
      "href",
      "/person.8",
    );
    await expect(page.getByRole("status")).toHaveTextContent("8 results shown");
    await userEvent.click(page.getByRole("button", { name: "Show more people" }));
    await expect(await page.findByRole("link", { name: "Person 11" })).toBeVisible();
    await waitFor(() =>
      expect(page.queryByRole("button", { name: "Show more people" })).toBeNull(),
    );
    const asked = searched(args.onRequest);
    await expect(asked.map((url) => url.searchParams.get("filters"))).toEqual(["users", "users"]);
    await expect(asked.map((url) => url.searchParams.get("offset"))).toEqual(["0", "8"]);
  },
};

/** Posts only (?filter=posts): GET /api/v1/search?filter=posts, paged the same way. */
export const PostsPaged: Story = {
  args: {
    path: "/search?words=update&filter=posts",
    overrides: { searchPosts: pagedAnswer(numberedPost, 10, (posts) => ({ results: { posts } })) },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("article", { name: "Update 8" })).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Show more posts" }));
    await expect(await page.findByRole("article", { name: "Update 10" })).toBeVisible();
  },
};

/** Searching again from the page keeps the kind and puts the words in the URL. */
export const SearchAgain: Story = {
  args: { path: "/search?words=maria&filter=campaigns", onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const box = await page.findByRole("searchbox", { name: "Search for" });
    await userEvent.clear(box);
    await userEvent.type(box, "  biblioteca tarifa {Enter}");
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith(
        "/search?words=biblioteca+tarifa&filter=campaigns",
      ),
    );
    await expect(
      await page.findByRole("heading", { level: 1, name: "Results for “biblioteca tarifa”" }),
    ).toBeVisible();
  },
};

/** Nothing matches: said with the words, and how to search better. */
export const NothingFound: Story = {
  args: { path: "/search?words=zzzz", mode: "empty" },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Nothing matches “zzzz”" }),
    ).toBeVisible();
    await expect(page.getByText("Check the spelling, or try other or fewer words.")).toBeVisible();
  },
};

/** No words yet: the page asks for them and asks the server nothing. */
export const NoWords: Story = {
  args: { path: "/search", onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What are you looking for?" })).toBeVisible();
    await expect(page.queryByRole("navigation", { name: "Show results" })).toBeNull();
    await expect(searched(args.onRequest)).toEqual([]);
  },
};

/** The server's search, failing until the story lets it answer. */
const flaky = { failing: true };

/** The search fails: said, with a retry. */
export const SearchFails: Story = {
  args: { path: "/search?words=maria&filter=campaigns", overrides: { search: failing } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "The search could not be done" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** A retry that works shows the results. */
export const RetryWorks: Story = {
  args: {
    path: "/search?words=maria&filter=campaigns",
    overrides: {
      search: () => (flaky.failing ? failing() : Response.json(mockExample("search"))),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    flaky.failing = true;
    const page = await main(canvasElement);
    const retry = await page.findByRole("button", { name: "Try again" });
    // The server answers again from now on.
    flaky.failing = false;
    await userEvent.click(retry);
    await expect(await page.findByRole("link", { name: "Help Maria walk again" })).toBeVisible();
  },
};

/** Loading: placeholders under each heading, marked busy. */
export const Loading: Story = {
  args: { mode: "loading" },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 2, name: "Campaigns" })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll("main [aria-busy=true]").length).toBeGreaterThan(1),
    );
  },
};

/** The header's search: Enter lands here with the words, and the results show. */
export const FromTheHeader: Story = {
  args: { path: "/", onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    // The header's field comes by itself (a deferred part), a moment after the page.
    const box = await page.findByRole(
      "combobox",
      { name: "Search campaigns and people" },
      { timeout: 5000 },
    );
    await userEvent.type(box, "maria{Enter}");
    await waitFor(() => expect(args.onNavigate).toHaveBeenLastCalledWith("/search?words=maria"));
    const content = await main(canvasElement);
    await expect(
      await content.findByRole("heading", { level: 1, name: "Results for “maria”" }),
    ).toBeVisible();
    const campaigns = await content.findByRole("region", { name: "Campaigns" });
    await expect(
      await within(campaigns).findByRole("link", { name: "Help Maria walk again" }),
    ).toBeVisible();
  },
};
