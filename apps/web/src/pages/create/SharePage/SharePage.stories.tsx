import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import { grantSharePage } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { expectToastThenDismiss } from "../../../testing/toasts";
import { findMain, sent } from "../../account/story-helpers";

const PATH = "/creation/share?campaign=help-maria-walk-again";
const CAMPAIGN = mockExample("fetchCampaign").response as Campaign;

const meta = {
  title: "Web/Pages/Create/Share",
  component: PageStory,
  args: { path: PATH, signedIn: true, onRequest: fn(), onNavigate: fn() },
  // The links hold the test server's address (its port changes): checked by the play functions.
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const tagged = (href: string | null, source: string) => {
  const decoded = decodeURIComponent(href ?? "");
  return (
    decoded.includes("/campaign/help-maria-walk-again?") &&
    decoded.includes(`utm_source=${source}`) &&
    decoded.includes("utm_medium=referral") &&
    decoded.includes("utm_campaign=share_campaign")
  );
};

/** Right after the creation: share links tagged per channel, copy link counted as a share. */
export const RightAfterCreation: Story = {
  beforeEach: () => grantSharePage(sessionStorage, "help-maria-walk-again"),
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your campaign is live!" }),
    ).toBeVisible();
    for (const [name, source] of [
      ["Facebook", "facebook"],
      ["Messenger", "messenger"],
      ["X (Twitter)", "twitter"],
      ["WhatsApp", "whatsapp"],
      ["E-mail", "email"],
    ] as const) {
      await expect(tagged(page.getByRole("link", { name }).getAttribute("href"), source)).toBe(
        true,
      );
    }
    const address = page.getByRole("textbox", { name: "Campaign link" });
    await expect(tagged((address as HTMLInputElement).value, "copy")).toBe(true);
    const write = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    try {
      await userEvent.click(page.getByRole("button", { name: "Copy link" }));
      await expect(write).toHaveBeenCalledWith((address as HTMLInputElement).value);
      await expectToastThenDismiss("Link copied.");
    } finally {
      write.mockRestore();
    }
    await waitFor(() =>
      expect(
        sent(args.onRequest as never, "PUT", "/api/v2/campaign/1042/add-share-count"),
      ).toHaveLength(1),
    );
    await expect(page.getByText(/It is verified and can receive donations/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/dashboard",
    );
  },
};

/**
 * A new campaign is not verified yet: the page does not call it live, and says it receives
 * donations once the team has verified it.
 */
export const NotVerifiedYet: Story = {
  args: { overrides: { fetchCampaign: { response: { ...CAMPAIGN, verified: false } } } },
  beforeEach: () => grantSharePage(sessionStorage, "help-maria-walk-again"),
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your campaign is created" }),
    ).toBeVisible();
    await expect(page.queryByText(/live/)).toBeNull();
    await expect(page.getByText(/once yours is verified it can receive donations/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Facebook" })).toBeVisible();
  },
};

/** No clipboard (a refused permission): a toast says to copy the link from its box. */
export const CopyRefused: Story = {
  beforeEach: () => grantSharePage(sessionStorage, "help-maria-walk-again"),
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    const write = spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    try {
      await userEvent.click(await page.findByRole("button", { name: "Copy link" }));
      await expectToastThenDismiss(
        "The link could not be copied. Select it in the box and copy it yourself.",
      );
      await expect(page.queryByText("Link copied.")).not.toBeInTheDocument();
    } finally {
      write.mockRestore();
    }
  },
};

/** Opened again (a reload, a shared link): the share page is not shown twice, the dashboard is. */
export const OnlyOnce: Story = {
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/help-maria-walk-again/dashboard"),
    );
  },
};

/** A guest is sent to log in first. */
export const Guest: Story = {
  args: { signedIn: false },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent(PATH)}`),
    );
  },
};
