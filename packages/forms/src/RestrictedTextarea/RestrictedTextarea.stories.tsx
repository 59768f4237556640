import { MOTIVATIONAL_LETTER_MAX, RECIPIENT_NAME_MAX } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { RestrictedTextarea } from "./RestrictedTextarea";

const meta = {
  title: "Forms/RestrictedTextarea",
  component: RestrictedTextarea,
  args: { label: "Motivational letter", maxLength: MOTIVATIONAL_LETTER_MAX, onChange: fn() },
  render: (args) => (
    <div className="cw:w-96">
      <RestrictedTextarea {...args} />
    </div>
  ),
} satisfies Meta<typeof RestrictedTextarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Letter: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "Motivational letter" });
    await expect(box).toHaveAccessibleDescription("200 characters left");
    await userEvent.type(box, "Thank you!");
    await expect(box).toHaveAccessibleDescription("190 characters left");
    await expect(args.onChange).toHaveBeenLastCalledWith("Thank you!");
  },
};

/** A paste longer than the limit is cut, and a polite live region says so. */
export const PasteIsCut: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "Motivational letter" });
    await userEvent.click(box);
    await userEvent.paste("a".repeat(250));
    await expect(box).toHaveValue("a".repeat(200));
    await expect(box).toHaveAccessibleDescription("0 characters left");
    await expect(args.onChange).toHaveBeenLastCalledWith("a".repeat(200));
    await expect(canvas.getByText("The text was cut to 200 characters.")).toBeInTheDocument();
    // At the limit a typed character is ignored.
    await userEvent.type(box, "b");
    await expect(box).toHaveValue("a".repeat(200));
  },
};

/** The recipient name: one line, 150 characters; an emoji counts as one. */
export const Recipient: Story = {
  args: { label: "Recipient name", maxLength: RECIPIENT_NAME_MAX, singleLine: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Recipient name" });
    await userEvent.type(box, "Clinic 🏥");
    await expect(box).toHaveAccessibleDescription("142 characters left");
  },
};

export const Filled: Story = {
  args: {
    defaultValue: "We are raising money for the same cause and would be glad to help.".repeat(3),
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Write a message for the other campaign." },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Motivational letter" });
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(/Write a message for the other campaign\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "Sent." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Motivational letter" })).toBeDisabled();
  },
};

export const Translated: Story = {
  globals: { locale: "uk" },
  args: { label: "Мотиваційний лист" },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: "Мотиваційний лист" });
    await userEvent.type(box, "Дякую");
    await expect(box).toHaveAccessibleDescription(/195/);
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[40rem] cw:grid-cols-2 cw:gap-6">
      <RestrictedTextarea label="Empty" maxLength={200} rows={2} />
      <RestrictedTextarea
        label="Near the limit"
        maxLength={20}
        defaultValue="Eighteen character"
        rows={2}
      />
      <RestrictedTextarea label="Recipient" maxLength={150} singleLine defaultValue="Clinic Vita" />
      <RestrictedTextarea
        label="Invalid"
        maxLength={200}
        rows={2}
        isInvalid
        errorMessage="Write a message."
      />
      <RestrictedTextarea
        label="Disabled"
        maxLength={200}
        rows={2}
        isDisabled
        defaultValue="Sent."
      />
    </div>
  ),
};
