import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ProgressBar } from "./ProgressBar";

const meta = {
  title: "UI/ProgressBar",
  component: ProgressBar,
  args: { label: "Uploading documents", value: 40 },
  render: (args) => (
    <div className="cw:w-80">
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Uploading documents" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuetext", "40%");
    await expect(canvas.getByText("40%")).toBeVisible();
  },
};

/** A fundraising goal: value and maximum in minor-unit-free euros, written as currency. */
export const Currency: Story = {
  args: {
    label: "Raised",
    value: 3250,
    maxValue: 5000,
    formatOptions: { style: "currency", currency: "EUR", maximumFractionDigits: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "€3,250");
  },
};

/** A custom value label, e.g. "€3,250 of €5,000". */
export const CustomValueLabel: Story = {
  args: { label: "Raised", value: 65, valueLabel: "€3,250 of €5,000" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute(
      "aria-valuetext",
      "€3,250 of €5,000",
    );
  },
};

/** The value is written in the interface language. */
export const Translated: Story = {
  globals: { locale: "de" },
  args: {
    label: "Gesammelt",
    value: 3250.5,
    maxValue: 5000,
    formatOptions: { style: "currency", currency: "EUR" },
  },
  play: async ({ canvas }) => {
    // German groups with a dot, decimals with a comma, and puts the sign after a no-break space.
    await expect(canvas.getByRole("progressbar").getAttribute("aria-valuetext")).toMatch(
      /^3\.250,50\s€$/,
    );
  },
};

export const Indeterminate: Story = {
  args: { label: "Checking the IBAN", isIndeterminate: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Checking the IBAN" });
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

export const LongText: Story = {
  args: {
    label: "Uploading the bank statement and the identity documents of the beneficiary",
    value: 80,
  },
};

/** Empty, partial, full, small, indeterminate and unlabelled, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:w-80 cw:flex-col cw:gap-4">
      <ProgressBar label="Empty" value={0} />
      <ProgressBar label="Partial" value={40} />
      <ProgressBar label="Full" value={100} />
      <ProgressBar label="Small" value={60} size="sm" />
      <ProgressBar label="Indeterminate" isIndeterminate />
      <ProgressBar aria-label="No visible label" value={25} hideValueLabel />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("progressbar")).toHaveLength(6);
  },
};
