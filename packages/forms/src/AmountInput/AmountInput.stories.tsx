import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { AmountInput, type AmountInputProps } from "./AmountInput";

/** Controlled by the story, as a form would hold it; shows the minor units it gives out. */
function Controlled(props: AmountInputProps) {
  const [digits, setDigits] = useState(props.value ?? "");
  const [minor, setMinor] = useState(0);
  return (
    <div className="cw:flex cw:w-72 cw:flex-col cw:gap-2">
      <AmountInput
        {...props}
        value={digits}
        onChange={(next, minorUnits) => {
          setDigits(next);
          setMinor(minorUnits);
          props.onChange?.(next, minorUnits);
        }}
      />
      <output data-testid="minor" className="cw:text-xs cw:text-fg-muted">
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

/** Typed in German, "1.234" is one thousand two hundred and thirty-four: the dot groups. */
export const GroupingGerman: Story = {
  globals: { locale: "de" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Betrag EUR" });
    await userEvent.type(input, "1.234");
    await expect(input).toHaveValue("1.234");
    await expect(args.onChange).toHaveBeenLastCalledWith("1234", 123400);
    await userEvent.tab();
    await expect(input).toHaveValue("1.234");
    await expect(input).toBeValid();
  },
};

/** In Bulgarian too: "1.234" is 1 234 (shown with the language's own grouping once left). */
export const GroupingBulgarian: Story = {
  globals: { locale: "bg" },
  args: { currency: "BGN" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Сума BGN" });
    await userEvent.type(input, "1.234");
    await expect(args.onChange).toHaveBeenLastCalledWith("1234", 123400);
    await userEvent.tab();
    await expect(input).toHaveValue(new Intl.NumberFormat("bg").format(1234));
    await expect(canvas.getByTestId("minor")).toHaveTextContent("123400");
  },
};

/**
 * "150,25" in a box of whole euros: kept as typed, never 150 nor 15025; once the user leaves the
 * box it says why, in their language, and the form gets no amount (0 minor units) to send.
 */
export const DecimalPartRefused: Story = {
  globals: { locale: "de" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Betrag EUR" });
    await userEvent.type(input, "150,25");
    await expect(input).toHaveValue("150,25");
    await expect(args.onChange).toHaveBeenLastCalledWith("150,25", 0);
    await userEvent.tab();
    await expect(input).toHaveValue("150,25");
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "Geben Sie einen ganzen Betrag ein: Nachkommastellen werden hier nicht angenommen.",
    );
    // Corrected, the message goes.
    await userEvent.tripleClick(input);
    await userEvent.keyboard("150");
    await expect(args.onChange).toHaveBeenLastCalledWith("150", 15000);
    await userEvent.tab();
    await expect(input).toBeValid();
    await expect(input).not.toHaveAccessibleDescription(/Nachkommastellen/);
  },
};

/** "-50": refused as negative, never made 50. */
export const NegativeRefused: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.type(input, "-50");
    await userEvent.tab();
    await expect(input).toHaveValue("-50");
    await expect(args.onChange).toHaveBeenLastCalledWith("-50", 0);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "Enter the amount without a sign: a negative amount is refused.",
    );
  },
};

/** More than 9 digits pasted: kept as pasted, and the box names the most it takes. */
export const TooLong: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.click(input);
    await userEvent.paste("99999999999999");
    await userEvent.tab();
    await expect(input).toHaveValue("99999999999999");
    await expect(args.onChange).toHaveBeenLastCalledWith("99999999999999", 0);
    await expect(input).toHaveAccessibleDescription(
      "At most 9 digits: the most you can enter is 999,999,999.",
    );
  },
};

/** Letters are no amount: kept, and said so. Leading zeros are cleared once the box is left. */
export const NotANumber: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.type(input, "abc");
    await userEvent.tab();
    await expect(input).toHaveValue("abc");
    await expect(input).toHaveAccessibleDescription(
      "Enter the amount in figures, for example 250.",
    );
    await userEvent.tripleClick(input);
    await userEvent.keyboard("0050");
    await expect(args.onChange).toHaveBeenLastCalledWith("50", 5000);
    await userEvent.tab();
    await expect(input).toHaveValue("50");
  },
};

/** Every state side by side, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[36rem] cw:grid-cols-2 cw:gap-6">
      <AmountInput currency="EUR" />
      <AmountInput currency="EUR" value="123456789" description="Whole amounts only." />
      <AmountInput
        currency="EUR"
        value="150,25"
        isInvalid
        errorMessage="Enter a whole amount: a decimal part is not accepted here."
      />
      <AmountInput currency="PLN" value="0" isInvalid errorMessage="Enter an amount." />
      <AmountInput currency="RON" value="300" isDisabled />
      <AmountInput currency="BGN" value="300" isReadOnly label="Amount (locked)" />
    </div>
  ),
};
