import type { Campaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { CampaignCard } from "./CampaignCard";

const base = mockExample("fetchCampaign").response as Campaign;
/** A cover that loads without a server: a gradient as an SVG data URI. */
const COVER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g"><stop offset="0" stop-color="#3f7be0"/><stop offset="1" stop-color="#8fd3c1"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/></svg>',
)}`;
const withCover = (patch: Partial<Campaign> = {}): Campaign => ({
  ...base,
  images: [{ ...base.images[0], compressed: { path: COVER } } as Campaign["images"][number]],
  ...patch,
});

const meta = {
  title: "Forms/CampaignCard",
  component: CampaignCard,
  args: { campaign: withCover() },
  decorators: [
    (Story) => (
      <div className="cw:w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CampaignCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Verified, urgent, trust club: the cover, the name linking to the campaign, raised of goal. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      card.getByRole("heading", { level: 3, name: "Help Maria walk again" }),
    ).toBeVisible();
    await expect(card.getByRole("link", { name: "Help Maria walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(card.getByText("€18,340.50 raised of €25,000.00")).toBeVisible();
    await expect(card.getByRole("progressbar", { name: "73% of the goal raised" })).toHaveAttribute(
      "aria-valuenow",
      "73",
    );
    await expect(card.getByText("412 donations")).toBeVisible();
    await expect(card.getByText("Verified")).toBeVisible();
    await expect(card.getByText("Urgent")).toBeVisible();
    await expect(card.getByText("Trust club")).toBeVisible();
  },
};

/** Not verified, no images and no video: the not-found image and no badges. */
export const NoCoverUnverified: Story = {
  args: {
    campaign: {
      ...base,
      images: [],
      video: null,
      verified: false,
      urgent: false,
      trust_club: false,
      donations_count: "0",
      donated_amount: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      canvasElement.querySelector("[data-slot=campaign-cover][data-fallback]"),
    ).not.toBeNull();
    await expect(card.queryByText("Verified")).toBeNull();
    await expect(card.getByText("No donations yet")).toBeVisible();
    await expect(card.getByText("€0.00 raised of €25,000.00")).toBeVisible();
  },
};

/** A cover that fails to load falls back to the not-found image (001 §8). */
export const BrokenCover: Story = {
  args: {
    campaign: withCover({
      images: [
        {
          ...base.images[0],
          compressed: { path: "/no/such/cover.jpg" },
        } as Campaign["images"][number],
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        canvasElement.querySelector("[data-slot=campaign-cover][data-fallback]"),
      ).not.toBeNull(),
    );
  },
};

/** A finished campaign says so; its urgent flag is no longer shown. */
export const Finished: Story = {
  args: { campaign: withCover({ finished: true, successful: true }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("Finished")).toBeVisible();
    await expect(card.queryByText("Urgent")).toBeNull();
  },
};

/** Amounts are written for the interface language and the campaign's currency. */
export const ForintInHungarian: Story = {
  args: {
    campaign: withCover({
      currency: { id: 7, abbreviation: "HUF", name: "Hungarian forint" },
      donated_amount: 12500000,
      total_amount: 50000000,
      donations_count: "1",
    }),
  },
  globals: { locale: "hu" },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText(/125\s000\sFt gyűlt össze/)).toBeVisible();
    await expect(card.getByText("1 adomány")).toBeVisible();
  },
};
