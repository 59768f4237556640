import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { AmountInput, type AmountInputProps } from "./AmountInput";

/** Controlled by the story, as a form would hold it; shows the minor units it gives out. */
function Controlled(props: AmountInputProps) {
  const [digits, setDigits] = useState(props.value ?? "");
  const [minor, setMinor] = useState(0);
  return (
    <div className="flex w-72 flex-col gap-2">
      <AmountInput
        {...props}
        value={digits}
        onChange={(next, minorUnits) => {
          setDigits(next);
          setMinor(minorUnits);
          props.onChange?.(next, minorUnits);
        }}
      />
      <output data-testid="minor" className="text-xs text-fg-muted">
        {minor}
      </output>
    </div>
  );
}

const meta = {
  title: "Forms/AmountInput",
  component: AmountInput,
  args: { currency: "EUR", onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clean: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("inputmode", "numeric");
  },
};

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("1250");
    await expect(input).toHaveValue("1,250");
    await expect(args.onChange).toHaveBeenLastCalledWith("1250", 125000);
    await expect(canvas.getByTestId("minor")).toHaveTextContent("125000");
    // A caret inside the number stays where the user typed, across the new separator.
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}9");
    await expect(input).toHaveValue("19,250");
    await userEvent.keyboard("0");
    await expect(input).toHaveValue("190,250");
    await expect(input).toHaveProperty("selectionStart", 3);
  },
};

/** The rules of the box: letters dropped, leading zero cleared, no digit -> 0, 10 digits -> 1. */
export const Rules: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.type(input, "abc");
    await expect(input).toHaveValue("0");
    await userEvent.type(input, "5");
    await expect(input).toHaveValue("5");
    await userEvent.clear(input);
    await userEvent.type(input, "12x3");
    await expect(input).toHaveValue("123");
    await userEvent.clear(input);
    await userEvent.type(input, "123456789");
    await expect(input).toHaveValue("123,456,789");
    await expect(args.onChange).toHaveBeenLastCalledWith("123456789", 12345678900);
    await userEvent.type(input, "0");
    await expect(input).toHaveValue("1");
    await expect(args.onChange).toHaveBeenLastCalledWith("1", 100);
  },
};

export const Filled: Story = { args: { value: "150000" } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Enter an amount greater than zero." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Enter an amount greater than zero.");
  },
};

export const Disabled: Story = {
  args: { value: "300", isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Amount EUR" })).toBeDisabled();
  },
};

/** Locked: read-only, e.g. while the form is being sent. */
export const Locked: Story = {
  args: { value: "300", isReadOnly: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.type(input, "9");
    await expect(input).toHaveValue("300");
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { currency: "BGN" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Betrag BGN" });
    await userEvent.type(input, "1250000");
    await expect(input).toHaveValue("1.250.000");
  },
};

/** Every state side by side, in light and dark. */
export const AllStates: Story = {
  parameters: { screenshot: { dark: true } },
  render: () => (
    <div className="grid w-[36rem] grid-cols-2 gap-6">
      <AmountInput currency="EUR" />
      <AmountInput currency="EUR" value="123456789" description="Whole amounts only." />
      <AmountInput currency="PLN" value="0" isInvalid errorMessage="Enter an amount." />
      <AmountInput currency="RON" value="300" isDisabled />
      <AmountInput currency="BGN" value="300" isReadOnly label="Amount (locked)" />
    </div>
  ),
};
