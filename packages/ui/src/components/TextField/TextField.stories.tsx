import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { TextField } from "./TextField";

const meta = {
  title: "UI/TextField",
  component: TextField,
  args: { label: "Full name", onChange: fn(), className: "cw:w-72" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    type: { control: "select", options: ["text", "email", "password", "search", "tel", "url"] },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: "As it appears on your ID.", placeholder: "Ana Ivanova" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await expect(input).toHaveAccessibleDescription("As it appears on your ID.");
    await userEvent.type(input, "Ana");
    await expect(args.onChange).toHaveBeenLastCalledWith("Ana");
  },
};

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute("data-focused", "true");
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Ana Ivanova" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, label: "Beneficiary", defaultValue: "Saint Anna Hospital" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Beneficiary" });
    await expect(input).toHaveAttribute("readonly");
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("Saint Anna Hospital");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    label: "E-mail",
    type: "email",
    defaultValue: "ana@",
    isInvalid: true,
    errorMessage: "Enter a valid e-mail address.",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Enter a valid e-mail address.");
  },
};

export const Password: Story = {
  args: { label: "Password", type: "password", defaultValue: "hunter22" },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Password")).toHaveAttribute("type", "password");
  },
};

export const Search: Story = {
  args: { label: "Search campaigns", type: "search", placeholder: "Name or city" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Search campaigns" })).toBeInTheDocument();
  },
};

export const WithCounter: Story = {
  args: { label: "Recipient name", maxLength: 150, showCharacterCount: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Recipient name" });
    await expect(input).toHaveAccessibleDescription("150 characters left");
    await userEvent.type(input, "Saint Anna");
    await expect(input).toHaveAccessibleDescription("140 characters left");
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { label: "Empfänger", maxLength: 150, showCharacterCount: true, showOptional: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Empfänger/ });
    await expect(input).toHaveAccessibleDescription("Noch 150 Zeichen");
  },
};

export const LongText: Story = {
  args: {
    label: "Name of the organisation that receives the funds, exactly as on the bank statement",
    defaultValue:
      "The Saint Anna University Hospital for Active Treatment and Rehabilitation of Children",
    description: "Long values scroll inside the box; the label wraps.",
  },
};

/** Every size and state in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[40rem] cw:grid-cols-2 cw:gap-5">
      <TextField size="sm" label="Small" placeholder="Placeholder" />
      <TextField size="md" label="Medium" defaultValue="Value" />
      <TextField size="lg" label="Large" defaultValue="Value" />
      <TextField label="Required" isRequired description="With a description." />
      <TextField label="Disabled" isDisabled defaultValue="Can't change" />
      <TextField label="Read only" isReadOnly defaultValue="Saint Anna Hospital" />
      <TextField
        label="Invalid"
        isInvalid
        defaultValue="ana@"
        errorMessage="Enter a valid e-mail."
      />
      <TextField
        label="Counter"
        maxLength={20}
        showCharacterCount
        defaultValue="Twenty characters!!!"
      />
    </div>
  ),
};
