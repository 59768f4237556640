import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Tab, TabList, TabPanel, Tabs } from "./Tabs";

const meta = {
  title: "UI/Tabs",
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args} className="cw:w-96">
      <TabList aria-label="Withdrawal">
        <Tab id="bank">Bank transfer</Tab>
        <Tab id="campaign">Campaign transfer</Tab>
        <Tab id="history" isDisabled>
          History
        </Tab>
      </TabList>
      <TabPanel id="bank">Send the money to a verified bank account.</TabPanel>
      <TabPanel id="campaign">Move the money to another campaign.</TabPanel>
      <TabPanel id="history">Past withdrawals.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and show their panel; disabled tabs are skipped; Home/End jump. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const bank = canvas.getByRole("tab", { name: "Bank transfer" });
    const campaign = canvas.getByRole("tab", { name: "Campaign transfer" });
    await expect(bank).toHaveFocus();
    await expect(bank).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("verified bank account");
    await userEvent.keyboard("{ArrowRight}");
    await expect(campaign).toHaveFocus();
    await expect(campaign).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Campaign transfer" })).toHaveTextContent(
      "another campaign",
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("campaign");
    await userEvent.keyboard("{ArrowRight}");
    await expect(bank).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(campaign).toHaveFocus();
    await userEvent.keyboard("{Tab}");
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Campaign transfer" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const LongText: Story = {
  render: (args) => (
    <Tabs {...args} className="cw:w-80">
      <TabList aria-label="Settings" className="cw:overflow-x-auto">
        <Tab id="a">General information</Tab>
        <Tab id="b">Notifications and newsletters</Tab>
      </TabList>
      <TabPanel id="a">General.</TabPanel>
      <TabPanel id="b">Notifications.</TabPanel>
    </Tabs>
  ),
};

export const AllStates: Story = {
  args: { defaultSelectedKey: "campaign" },
};
