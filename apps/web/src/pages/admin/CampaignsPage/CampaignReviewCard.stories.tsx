import type { StaffCampaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { expect, fn, userEvent, within } from "storybook/test";
import { findConfirmation } from "../shared/story-helpers";
import { CampaignReviewCard } from "./CampaignReviewCard";

const [GARDEN, WHEELCHAIR] = mockExample("listStaffCampaigns").response.campaigns as [
  StaffCampaign,
  StaffCampaign,
];

const meta = {
  title: "Web/Admin/CampaignReviewCard",
  component: CampaignReviewCard,
  args: { entry: GARDEN, onVerify: fn(async () => {}) },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="cw:max-w-3xl cw:p-4">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CampaignReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign waiting for verification, with its facts, its documents and Verify. */
export const Unverified: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(
      card.getByRole("heading", { level: 2, name: "Plovdiv community garden" }),
    ).toBeVisible();
    await expect(card.getByText("Not verified")).toBeVisible();
    await expect(card.getByRole("link", { name: "lot-lease.pdf" })).toBeVisible();
  },
};

/** Verify asks first; confirmed, it hands the campaign's id on. */
export const ConfirmVerify: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole("button", { name: "Verify" }));
    const confirm = await findConfirmation("Verify “Plovdiv community garden”?");
    await userEvent.click(confirm.getByRole("button", { name: "Verify" }));
    await expect(args.onVerify).toHaveBeenCalledWith(2110);
  },
};

/**
 * What the owner wrote stays text: markup in the story is neither drawn nor run, and the opening
 * is cut at a word.
 */
export const StoryStaysText: Story = {
  args: {
    entry: {
      ...WHEELCHAIR,
      campaign: {
        ...WHEELCHAIR.campaign,
        content: `<p>Help <b>Ivan</b><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> ${"walk again, ".repeat(40)}</p>`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const quote = canvasElement.querySelector("blockquote");
    await expect(quote?.textContent).toMatch(/^Help Ivan walk again, .*…$/);
    await expect(quote?.querySelector("img, script, b")).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await expect(card.getByText("No documents given")).toBeVisible();
  },
};

/** While the verification is on its way the button is busy; a failure is said on the card. */
export const VerifyingThenFailed: Story = {
  args: { isVerifying: true, error: "That did not work. Try again." },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole("button", { name: /Verify/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(card.getByRole("alert")).toHaveTextContent("That did not work. Try again.");
  },
};

/** A verified campaign (the console's other list): its badge, no button. */
export const Verified: Story = {
  args: { entry: { ...GARDEN, campaign: { ...GARDEN.campaign, verified: true } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText("Verified")).toBeVisible();
    await expect(card.queryByRole("button", { name: "Verify" })).toBeNull();
  },
};
