import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Segment, SegmentedControl } from "./SegmentedControl";

const meta = {
  title: "UI/SegmentedControl",
  component: SegmentedControl,
  args: { "aria-label": "Show", defaultValue: "donations", onChange: fn(), children: null },
  render: (args) => (
    <SegmentedControl {...args}>
      <Segment id="donations">Donations</Segment>
      <Segment id="withdrawals">Withdrawals</Segment>
      <Segment id="transfers">Transfers</Segment>
    </SegmentedControl>
  ),
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between segments, Space presses one; exactly one stays pressed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Show" })).toBeInTheDocument();
    await userEvent.tab();
    const donations = canvas.getByRole("radio", { name: "Donations" });
    await expect(donations).toHaveFocus();
    await expect(donations).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    const withdrawals = canvas.getByRole("radio", { name: "Withdrawals" });
    await expect(withdrawals).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(withdrawals).toBeChecked();
    await expect(donations).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("withdrawals");
    await userEvent.keyboard(" ");
    await expect(withdrawals).toBeChecked();
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Transfers" })).toBeDisabled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <SegmentedControl {...args}>
      <Segment id="donations">Donations received this month</Segment>
      <Segment id="withdrawals">Withdrawals waiting for documents</Segment>
    </SegmentedControl>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:items-start cw:gap-3">
      <SegmentedControl aria-label="Medium" defaultValue="a">
        <Segment id="a">Selected</Segment>
        <Segment id="b">Other</Segment>
        <Segment id="c" isDisabled>
          Disabled
        </Segment>
      </SegmentedControl>
      <SegmentedControl aria-label="Small" size="sm" defaultValue="b">
        <Segment id="a">Small</Segment>
        <Segment id="b">Selected</Segment>
      </SegmentedControl>
    </div>
  ),
};
