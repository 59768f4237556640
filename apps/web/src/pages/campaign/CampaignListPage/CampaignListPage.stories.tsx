import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const base = mockExample("fetchCampaign").response as Campaign;
const campaign = (id: number): Campaign => ({
  ...base,
  id,
  name: `Campaign ${id}`,
  url: `campaign-${id}`,
  images: [],
  video: null,
});

const meta = {
  title: "Web/Pages/Campaign/List",
  component: PageStory,
  args: { path: "/campaign" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const listUrls = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === "/api/v2/campaign");

/** The "Sort by" select: a button naming the order the list is in. */
const sortBy = (page: ReturnType<typeof within>) => page.getByRole("button", { name: /Sort by/ });

/** The list: cards linking to each campaign, the search and the order the contract offers. */
export const List: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await expect(await page.findByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
    await expect(await page.findByRole("link", { name: "Help Maria walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(
      page.getByRole("link", { name: "Nueva biblioteca para la escuela de Tarifa" }),
    ).toHaveAttribute("href", "/campaign/nueva-biblioteca-tarifa");
    await expect(page.getByRole("status")).toHaveTextContent("2 campaigns");
    await expect(sortBy(page)).toHaveTextContent("Newest");
    const [first] = listUrls(args.onRequest);
    await expect(first?.searchParams.get("limit")).toBe("8");
    await expect(first?.searchParams.get("order_by")).toBe("date_added");
  },
};

/** Searching by name and sorting ask the server again with name and order_by. */
export const SearchAndSort: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await page.findByRole("link", { name: "Help Maria walk again" });
    await userEvent.type(page.getByRole("searchbox", { name: "Campaign name" }), "maria");
    await userEvent.click(page.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(listUrls(args.onRequest).at(-1)?.searchParams.get("name")).toBe("maria"),
    );
    await userEvent.click(sortBy(page));
    const options = within(await within(canvasElement.ownerDocument.body).findByRole("listbox"));
    // The three orders and nothing else: no empty "Select an option".
    await expect(options.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Newest",
      "Most raised",
      "Most followed",
    ]);
    await userEvent.click(options.getByRole("option", { name: "Most raised" }));
    // The order lives in the URL: the router's navigation (its loader first) shows it a tick later.
    await waitFor(() => expect(sortBy(page)).toHaveTextContent("Most raised"));
    await waitFor(() => {
      const last = listUrls(args.onRequest).at(-1);
      expect(last?.searchParams.get("order_by")).toBe("donated_amount");
      expect(last?.searchParams.get("name")).toBe("maria");
    });
  },
};

/** The URL's filter is applied on arrival (?name=, ?order=). */
export const FromUrl: Story = {
  args: { path: "/campaign?name=biblioteca&order=followers_count", onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await expect(await page.findByRole("searchbox", { name: "Campaign name" })).toHaveValue(
      "biblioteca",
    );
    await expect(sortBy(page)).toHaveTextContent("Most followed");
    await waitFor(() => {
      const first = listUrls(args.onRequest)[0];
      expect(first?.searchParams.get("name")).toBe("biblioteca");
      expect(first?.searchParams.get("order_by")).toBe("followers_count");
    });
  },
};

/** Loading: card placeholders, marked busy. */
export const Loading: Story = {
  args: { mode: "loading" },
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await expect(await page.findByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot=campaign-grid-skeleton]")).not.toBeNull(),
    );
  },
};

/** No campaigns at all. */
export const Empty: Story = {
  args: { mode: "empty" },
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await expect(await page.findByText("There are no campaigns yet")).toBeVisible();
  },
};

/** A name nobody matches says which name. */
export const NoMatch: Story = {
  args: { path: "/campaign?name=zzz", mode: "empty" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await expect(await page.findByText("No campaign matches “zzz”")).toBeVisible();
  },
};

/** The list fails: an error and a retry. */
export const LoadError: Story = {
  args: {
    overrides: {
      listCampaigns: () => Response.json({ code: 500, message: "Server error" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await expect(
      await page.findByRole("heading", { name: "Campaigns could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** 11 campaigns: 8, then "Show more campaigns" asks offset 8 and appends 3. */
export const LoadMore: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listCampaigns: ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get("offset") ?? 0);
        const ids = offset === 0 ? [1, 2, 3, 4, 5, 6, 7, 8] : [9, 10, 11];
        return Response.json({ response: { campaigns: ids.map(campaign), total: 11 } });
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(await within(canvasElement).findByRole("main"));
    await expect(await page.findByRole("link", { name: "Campaign 8" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent("11 campaigns");
    await userEvent.click(page.getByRole("button", { name: "Show more campaigns" }));
    await expect(await page.findByRole("link", { name: "Campaign 11" })).toBeVisible();
    await expect(listUrls(args.onRequest).map((url) => url.searchParams.get("offset"))).toEqual([
      "0",
      "8",
    ]);
    await waitFor(() =>
      expect(page.queryByRole("button", { name: "Show more campaigns" })).toBeNull(),
    );
  },
};
