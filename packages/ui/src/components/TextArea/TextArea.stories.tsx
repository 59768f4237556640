import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { TextArea } from "./TextArea";

const meta = {
  title: "UI/TextArea",
  component: TextArea,
  args: { label: "Comment", onChange: fn(), className: "cw:w-80" },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: "Visible to our verification team only.", placeholder: "Write here" },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "Comment" });
    await userEvent.type(box, "Line one{Enter}Line two");
    await expect(box).toHaveValue("Line one\nLine two");
    await expect(args.onChange).toHaveBeenLastCalledWith("Line one\nLine two");
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Comment" })).toHaveFocus();
  },
};

/** The motivational letter: at most 200 characters, typing stops there and the count says 0. */
export const WithLimit: Story = {
  args: { label: "Motivational letter", maxLength: 200 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Motivational letter" });
    await expect(box).toHaveAccessibleDescription("200 characters left");
    await userEvent.type(box, "We need help.");
    await expect(box).toHaveAccessibleDescription("187 characters left");
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste("x".repeat(250));
    await expect(box).toHaveValue("x".repeat(200));
    await expect(box).toHaveAccessibleDescription("0 characters left");
  },
};

export const AutoGrow: Story = {
  args: { label: "Post", autoGrow: true, rows: 2, maxRows: 6 },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Post" });
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, "One{Enter}Two{Enter}Three{Enter}Four");
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(before);
    await expect(box).toHaveAttribute("data-slot", "text-area-input");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Sent on 3 March." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Comment" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: "Write a comment." },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: /Comment/ });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription("Write a comment.");
  },
};

export const Translated: Story = {
  globals: { locale: "pl" },
  args: { label: "List motywacyjny", maxLength: 200, defaultValue: "x".repeat(198) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: "List motywacyjny" }),
    ).toHaveAccessibleDescription("Pozostały 2 znaki");
  },
};

export const LongText: Story = {
  args: {
    label: "Describe what the money was spent on, with dates and the names on each invoice",
    rows: 3,
    defaultValue:
      "Physiotherapy sessions at the Saint Anna rehabilitation centre from 3 March to 28 April, twice a week, invoiced monthly; the second invoice also covers the orthopaedic brace ordered in April and its fitting.",
  },
};

/** Every state in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[40rem] cw:grid-cols-2 cw:gap-5">
      <TextArea label="Default" rows={2} placeholder="Placeholder" />
      <TextArea label="With limit" rows={2} maxLength={200} defaultValue="We need help." />
      <TextArea label="Disabled" rows={2} isDisabled defaultValue="Can't change" />
      <TextArea label="Invalid" rows={2} isInvalid errorMessage="Write a comment." />
    </div>
  ),
};
