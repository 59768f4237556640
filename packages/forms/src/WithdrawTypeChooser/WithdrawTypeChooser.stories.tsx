import type { WithdrawCampaign } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { WithdrawTypeChooser } from "./WithdrawTypeChooser";

const CAN: WithdrawCampaign = { can_withdraw: true, verified: true, donations_count: "412" };

const meta = {
  title: "Forms/WithdrawTypeChooser",
  component: WithdrawTypeChooser,
  args: {
    campaign: CAN,
    onChoose: fn(),
    onPostUpdate: fn(),
    rulesHref: "/terms#withdrawals",
  },
  render: (args) => (
    <div className="cw:w-[32rem]">
      <WithdrawTypeChooser {...args} />
    </div>
  ),
} satisfies Meta<typeof WithdrawTypeChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Options: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole("region", { name: "How do you want to withdraw?" }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Transfer to my bank account/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onChoose).toHaveBeenCalledWith("provider");
    await expect(canvas.getByRole("link", { name: "Withdrawal rules and terms" })).toHaveAttribute(
      "href",
      "/terms#withdrawals",
    );
  },
};

/** Not verified or no donations yet: dimmed, and the reason is said. */
export const Dimmed: Story = {
  args: { campaign: { ...CAN, verified: false } },
  play: async ({ canvas }) => {
    const provider = canvas.getByRole("button", { name: /Transfer to a provider/ });
    await expect(provider).toBeDisabled();
    await expect(provider).toHaveAccessibleDescription(
      "Withdrawing opens once the campaign is verified and has donations.",
    );
    await expect(canvas.queryByRole("button", { name: "Post an update" })).toBeNull();
  },
};

/** Verified, with donations, but withdrawing is closed: the owner is asked to post an update. */
export const PostUpdateAlert: Story = {
  args: { campaign: { ...CAN, can_withdraw: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Post an update to withdraw again")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Post an update" }));
    await expect(args.onPostUpdate).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("button", { name: /Transfer to a provider/ })).toBeDisabled();
  },
};

/** The campaign raises money for another campaign: user and provider options are hidden. */
export const TargetCampaign: Story = {
  args: {
    campaign: {
      ...CAN,
      beneficent_individual: { other: { target_campaign: { id: 2001 } } },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("button", { name: /Transfer to a provider/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /my bank account/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /the campaign you support/ }));
    await expect(args.onChoose).toHaveBeenCalledWith("campaign");
  },
};

export const Translated: Story = {
  globals: { locale: "ro" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Transfer către un furnizor/ })).toBeEnabled();
  },
};
