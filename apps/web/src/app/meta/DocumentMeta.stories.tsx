import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../testing/PageStory";

const campaign = mockExample("fetchCampaign").response as Campaign;

const meta = {
  title: "Web/App/DocumentMeta",
  component: PageStory,
  args: { path: "/" },
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/** The first page is named by its heading; its focus is left where the browser put it. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole("heading", { level: 1 });
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Causeway`));
    await expect(heading).not.toHaveFocus();
    await expect(description()).toMatch(/^Causeway: raise money for what matters/);
  },
};

/**
 * A client navigation: the title and description follow the new page, its heading takes the
 * focus, and its title is announced in the polite live region.
 */
export const NavigationMovesFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1 });
    const nav = page.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(nav).getByRole("link", { name: "Campaigns" }));
    const heading = await page.findByRole("heading", { level: 1, name: "Campaigns" });
    await waitFor(() => expect(heading).toHaveFocus());

    await expect(document.title).toBe("Campaigns · Causeway");
    await expect(description()).toMatch(/^Campaigns raising money on Causeway/);
    const announcer = canvasElement.querySelector('[data-slot="route-announcer"]');
    await expect(announcer).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(announcer).toHaveTextContent("Campaigns · Causeway"));
  },
};

/**
 * By keyboard the moved focus shows: under the heading's words, in the focus colour, not as a box
 * as wide as the page (issue 25).
 */
export const NavigationFocusMark: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1 });
    const nav = page.getByRole("navigation", { name: "Main" });
    within(nav).getByRole("link", { name: "Campaigns" }).focus();
    await userEvent.keyboard("{Enter}");
    const heading = await page.findByRole("heading", { level: 1, name: "Campaigns" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading.matches(":focus-visible")).toBe(true);
    const style = getComputedStyle(heading);
    await expect(style.outlineStyle).toBe("none");
    await expect(style.textDecorationLine).toBe("underline");
  },
};

/** A campaign page is titled with the campaign and described by its story. */
export const CampaignPage: Story = {
  args: { path: `/campaign/${campaign.url}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1, name: campaign.name });
    await waitFor(() => expect(document.title).toBe(`${campaign.name} · Causeway`));
    const text = new DOMParser().parseFromString(campaign.content, "text/html").body.textContent;
    const opening = (text ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    await expect(description()?.startsWith(opening)).toBe(true);
    await expect(Array.from(description() ?? "").length).toBeLessThanOrEqual(160);
  },
};
