import type { Meta, StoryObj } from "@storybook/react-vite";
import { CreditCard, Landmark, Wallet } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Radio, RadioGroup } from "./RadioGroup";

const meta = {
  title: "UI/RadioGroup",
  component: RadioGroup,
  args: { label: "Gender", onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="female">Female</Radio>
      <Radio value="male">Male</Radio>
      <Radio value="unspecified">Prefer not to say</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group, arrows move and select. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Female" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const male = canvas.getByRole("radio", { name: "Male" });
    await expect(male).toHaveFocus();
    await expect(male).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("male");
  },
};

export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "female" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Gender" })).toHaveAttribute(
      "aria-orientation",
      "horizontal",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "male" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Female" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    isRequired: true,
    errorMessage: "Choose one.",
    description: "Shown on your profile.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: /Gender/ })).toHaveAccessibleDescription(
      /Choose one\./,
    );
  },
};

/** Rich options as cards: label, description and an icon; the description is read with each option. */
export const Cards: Story = {
  args: { label: "Payment method", variant: "card", defaultValue: "card", className: "cw:w-96" },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio
        value="card"
        description="Visa, Mastercard, American Express"
        trailing={<CreditCard aria-hidden size={20} />}
      >
        Card
      </Radio>
      <Radio
        value="bank"
        description="Arrives in 1 to 3 working days"
        trailing={<Landmark aria-hidden size={20} />}
      >
        Bank transfer
      </Radio>
      <Radio
        value="wallet"
        description="Not available in your country"
        isDisabled
        trailing={<Wallet aria-hidden size={20} />}
      >
        Digital wallet
      </Radio>
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    const bank = canvas.getByRole("radio", { name: "Bank transfer" });
    await expect(bank).toHaveAccessibleDescription("Arrives in 1 to 3 working days");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(bank).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "Card" })).toBeChecked();
  },
};

export const LongText: Story = {
  args: { label: "Who receives the money?", variant: "card", className: "cw:w-80" },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio
        value="user"
        description="The money goes to the bank account of the campaign's beneficiary after our team checks the documents."
      >
        Transfer to the campaign owner's verified bank account
      </Radio>
      <Radio value="provider">Transfer directly to the hospital, clinic or other provider</Radio>
    </RadioGroup>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[40rem] cw:grid-cols-2 cw:gap-8">
      <RadioGroup label="Default" defaultValue="b">
        <Radio value="a">Unselected</Radio>
        <Radio value="b">Selected</Radio>
        <Radio value="c" isDisabled>
          Disabled
        </Radio>
      </RadioGroup>
      <RadioGroup
        label="Cards"
        variant="card"
        defaultValue="b"
        isInvalid
        errorMessage="Choose another method."
      >
        <Radio value="a" description="Description">
          Unselected
        </Radio>
        <Radio value="b" description="Description">
          Selected
        </Radio>
        <Radio value="c" description="Description" isDisabled>
          Disabled
        </Radio>
      </RadioGroup>
    </div>
  ),
};
