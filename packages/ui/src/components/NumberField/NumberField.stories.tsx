import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { NumberField } from "./NumberField";

const meta = {
  title: "UI/NumberField",
  component: NumberField,
  args: { label: "Guests", onChange: fn(), className: "cw:w-64" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 2, minValue: 0 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Guests" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("4");
    await userEvent.click(canvas.getByRole("button", { name: "Decrease Guests" }));
    await expect(input).toHaveValue("3");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Guests" })).toHaveFocus();
  },
};

/** Currency: typed freely, formatted in the interface's locale when the field is left. */
export const Currency: Story = {
  args: {
    label: "Amount",
    formatOptions: { style: "currency", currency: "EUR" },
    minValue: 0,
    className: "cw:w-72",
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount" });
    await userEvent.type(input, "1234.5");
    await userEvent.tab();
    await expect(input).toHaveValue("€1,234.50");
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
  },
};

export const TranslatedCurrency: Story = {
  globals: { locale: "de" },
  args: {
    label: "Betrag",
    formatOptions: { style: "currency", currency: "EUR" },
    defaultValue: 1234.5,
    className: "cw:w-72",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>("textbox", { name: "Betrag" });
    await expect(input.value.replace(/\s/g, " ")).toBe("1.234,50 €");
    await expect(canvas.getByRole("button", { name: "Erhöhen Betrag" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Verringern Betrag" })).toBeInTheDocument();
  },
};

export const Percent: Story = {
  args: {
    label: "Tip",
    formatOptions: { style: "percent" },
    defaultValue: 0.1,
    step: 0.05,
    minValue: 0,
    maxValue: 0.3,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Tip" });
    await userEvent.click(canvas.getByRole("button", { name: /^Increase/ }));
    await expect(input).toHaveValue("15%");
  },
};

/** Min and max: the − button is disabled at the minimum and typed values are clamped on blur. */
export const MinMax: Story = {
  args: { label: "Reasons", minValue: 1, maxValue: 3, defaultValue: 1 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Reasons" });
    await expect(canvas.getByRole("button", { name: "Decrease Reasons" })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, "9");
    await userEvent.tab();
    await expect(input).toHaveValue("3");
    await expect(canvas.getByRole("button", { name: /^Increase/ })).toBeDisabled();
  },
};

export const WithoutStepper: Story = {
  args: {
    label: "Year",
    hideStepper: true,
    formatOptions: { useGrouping: false },
    defaultValue: 2026,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("textbox", { name: "Year" })).toHaveValue("2026");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Guests" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /^Increase/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    label: "Amount",
    isInvalid: true,
    errorMessage: "The amount must be greater than zero.",
    defaultValue: 0,
    formatOptions: { style: "currency", currency: "EUR" },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Amount" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("The amount must be greater than zero.");
  },
};

export const LongText: Story = {
  args: {
    label: "Amount to transfer to the hospital in the campaign's payout currency",
    description: "The 9.4% withdrawal tax is added on top of this amount.",
    formatOptions: { style: "currency", currency: "BGN", currencyDisplay: "name" },
    defaultValue: 123456789.5,
    className: "cw:w-72",
  },
};

/** Sizes, formats and states in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[36rem] cw:grid-cols-2 cw:gap-5">
      <NumberField size="sm" label="Small" defaultValue={1} />
      <NumberField size="md" label="Medium" defaultValue={1} />
      <NumberField size="lg" label="Large" defaultValue={1} />
      <NumberField
        label="Currency"
        defaultValue={25}
        formatOptions={{ style: "currency", currency: "USD" }}
      />
      <NumberField label="Disabled" isDisabled defaultValue={3} />
      <NumberField label="Invalid" isInvalid errorMessage="Too low." defaultValue={0} />
    </div>
  ),
};
