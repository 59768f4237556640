import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Checkbox, CheckboxGroup } from "./Checkbox";

const meta = {
  title: "UI/Checkbox",
  component: Checkbox,
  args: { children: "Donate anonymously", onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("checkbox", { name: "Donate anonymously" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Indeterminate: Story = {
  args: { children: "Select all reasons", isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("checkbox", { name: "Select all reasons" }),
    ).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Donate anonymously" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { children: "I accept the terms", isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "I accept the terms" })).toBeInvalid();
  },
};

export const LongLabel: Story = {
  render: (args) => (
    <div className="cw:w-72">
      <Checkbox {...args}>
        I have no documents for this withdrawal and I explain why in the comment below
      </Checkbox>
    </div>
  ),
};

/** A group with a label, a description and an error; at most three reasons in the form. */
export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Reasons"
      description="Choose up to three."
      isInvalid
      errorMessage="Choose at least one reason."
    >
      <Checkbox value="treatment">Treatment</Checkbox>
      <Checkbox value="medicine">Medicine</Checkbox>
      <Checkbox value="travel">Travel to the clinic</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Reasons" });
    await expect(group).toHaveAccessibleDescription(/Choose up to three\./);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Medicine" }));
    await expect(canvas.getByRole("checkbox", { name: "Medicine" })).toBeChecked();
  },
};

/** Every state in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:gap-3">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled checked
      </Checkbox>
      <Checkbox isInvalid>Invalid</Checkbox>
      <CheckboxGroup label="Horizontal group" orientation="horizontal" defaultValue={["a"]}>
        <Checkbox value="a">One</Checkbox>
        <Checkbox value="b">Two</Checkbox>
      </CheckboxGroup>
    </div>
  ),
};
