import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  MANY_CURRENCIES,
  type PointerPick,
  pointerPickStory,
  pressWithPointer,
  showsChoice,
} from "../../testing";
import { NativeSelect, type NativeSelectProps } from "./NativeSelect";

const currencies = [
  { value: 1, label: "EUR · Euro" },
  { value: 2, label: "USD · US dollar" },
  { value: 3, label: "BGN · Bulgarian lev" },
  { value: 4, label: "GBP · Pound sterling", isDisabled: true },
];

function Currency(props: Partial<NativeSelectProps<number>>) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <NativeSelect<number>
      label="Currency"
      className="cw:w-64"
      options={currencies}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "UI/NativeSelect",
  component: Currency,
  args: { onChange: fn() },
} satisfies Meta<typeof Currency>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen from the keyboard; the value comes back with its type (a number id here). */
export const Default: Story = {
  args: { description: "The currency the account is held in." },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole("combobox", { name: "Currency" });
    await expect(select).toHaveAccessibleDescription("The currency the account is held in.");
    await expect(select).toHaveDisplayValue("Select an option");
    await userEvent.selectOptions(select, "USD · US dollar");
    await expect(select).toHaveDisplayValue("USD · US dollar");
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole("option", { name: "GBP · Pound sterling" })).toBeDisabled();
  },
};

/** Required: the empty choice cannot be chosen again once something is. */
export const Required: Story = {
  args: { isRequired: true, value: 3 },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: /Currency/ });
    await expect(select).toBeRequired();
    await expect(select).toHaveDisplayValue("BGN · Bulgarian lev");
    await expect(canvas.getByRole("option", { name: "Select an option" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: "Choose the account's currency." },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Currency" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Choose the account's currency.");
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { label: "Währung" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Währung" })).toHaveDisplayValue(
      "Option auswählen",
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-64 cw:gap-4">
      <Currency label="Empty" />
      <Currency label="Chosen" value={1} />
      <Currency label="Optional" showOptional />
      <Currency label="Invalid" errorMessage="Choose the account's currency." />
      <Currency label="Disabled" value={2} isDisabled />
      <Currency label="Small" size="sm" value={3} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Disabled" })).toBeDisabled();
  },
};

/**
 * Forty currencies; the list is the system's own (a sheet on a phone), so the pointer presses the
 * field and the option is chosen as the platform's list chooses it (issue 25).
 */
const pointerPick: PointerPick = {
  picker: (
    <Currency
      options={MANY_CURRENCIES.map((item, index) => ({ value: index + 1, label: item.name }))}
    />
  ),
  open: async (dialog) => {
    const select = within(dialog).getByRole("combobox", { name: "Currency" });
    await pressWithPointer(select);
    return select;
  },
  choose: (select) => userEvent.selectOptions(select, "BGN · Bulgarian Lev"),
  picked: showsChoice("combobox", "Currency", "BGN · Bulgarian Lev"),
  panelStays: true,
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
