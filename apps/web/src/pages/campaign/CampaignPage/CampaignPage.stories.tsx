import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { memoryShellStorage, ShellStorageProvider } from "../../../layout/shell-storage";
import { PageStory } from "../../../testing/PageStory";
import {
  admin,
  campaign,
  drawnCampaign,
  drawnUpdates,
  failing,
  inFavour,
  pagedDonations,
  pagedUpdates,
  photos,
  stranger,
  withCampaign,
} from "./story-fixtures";

const meta = {
  title: "Web/Pages/Campaign/Page",
  component: PageStory,
  args: {
    path: "/campaign/help-maria-walk-again",
    overrides: {
      fetchCampaign: { response: drawnCampaign },
      listCampaignPosts: drawnUpdates,
      listCampaignsInFavour: inFavour,
    },
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults every story keeps beside its own answers. */
const OVERRIDES = meta.args.overrides;

/** The site's toasts (a region outside the page's main, in the document's body). */
const toasts = async () =>
  within(await within(document.body).findByRole("region", { name: /Notifications/ }));

const main = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("main"));

/** A part of the page by its heading, once it is there. */
const section = async (page: ReturnType<typeof within>, name: string) =>
  within(await page.findByRole("region", { name }));

/** The requests the page sent, as method and path with query. */
const sent = (onRequest: unknown) =>
  (onRequest as ReturnType<typeof fn>).mock.calls.map(([request]) => {
    const url = new URL((request as Request).url);
    return `${(request as Request).method} ${url.pathname}${url.search}`;
  });

/**
 * A guest on a verified campaign: story, raised of goal, donate, follow (log in first), owner;
 * below the story the video, the documents behind their lock, the updates, the donations (an
 * anonymous one says so) and the campaigns in its favour, then Report. The campaign is read once
 * (each read counts a visit) and nothing of the owner's metrics is asked.
 */
export const Verified: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Help Maria walk again" }),
    ).toBeVisible();
    await expect(
      page.getByText("Maria needs six months of rehabilitation after her accident."),
    ).toBeVisible();
    const support = within(page.getByRole("complementary", { name: "Support this campaign" }));
    await expect(support.getByText("€18,340.50")).toBeVisible();
    await expect(support.getByText("raised of €25,000.00")).toBeVisible();
    await expect(
      support.getByRole("progressbar", { name: "73% of the goal raised" }),
    ).toBeVisible();
    await expect(support.getByText("412")).toBeVisible();
    await expect(support.getByText("318")).toBeVisible();
    await expect(support.getByRole("link", { name: "Donate now" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/donate",
    );
    // A guest's Follow opens the registration prompt, whose ways in bring them back here.
    await userEvent.click(support.getByRole("button", { name: "Follow" }));
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
    const organiser = within(page.getByText("Organised by").closest("p") as HTMLElement);
    await expect(organiser.getByRole("link", { name: "Мария Петрова" })).toHaveAttribute(
      "href",
      "/maria.petrova",
    );
    // A guest who would write to the organiser is asked to join first.
    await userEvent.click(page.getByRole("button", { name: "Message Мария Петрова" }));
    await expect(
      await within(document.body).findByRole("dialog", { name: "Join Causeway" }),
    ).toHaveAccessibleDescription(
      "Create a free account to write to members and to the people behind campaigns.",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(page.getByRole("link", { name: "Health" })).toHaveAttribute(
      "href",
      "/campaign/categories/health",
    );

    const video = await section(page, "Video");
    await expect(
      video.getByRole("button", { name: "Play the video of Help Maria walk again" }),
    ).toBeVisible();
    const documents = await section(page, "Documents");
    await expect(
      await documents.findByText("Only the organiser and our team see these documents"),
    ).toBeVisible();
    const updates = await section(page, "Updates");
    await expect(
      await updates.findByRole("heading", { level: 3, name: "Първа седмица рехабилитация" }),
    ).toBeVisible();
    const donations = await section(page, "Donations");
    const lucia = await donations.findByRole("link", { name: "Lucía García" });
    await expect(lucia).toHaveAttribute("href", "/lucia.garcia");
    await expect(lucia.closest("article")).toHaveTextContent("€50.00");
    const anonymous = donations.getByText("Anonymous");
    await expect(anonymous.closest("article")).toHaveTextContent("€235.00");
    await expect(anonymous.closest("article")).not.toHaveTextContent("ORGANIZATION");
    const favour = await section(page, "Campaigns in its favour");
    await expect(
      await favour.findByRole("link", { name: "Runners for Maria's son" }),
    ).toHaveAttribute("href", "/campaign/runners-for-maria");
    await expect(favour.getByText("1 campaign raises money for this one.")).toBeVisible();
    await expect(
      favour.getByRole("link", { name: "Start a campaign in its favour" }),
    ).toHaveAttribute("href", "/campaign/create-in-favour?campaign=help-maria-walk-again");
    await expect(page.getByRole("button", { name: "Report this campaign" })).toBeVisible();

    const requests = sent(args.onRequest);
    await expect(requests.filter((r) => r.startsWith("GET /api/v2/campaign/fetch"))).toHaveLength(
      1,
    );
    await expect(requests).toContain("GET /api/v2/campaign/1042/posts?offset=0&limit=8");
    await expect(requests).toContain("GET /api/v2/campaign/1042/donations?offset=0&limit=8");
    await expect(requests.filter((r) => /metric|documents/.test(r))).toEqual([]);
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

/**
 * Not verified yet: no donate button and the reason said; no documents section (nothing checked
 * yet) and no way to start a campaign in its favour.
 */
export const Unverified: Story = {
  args: { overrides: { ...OVERRIDES, fetchCampaign: withCampaign({ verified: false }) } },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(
      await page.findByText("This campaign cannot receive donations until it is verified."),
    ).toBeVisible();
    await expect(page.queryByRole("link", { name: "Donate now" })).toBeNull();
    await expect(page.getAllByText("Not verified yet")[0]).toBeVisible();
    await section(page, "Updates");
    await expect(page.queryByRole("region", { name: "Documents" })).toBeNull();
    const favour = await section(page, "Campaigns in its favour");
    await favour.findByRole("link", { name: "Runners for Maria's son" });
    await expect(favour.queryByRole("link", { name: "Start a campaign in its favour" })).toBeNull();
  },
};

/** A finished campaign takes no more donations. */
export const Finished: Story = {
  args: { overrides: { ...OVERRIDES, fetchCampaign: withCampaign({ finished: true }) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByText("This campaign no longer takes donations.")).toBeVisible();
    await expect(page.queryByRole("link", { name: "Donate now" })).toBeNull();
    await expect(page.getByText("Finished")).toBeVisible();
  },
};

/**
 * A member (not the owner) who already reported the campaign: the same page, Follow as a toggle,
 * and "You reported this campaign" instead of the Report button. The campaign raises money for
 * another one, which it links.
 */
export const Member: Story = {
  args: {
    signedIn: true,
    overrides: {
      ...OVERRIDES,
      getCurrentUser: stranger,
      fetchCampaign: withCampaign({
        is_reported: true,
        is_followed: true,
        beneficent_individual: {
          name: "Мария Петрова",
          business_name: null,
          other: {
            name: "Help Maria's son walk again",
            other_type: "campaign",
            relation: null,
            receiver: "Мария Петрова",
            receiver_type: "individual",
            target_campaign: { id: 1001, name: "Help Maria's son walk again", url: "help-maria" },
          },
        },
      }),
    },
  },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("button", { name: "Following" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByText("Raising money for")).toBeVisible();
    await expect(page.getByRole("link", { name: "Help Maria's son walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria",
    );
    await expect(
      await page.findByText("You reported this campaign. Our team is looking into it."),
    ).toBeVisible();
    await expect(page.queryByRole("button", { name: "Report this campaign" })).toBeNull();
    // The organiser can be written to from here.
    await expect(page.getByRole("link", { name: "Message Мария Петрова" })).toHaveAttribute(
      "href",
      "/messages/42",
    );
    const updates = await section(page, "Updates");
    // A member's karma is a toggle named by its count.
    await expect(await updates.findByRole("button", { name: /57/ })).toBeVisible();
  },
};

/**
 * A member follows: POST /campaign/{id}/follow, the button says Following and a toast confirms;
 * a follow the server refuses says so in a toast and the button stays as it was.
 */
export const MemberFollows: Story = {
  args: {
    signedIn: true,
    onRequest: fn(),
    overrides: { ...OVERRIDES, getCurrentUser: stranger },
  },
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
    await expect(sent(args.onRequest)).toContain("POST /api/v2/campaign/1042/follow");
  },
};

export const MemberFollowFails: Story = {
  args: {
    signedIn: true,
    overrides: { ...OVERRIDES, getCurrentUser: stranger, toggleCampaignFollow: failing },
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

/** The support box, where Follow, Share and Donate are. */
const support = async (canvasElement: HTMLElement) =>
  within(
    await (await main(canvasElement)).findByRole("complementary", {
      name: "Support this campaign",
    }),
  );

/** Share copies the link, says so in a toast, and counts the share (PUT add-share-count). */
export const Share: Story = {
  args: { onRequest: fn() },
  // The toast is checked by the play function; a shot of the whole body of a page this long is
  // mostly unpainted.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const write = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    try {
      const box = await support(canvasElement);
      await userEvent.click(box.getByRole("button", { name: "Share" }));
      await expect(write).toHaveBeenCalledWith(expect.stringMatching(/\/campaign\/[\w-]+$/));
      const region = await toasts();
      await expect(await region.findByText("Link copied")).toBeVisible();
      await expect(region.getByText("Paste it anywhere to share the campaign.")).toBeVisible();
      await waitFor(() =>
        expect(sent(args.onRequest)).toContain("PUT /api/v2/campaign/1042/add-share-count"),
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
      const box = await support(canvasElement);
      await userEvent.click(box.getByRole("button", { name: "Share" }));
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
  args: { signedIn: true, onRequest: fn(), overrides: {} },
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
  args: { overrides: { fetchCampaign: failing } },
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
  args: { mode: "loading", overrides: {} },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull(),
    );
  },
};

/** The campaign is there, its sections still on their way: each its own placeholder. */
export const SectionsLoading: Story = {
  args: {
    overrides: {
      ...OVERRIDES,
      listCampaignPosts: () => new Promise<Response>(() => {}),
      listCampaignDonations: () => new Promise<Response>(() => {}),
      listCampaignsInFavour: () => new Promise<Response>(() => {}),
    },
  },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    for (const name of ["Updates", "Donations", "Campaigns in its favour"]) {
      const part = await section(page, name);
      await waitFor(() =>
        expect(part.getByText("Loading…").closest("[aria-busy=true]")).not.toBeNull(),
      );
    }
  },
};

/**
 * Nothing yet: no updates (who will post them), no donations (be the first, to the donate
 * page), no campaign in its favour (start one).
 */
export const Empty: Story = {
  args: { mode: "empty", overrides: { fetchCampaign: withCampaign({ video: null }) } },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const updates = await section(page, "Updates");
    await expect(await updates.findByText("No updates yet")).toBeVisible();
    await expect(
      updates.getByText("Мария Петрова will post news of the campaign here."),
    ).toBeVisible();
    const donations = await section(page, "Donations");
    await expect(await donations.findByText("No donations yet")).toBeVisible();
    await expect(donations.getByRole("link", { name: "Be the first to donate" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/donate",
    );
    const favour = await section(page, "Campaigns in its favour");
    await expect(
      await favour.findByText("No campaign raises money for this one yet."),
    ).toBeVisible();
    await expect(
      favour.getByRole("link", { name: "Start a campaign in its favour" }),
    ).toBeVisible();
    await expect(page.queryByRole("region", { name: "Video" })).toBeNull();
    await expect(page.queryByRole("region", { name: "Photos" })).toBeNull();
  },
};

/** Each section that fails says so with its own retry; the rest of the page stands. */
export const SectionsFail: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      ...OVERRIDES,
      listCampaignPosts: failing,
      listCampaignDonations: failing,
      listCampaignsInFavour: failing,
    },
  },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const updates = await section(page, "Updates");
    await expect(await updates.findByText("Updates could not be loaded")).toBeVisible();
    const donations = await section(page, "Donations");
    await expect(await donations.findByText("Donations could not be loaded")).toBeVisible();
    const favour = await section(page, "Campaigns in its favour");
    await expect(await favour.findByText("These campaigns could not be loaded")).toBeVisible();
    await expect(page.getByRole("link", { name: "Donate now" })).toBeVisible();
    const asked = () =>
      sent(args.onRequest).filter((r) => r.startsWith("GET /api/v2/campaign/1042/posts")).length;
    const before = asked();
    await userEvent.click(updates.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  },
};

/**
 * 11 updates and 11 donations: 8 of each, then "more" asks the next 8 from offset 8 (001 §9) and
 * the rest arrive; with all of them there, no more "more".
 */
export const Paged: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      ...OVERRIDES,
      listCampaignPosts: pagedUpdates(11),
      listCampaignDonations: pagedDonations(11),
    },
  },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const updates = await section(page, "Updates");
    await updates.findByRole("heading", { level: 3, name: "Week 19: still walking" });
    await expect(updates.getAllByRole("heading", { level: 3 })).toHaveLength(8);
    await userEvent.click(updates.getByRole("button", { name: "Show more updates" }));
    await expect(
      await updates.findByRole("heading", { level: 3, name: "Week 9: still walking" }),
    ).toBeVisible();
    await expect(updates.getAllByRole("heading", { level: 3 })).toHaveLength(11);
    await expect(updates.queryByRole("button", { name: "Show more updates" })).toBeNull();

    const donations = await section(page, "Donations");
    await expect(donations.getByText("11 donations")).toBeVisible();
    await expect(donations.getAllByRole("article")).toHaveLength(8);
    await userEvent.click(donations.getByRole("button", { name: "Show more donations" }));
    await waitFor(() => expect(donations.getAllByRole("article")).toHaveLength(11));
    await expect(donations.queryByRole("button", { name: "Show more donations" })).toBeNull();
    await expect(donations.getAllByText("Anonymous")).toHaveLength(3);

    const requests = sent(args.onRequest);
    await expect(requests).toContain("GET /api/v2/campaign/1042/posts?offset=8&limit=8");
    await expect(requests).toContain("GET /api/v2/campaign/1042/donations?offset=8&limit=8");
  },
};

/** Six photos: four thumbnails, "+2" on the last; a thumbnail opens the full view, next and back. */
export const Gallery: Story = {
  args: { overrides: { ...OVERRIDES, fetchCampaign: withCampaign({ images: photos(6) }) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const gallery = await section(page, "Photos");
    const tiles = await gallery.findAllByRole("button");
    await expect(tiles).toHaveLength(4);
    await expect(tiles[3]).toHaveTextContent("+2");
    await expect(tiles[3]).toHaveAccessibleName(/2 more images/);
    await userEvent.click(tiles[0] as HTMLElement);
    const body = within(document.body);
    const viewer = await body.findByRole("dialog", { name: "Image 1 of 6" });
    await expect(
      within(viewer).getByRole("img", { name: "Photo 1 of Help Maria walk again" }),
    ).toBeVisible();
    await userEvent.click(within(viewer).getByRole("button", { name: "Next image" }));
    await expect(await body.findByRole("dialog", { name: "Image 2 of 6" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    // The "+2" tile opens its own picture, the fourth.
    await userEvent.click(tiles[3] as HTMLElement);
    await expect(await body.findByRole("dialog", { name: "Image 4 of 6" })).toBeVisible();
  },
};

/** The photos as a visitor sees them, light and dark. */
export const Photos: Story = {
  args: { overrides: { ...OVERRIDES, fetchCampaign: withCampaign({ images: photos(6) }) } },
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const gallery = await section(page, "Photos");
    await expect(await gallery.findAllByRole("button")).toHaveLength(4);
  },
};

/** The video preview (000 §2): pressing play opens the player, already playing; closing stops it. */
export const VideoPreview: Story = {
  args: {
    overrides: {
      ...OVERRIDES,
      fetchCampaign: withCampaign({ video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const video = await section(page, "Video");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await userEvent.click(
      video.getByRole("button", { name: "Play the video of Help Maria walk again" }),
    );
    const body = within(document.body);
    const dialog = await body.findByRole("dialog", { name: "Video: Help Maria walk again" });
    const frame = await waitFor(() => {
      const found = dialog.querySelector("iframe");
      if (!found) throw new Error("no player yet");
      return found;
    });
    await expect(frame.src).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(document.querySelector("iframe")).toBeNull());
  },
};

/**
 * An admin sees the documents themselves (GET /campaign/{id}/documents): a PDF opens in a new tab.
 * A visitor never asks for them (Verified).
 */
export const DocumentsForStaff: Story = {
  args: { signedIn: true, onRequest: fn(), overrides: { ...OVERRIDES, getCurrentUser: admin } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    const documents = await section(page, "Documents");
    await expect(
      await documents.findByText(
        "You see these documents as a member of staff; visitors see them locked.",
      ),
    ).toBeVisible();
    await expect(documents.getByRole("link", { name: /invoice-2026-118\.pdf/ })).toHaveAttribute(
      "href",
      "/media/files/2026/11/invoice-2026-118.pdf",
    );
    await expect(
      documents.queryByText("Only the organiser and our team see these documents"),
    ).toBeNull();
    await expect(sent(args.onRequest)).toContain("GET /api/v2/campaign/1042/documents");
  },
};

/**
 * A guest reports: the report modal with ReportForm; sent empty, each field says what it needs in
 * the user's language; filled, POST /campaign/{id}/report with the option, text, name and e-mail, the
 * thanks, and once closed the page says the campaign was reported.
 */
export const GuestReports: Story = {
  args: { onRequest: fn() },
  // The form's look is ReportForm's stories'; this one checks the words, the call and the page.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Report this campaign" }));
    const body = within(document.body);
    const dialog = within(
      await body.findByRole("dialog", { name: "Report “Help Maria walk again”" }),
    );
    await userEvent.click(await dialog.findByRole("button", { name: "Send report" }));
    await expect(await dialog.findByText("Choose what is wrong.")).toBeVisible();
    await expect(dialog.getByText("Enter your name.")).toBeVisible();
    await expect(dialog.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(dialog.getByText("Describe the problem.")).toBeVisible();
    await expect(sent(args.onRequest).filter((r) => r.startsWith("POST"))).toEqual([]);
    await userEvent.click(dialog.getByRole("radio", { name: "Fraud or scam" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /Your name/ }), "Ana Lima");
    await userEvent.type(dialog.getByRole("textbox", { name: /Your e-mail/ }), "ana@example.pt");
    await userEvent.type(
      dialog.getByRole("textbox", { name: /Describe the problem/ }),
      "The same photos are on another site.",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Send report" }));
    await expect(await dialog.findByText("Thank you. Your report was sent.")).toBeVisible();
    const posted = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === "POST");
    await expect(new URL(posted?.url ?? "").pathname).toBe("/api/v2/campaign/1042/report");
    await expect(await posted?.clone().json()).toEqual({
      type: 2,
      description: "The same photos are on another site.",
      email: "ana@example.pt",
      name: "Ana Lima",
    });
    await userEvent.click(dialog.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await expect(
      await page.findByText("You reported this campaign. Our team is looking into it."),
    ).toBeVisible();
  },
};

/** In Bulgarian the report form's errors are in Bulgarian. */
export const ReportErrorsInBulgarian: Story = {
  globals: { locale: "bg" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Сигнал за кампанията" }));
    const dialog = within(
      await within(document.body).findByRole("dialog", {
        name: "Сигнал за „Help Maria walk again“",
      }),
    );
    await userEvent.click(await dialog.findByRole("button", { name: /Изпра/ }));
    await expect(await dialog.findByText("Изберете какъв е проблемът.")).toBeVisible();
    await expect(dialog.getByText("Въведете името си.")).toBeVisible();
    await expect(dialog.getByText("Въведете валиден имейл адрес.")).toBeVisible();
    await expect(dialog.getByText("Опишете проблема.")).toBeVisible();
  },
};

/** A member reports without giving an e-mail (001 §5: only a visitor gives one). */
export const MemberReports: Story = {
  args: { signedIn: true, onRequest: fn(), overrides: { ...OVERRIDES, getCurrentUser: stranger } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Report this campaign" }));
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(await dialog.findByRole("radio", { name: "Spam" }));
    await expect(dialog.queryByRole("textbox", { name: /Your e-mail/ })).toBeNull();
    await expect(dialog.queryByRole("textbox", { name: /Your name/ })).toBeNull();
    await userEvent.type(dialog.getByRole("textbox", { name: /Describe the problem/ }), "Spam.");
    await userEvent.click(dialog.getByRole("button", { name: "Send report" }));
    await expect(await dialog.findByText("Thank you. Your report was sent.")).toBeVisible();
    const posted = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === "POST");
    await expect(await posted?.clone().json()).toEqual({ type: 1, description: "Spam." });
  },
};

/** The story is rendered from allowed markup only: no script, no handler, no javascript: link. */
export const StoryMarkupIsSafe: Story = {
  args: {
    overrides: {
      ...OVERRIDES,
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
      ...OVERRIDES,
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

/** A phone 390 CSS pixels wide: the support box right under the title, then the story. */
const PHONE = {
  parameters: {
    viewport: {
      options: { phone: { name: "Phone", styles: { width: "390px", height: "760px" } } },
    },
  },
  globals: { viewport: { value: "phone" } },
};

/** On a phone the raised amount and Donate come before the story. */
export const Phone: Story = {
  ...PHONE,
  parameters: { ...PHONE.parameters, screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const title = await page.findByRole("heading", { level: 1, name: "Help Maria walk again" });
    const donate = page.getByRole("link", { name: "Donate now" });
    const story = page.getByRole("heading", { level: 2, name: "The story" });
    await expect(title.getBoundingClientRect().top).toBeLessThan(
      donate.getBoundingClientRect().top,
    );
    await expect(donate.getBoundingClientRect().top).toBeLessThan(
      story.getBoundingClientRect().top,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

const bar = () => document.querySelector<HTMLElement>("[data-slot=sticky-donate-bar]");

/**
 * On a phone, once the main Donate has scrolled away the bar at the bottom keeps the raised amount
 * and Donate within reach; back up, or at the end of the page, it goes.
 */
export const PhoneDonateBar: Story = {
  ...PHONE,
  parameters: { ...PHONE.parameters, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const donate = await page.findByRole("link", { name: "Donate now" });
    await section(page, "Updates");
    donate.scrollIntoView({ block: "center" });
    await waitFor(() => expect(bar()).toBeNull());
    window.scrollTo(0, donate.getBoundingClientRect().bottom + window.scrollY + 200);
    await waitFor(() => expect(bar()).not.toBeNull());
    const shown = within(bar() as HTMLElement);
    await expect(shown.getByText("€18,340.50")).toBeVisible();
    await expect(shown.getByRole("link", { name: "Donate now" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/donate",
    );
    await expect((bar() as HTMLElement).getBoundingClientRect().bottom).toBe(window.innerHeight);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(bar()).toBeNull());
    donate.scrollIntoView({ block: "center" });
    await waitFor(() => expect(bar()).toBeNull());
    window.scrollTo(0, 0);
  },
};

/** With the cookie notice still showing, the bar sits on top of it, not over it. */
export const PhoneDonateBarAboveCookieNotice: Story = {
  ...PHONE,
  parameters: { ...PHONE.parameters, screenshot: { skip: true } },
  decorators: [
    (Story) => {
      const [storage] = useState(() => memoryShellStorage({ cookieNoticeDismissed: false }));
      return (
        <ShellStorageProvider storage={storage}>
          <Story />
        </ShellStorageProvider>
      );
    },
  ],
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    const donate = await page.findByRole("link", { name: "Donate now" });
    await section(page, "Updates");
    const notice = await within(canvasElement).findByRole("region", { name: /cookie/i });
    window.scrollTo(0, donate.getBoundingClientRect().bottom + window.scrollY + 200);
    await waitFor(() => expect(bar()).not.toBeNull());
    await waitFor(() =>
      expect(Math.round((bar() as HTMLElement).getBoundingClientRect().bottom)).toBe(
        Math.round(notice.getBoundingClientRect().top),
      ),
    );
    // Dismissed, the notice goes and the bar comes down to the bottom.
    await userEvent.click(within(notice).getByRole("button"));
    await waitFor(() =>
      expect(Math.round((bar() as HTMLElement).getBoundingClientRect().bottom)).toBe(
        window.innerHeight,
      ),
    );
  },
};

/** A campaign that no longer takes donations has no donate bar, however far one scrolls. */
export const PhoneNoBarWhenClosed: Story = {
  ...PHONE,
  args: { overrides: { ...OVERRIDES, fetchCampaign: withCampaign({ finished: true }) } },
  parameters: { ...PHONE.parameters, screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await section(page, "Updates");
    window.scrollTo(0, 1200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(bar()).toBeNull();
    window.scrollTo(0, 0);
  },
};
