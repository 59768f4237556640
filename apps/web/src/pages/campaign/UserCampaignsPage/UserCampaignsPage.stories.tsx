import type { Campaign, User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { pagedAnswer } from "../../../testing/post-fixtures";

const maria = mockExample("getUser").response as User;
const base = mockExample("listCampaigns").response.campaigns[0] as Campaign;
const campaign = (id: number): Campaign => ({
  ...base,
  id,
  name: `Campaign ${id}`,
  url: `campaign-${id}`,
  images: [],
  video: null,
});

const meta = {
  title: "Web/Pages/Campaign/UserCampaigns",
  component: PageStory,
  args: { path: "/campaign/user/42" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("main"));
const listed = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === "/api/v2/campaign");

/** A member's campaigns under their name, with the way to their profile. */
export const Campaigns: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Campaigns by Мария Петрова" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View profile" })).toHaveAttribute(
      "href",
      "/maria.petrova",
    );
    await expect(await page.findByRole("link", { name: "Help Maria walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(page.getByRole("status")).toHaveTextContent("2 campaigns");
    await expect(listed(args.onRequest)[0]?.searchParams.get("created_by")).toBe("42");
  },
};

/** Their own page, with none yet: an invitation to start one. */
export const OwnNone: Story = {
  args: {
    signedIn: true,
    overrides: {
      getUser: { response: maria },
      listCampaigns: { response: { campaigns: [], total: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your campaigns" }),
    ).toBeVisible();
    await expect(
      await page.findByRole("heading", { name: "You have not started a campaign yet" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a campaign" })).toHaveAttribute(
      "href",
      "/campaign/create",
    );
  },
};

/** Someone else's page, with none: said, no invitation. */
export const NoneYet: Story = {
  args: { overrides: { listCampaigns: { response: { campaigns: [], total: 0 } } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Мария Петрова has not started a campaign yet" }),
    ).toBeVisible();
    await expect(page.queryByRole("link", { name: "Start a campaign" })).toBeNull();
  },
};

/** 11 campaigns: 8, then "Show more campaigns" asks offset 8 and adds 3. */
export const Paged: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listCampaigns: pagedAnswer(campaign, 11, (campaigns) => ({
        response: { campaigns, total: 11 },
      })),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("link", { name: "Campaign 8" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent("11 campaigns");
    await userEvent.click(page.getByRole("button", { name: "Show more campaigns" }));
    await expect(await page.findByRole("link", { name: "Campaign 11" })).toBeVisible();
    await expect(listed(args.onRequest).map((url) => url.searchParams.get("offset"))).toEqual([
      "0",
      "8",
    ]);
  },
};

/** Nobody has that id: the 404 page. */
export const UnknownUser: Story = {
  args: {
    path: "/campaign/user/999999",
    overrides: {
      getUser: () => Response.json({ code: 404, message: "Not found" }, { status: 404 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
  },
};

/** The list fails: said, with a retry. */
export const ListFails: Story = {
  args: {
    overrides: {
      listCampaigns: () => Response.json({ code: 500, message: "Server error" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Campaigns could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Loading: the name's and the cards' placeholders, marked busy. */
export const Loading: Story = {
  args: { mode: "loading" },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull(),
    );
  },
};
