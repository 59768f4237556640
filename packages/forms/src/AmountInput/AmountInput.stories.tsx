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
    // The 9-digit rule changed the value: the box says why.
    await expect(input).toHaveAccessibleDescription(
      "At most 9 digits: the longer amount was replaced by 1.",
    );
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

/** The line under the box that says what it refused or changed, as the user sees it. */
const notice = (
  canvas: { queryByText: (text: string, options: object) => HTMLElement | null },
  text: string,
) => canvas.queryByText(text, { selector: "[data-slot=amount-input-notice]" });

/**
 * A decimal separator typed into a whole-number box is refused, and so are the cents typed after
 * it: "12.50" leaves 12 (1,200 minor units), never 1,250, and the box says why.
 */
export const SeparatorRefused: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.type(input, "12.50");
    await expect(input).toHaveValue("12");
    await expect(args.onChange).toHaveBeenLastCalledWith("12", 1200);
    await expect(canvas.getByTestId("minor")).toHaveTextContent("1200");
    const message = "Whole amounts only: “.” was not accepted.";
    await expect(notice(canvas, message)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message);
    // The caret stays at the end of what was kept.
    await expect(input).toHaveProperty("selectionStart", 2);
  },
};

/** In German: a typed "," is refused with its cents; deleting ends it and digits go in again. */
export const SeparatorRefusedGerman: Story = {
  globals: { locale: "de" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Betrag EUR" });
    await userEvent.type(input, "30,75");
    await expect(input).toHaveValue("30");
    await expect(args.onChange).toHaveBeenLastCalledWith("30", 3000);
    const message = "Nur ganze Beträge: „,“ wurde nicht übernommen.";
    await expect(notice(canvas, message)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message);
    await userEvent.keyboard("{Backspace}");
    await expect(input).toHaveValue("3");
    await expect(notice(canvas, message)).toBeNull();
    await userEvent.keyboard("250");
    await expect(input).toHaveValue("3.250");
    await expect(args.onChange).toHaveBeenLastCalledWith("3250", 325000);
  },
};

/** A paste with cents is refused whole: the box keeps its 300 and says why. */
export const PastedSeparatorRefused: Story = {
  args: { value: "300" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.click(input);
    await userEvent.tripleClick(input);
    await userEvent.paste("12.50");
    await expect(input).toHaveValue("300");
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(notice(canvas, "Whole amounts only: “.” was not accepted.")).toBeVisible();
    await userEvent.tripleClick(input);
    await userEvent.paste("€1,234.56");
    await expect(input).toHaveValue("300");
    await expect(args.onChange).not.toHaveBeenCalled();
    // Grouped thousands are no separator of cents; the new value ends the message.
    await userEvent.tripleClick(input);
    await userEvent.paste("1,250");
    await expect(input).toHaveValue("1,250");
    await expect(args.onChange).toHaveBeenLastCalledWith("1250", 125000);
    await expect(notice(canvas, "Whole amounts only: “.” was not accepted.")).toBeNull();
    // The last refusal is what the shot shows.
    await userEvent.tripleClick(input);
    await userEvent.paste("1 234,56");
    await expect(input).toHaveValue("1,250");
    await expect(notice(canvas, "Whole amounts only: “,” was not accepted.")).toBeVisible();
  },
};

/**
 * "99999999999" pasted: the spec's 9-digit rule makes it 1, and the box says so; typed on, the
 * message stays beside the 19 the issue saw.
 */
export const PastedTooLong: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount EUR" });
    await userEvent.click(input);
    await userEvent.paste("99999999999");
    await expect(input).toHaveValue("1");
    await expect(args.onChange).toHaveBeenLastCalledWith("1", 100);
    const message = "At most 9 digits: the longer amount was replaced by 1.";
    await expect(notice(canvas, message)).toBeVisible();
    await userEvent.keyboard("9");
    await expect(input).toHaveValue("19");
    await expect(input).toHaveAccessibleDescription(message);
  },
};

/** Every state side by side, in light and dark. */
export const AllStates: Story = {
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
