import type { Campaign, User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const campaign = mockExample("fetchCampaign").response as Campaign;
const me = mockExample("getCurrentUser").response as User;
/** A member who is not the campaign's owner (the contract's user 42 owns it). */
const stranger = { response: { ...me, id: 77, username: "ivan.ivanov", name: "Иван Иванов" } };
const withCampaign = (patch: Partial<Campaign>) => ({ response: { ...campaign, ...patch } });

const meta = {
  title: "Web/Pages/Campaign/Page",
  component: PageStory,
  args: { path: "/campaign/help-maria-walk-again" },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's toasts (a region outside the page's main, in the document's body). */
const toasts = async () =>
  within(await within(document.body).findByRole("region", { name: /Notifications/ }));

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("main"));

/** A guest on a verified campaign: story, raised of goal, donate, follow (log in first), owner. */
export const Verified: Story = {
  parameters: { screenshot: { dark: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Help Maria walk again" }),
    ).toBeVisible();
    await expect(
      page.getByText("Maria needs six months of rehabilitation after her accident."),
    ).toBeVisible();
    await expect(page.getByText("€18,340.50")).toBeVisible();
    await expect(page.getByText("raised of €25,000.00")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "73% of the goal raised" })).toBeVisible();
    await expect(page.getByText("412")).toBeVisible();
    await expect(page.getByText("318")).toBeVisible();
    await expect(page.getByRole("link", { name: "Donate now" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/donate",
    );
    // A guest's Follow opens the registration prompt, whose ways in bring them back here.
    await userEvent.click(page.getByRole("button", { name: "Follow" }));
    const prompt = await within(document.body).findByRole("dialog", { name: "Join Causeway" });
    await expect(
      within(prompt).getByRole("link", { name: "Continue with e-mail" }),
    ).toHaveAttribute("href", "/sign-up?redirect=%2Fcampaign%2Fhelp-maria-walk-again");
    await expect(within(prompt).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fcampaign%2Fhelp-maria-walk-again",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(page.getByRole("link", { name: "Мария Петрова" })).toHaveAttribute(
      "href",
      "/maria.petrova",
    );
    await expect(page.getByRole("link", { name: "Health" })).toHaveAttribute(
      "href",
      "/campaign/categories/health",
    );
    await expect(page.getByText("Verified")).toBeVisible();
  },
};

/** Hovered, the primary "Donate now" keeps its label's colour (it once turned it primary on primary). */
export const DonateHovered: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const donate = await page.findByRole("link", { name: "Donate now" });
    const before = getComputedStyle(donate).color;
    await userEvent.hover(donate);
    await waitFor(() => expect(donate).toHaveAttribute("data-hovered"));
    await expect(getComputedStyle(donate).color).toBe(before);
    await expect(getComputedStyle(donate).color).not.toBe(getComputedStyle(donate).backgroundColor);
  },
};

/** Not verified yet: no donate button, and the reason is said. */
export const Unverified: Story = {
  args: { overrides: { fetchCampaign: withCampaign({ verified: false }) } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByText("This campaign cannot receive donations until it is verified."),
    ).toBeVisible();
    await expect(page.queryByRole("link", { name: "Donate now" })).toBeNull();
    await expect(page.getByText("Not verified yet")).toBeVisible();
  },
};

/** A finished campaign takes no more donations. */
export const Finished: Story = {
  args: { overrides: { fetchCampaign: withCampaign({ finished: true }) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByText("This campaign no longer takes donations.")).toBeVisible();
    await expect(page.queryByRole("link", { name: "Donate now" })).toBeNull();
    await expect(page.getByText("Finished")).toBeVisible();
  },
};

/**
 * A member follows: POST /campaign/{id}/follow, the button says Following and a toast confirms;
 * a follow the server refuses says so in a toast and the button stays as it was.
 */
export const MemberFollows: Story = {
  args: { signedIn: true, onRequest: fn(), overrides: { getCurrentUser: stranger } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const follow = await page.findByRole("button", { name: "Follow" });
    await expect(follow).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(follow);
    await expect(await page.findByRole("button", { name: "Following" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(
      await (await toasts()).findByText(
        `You follow ${campaign.name}: its updates come to your feed.`,
      ),
    ).toBeVisible();
    const posts = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === "POST");
    await expect(new URL(posts[0]?.url ?? "").pathname).toBe("/api/v2/campaign/1042/follow");
  },
};

export const MemberFollowFails: Story = {
  args: {
    signedIn: true,
    overrides: {
      getCurrentUser: stranger,
      toggleCampaignFollow: () => Response.json({ code: 500, message: "Down" }, { status: 500 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Follow" }));
    await expect(
      await (await toasts()).findByText(
        "Following could not be changed. Check your connection and try again.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Follow" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};

/** Share copies the link, says so in a toast, and counts the share (PUT add-share-count). */
export const Share: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvasElement, args }) => {
    const write = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    try {
      const page = await main(canvasElement);
      await userEvent.click(await page.findByRole("button", { name: "Share" }));
      await expect(write).toHaveBeenCalledWith(expect.stringMatching(/\/campaign\/[\w-]+$/));
      const region = await toasts();
      await expect(await region.findByText("Link copied")).toBeVisible();
      await expect(region.getByText("Paste it anywhere to share the campaign.")).toBeVisible();
      await waitFor(() =>
        expect(
          (args.onRequest as ReturnType<typeof fn>).mock.calls.some(
            ([request]) =>
              (request as Request).method === "PUT" &&
              (request as Request).url.endsWith("/api/v2/campaign/1042/add-share-count"),
          ),
        ).toBe(true),
      );
    } finally {
      write.mockRestore();
    }
  },
};

/** No clipboard (a refused permission): the toast says to copy the address instead. */
export const ShareWithoutClipboard: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const write = spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    try {
      const page = await main(canvasElement);
      await userEvent.click(await page.findByRole("button", { name: "Share" }));
      await expect(
        await (await toasts()).findByText(
          "The link could not be copied. Copy it from the address bar.",
        ),
      ).toBeVisible();
    } finally {
      write.mockRestore();
    }
  },
};

/** The owner is sent to their dashboard; the public page is never shown to them. */
export const OwnerRedirected: Story = {
  args: { signedIn: true, onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector("[aria-busy=true]")).toBeNull());
    await expect(page.queryByRole("link", { name: "Donate now" })).toBeNull();
    await expect(page.queryByText("The story")).toBeNull();
  },
};

/** An unknown campaign is the not-found page. */
export const NotFound: Story = {
  args: {
    path: "/campaign/no-such-campaign",
    overrides: {
      fetchCampaign: () => Response.json({ code: 404, message: "Not found" }, { status: 404 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
  },
};

/** Any other failure: an error with a retry. */
export const LoadError: Story = {
  args: {
    overrides: {
      fetchCampaign: () => Response.json({ code: 500, message: "Server error" }, { status: 500 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This campaign could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** While it loads: placeholders, marked busy. */
export const Loading: Story = {
  args: { mode: "loading" },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull(),
    );
  },
};

/** The story is rendered from allowed markup only: no script, no handler, no javascript: link. */
export const StoryMarkupIsSafe: Story = {
  args: {
    overrides: {
      fetchCampaign: withCampaign({
        content:
          '<h2>Why</h2><p>Hello <strong>friends</strong><script>window.hacked=1</script></p><img src="x" onerror="window.hacked=2"><p><a href="javascript:window.hacked=3">click</a> <a href="https://example.org/x">site</a></p><ul><li>one</li></ul>',
      }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 2, name: "Why" })).toBeVisible();
    await expect(page.getByText("friends")).toBeVisible();
    await expect(canvasElement.querySelector("main script")).toBeNull();
    await expect(canvasElement.querySelector("main [onerror]")).toBeNull();
    await expect(page.queryByRole("link", { name: "click" })).toBeNull();
    await expect(page.getByText("click")).toBeVisible();
    await expect(page.getByRole("link", { name: /site/ })).toHaveAttribute(
      "href",
      "https://example.org/x",
    );
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
  },
};

/** In Bulgarian the campaign's category is named in Bulgarian, not as the server stores it. */
export const CategoryInBulgarian: Story = {
  globals: { locale: "bg" },
  args: {
    overrides: {
      fetchCampaign: withCampaign({
        category: { id: 3, name: "Health", slug: "health", type: "category", status: "active" },
      }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const link = await page.findByRole("link", { name: "Здраве" });
    await expect(link).toHaveAttribute("href", "/campaign/categories/health");
    await expect(page.queryByRole("link", { name: "Health" })).toBeNull();
  },
};
