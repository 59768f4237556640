import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Input, TextField } from "react-aria-components";
import { expect, userEvent } from "storybook/test";
import { Field } from "./Field";
import { fieldControlVariants, fieldRootClass } from "./fieldStyles";

/** Field inside a bare react-aria TextField, to show what it wires up on its own. */
function Demo(
  props: React.ComponentProps<typeof Field> & { isInvalid?: boolean; maxLength?: number },
) {
  const { isInvalid, maxLength, characterCount, ...field } = props;
  const [value, setValue] = useState("");
  return (
    <TextField
      className={`${fieldRootClass} cw:w-72`}
      isInvalid={isInvalid}
      isRequired={field.isRequired}
      validationBehavior="aria"
      value={value}
      onChange={setValue}
      maxLength={maxLength}
    >
      <Field
        {...field}
        characterCount={maxLength ? { length: value.length, maxLength } : characterCount}
      >
        <Input className={fieldControlVariants()} />
      </Field>
    </TextField>
  );
}

const meta = {
  title: "UI/Field",
  component: Field,
  args: { label: "Campaign title", children: null },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: "Shown at the top of your campaign page." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Campaign title" });
    await expect(input).toHaveAccessibleDescription("Shown at the top of your campaign page.");
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /Campaign title/ })).toBeRequired();
  },
};

export const Optional: Story = {
  args: { label: "Website", showOptional: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Website (optional)" })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  render: (args) => <Demo {...args} isInvalid />,
  args: { description: "Between 5 and 80 characters.", errorMessage: "Enter a title." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Campaign title" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Enter a title\./);
  },
};

export const WithCounter: Story = {
  render: (args) => <Demo {...args} maxLength={20} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Campaign title" });
    await expect(input).toHaveAccessibleDescription("20 characters left");
    await userEvent.type(input, "Help Ana walk");
    await expect(input).toHaveAccessibleDescription("7 characters left");
    await userEvent.type(input, " again soon");
    await expect(input).toHaveValue("Help Ana walk again ");
    await expect(canvas.getByText("0 characters left")).toHaveAttribute("data-state", "limit");
  },
};

export const TranslatedCounter: Story = {
  globals: { locale: "ru" },
  args: { label: "Название" },
  render: (args) => <Demo {...args} maxLength={25} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Название" });
    await expect(input).toHaveAccessibleDescription("Осталось 25 символов");
    await userEvent.type(input, "abc");
    await expect(input).toHaveAccessibleDescription("Осталось 22 символа");
  },
};

export const LongText: Story = {
  args: {
    label: "Name of the hospital, clinic or organisation that will receive the transferred funds",
    description:
      "Write it exactly as it appears on the invoice, including the legal form, so our team can verify it quickly.",
    isRequired: true,
  },
};

/** Label, description, counter, error and required marks together, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:grid-cols-2 cw:gap-6">
      <Demo label="Plain">{null}</Demo>
      <Demo label="Required" isRequired description="With a description.">
        {null}
      </Demo>
      <Demo label="Optional" showOptional>
        {null}
      </Demo>
      <Demo label="Counter" maxLength={150}>
        {null}
      </Demo>
      <Demo label="Invalid" isInvalid errorMessage="Enter a title.">
        {null}
      </Demo>
      <Demo
        label="Invalid with description"
        isInvalid
        description="Help text."
        errorMessage="Too short."
      >
        {null}
      </Demo>
    </div>
  ),
};
