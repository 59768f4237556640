import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { NameSettingsForm, type NameSettingsFormProps } from "./NameSettingsForm";
import { fieldErrors, puts, settingsMeta, type WithApiProps } from "./story-helpers";

const meta = {
  title: "Forms/NameSettingsForm",
  ...settingsMeta(NameSettingsForm, { currentName: "Мария Петрова", onSaved: fn() }),
} satisfies Meta<WithApiProps<NameSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = "Name";

/** Saved with PUT { name } (trimmed); changing it again hides the message. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, "  Мария Иванова {Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your name was saved.");
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/name", body: { name: "Мария Иванова" } },
    ]);
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })),
    );
    await userEvent.type(input, "a");
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/** At most 30 characters: the box stops there and counts down. */
export const AtTheLimit: Story = {
  args: { currentName: "" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.type(input, "Фондация за децата на България и още");
    await expect((input as HTMLInputElement).value).toHaveLength(30);
    await expect(canvas.getByText(/0 characters left/)).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Enter a name\./));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** 001 §8: a profile update failure shows the name error under the name field. */
export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: { updateName: fieldErrors({ name: "forms.error.too_long" }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.type(input, "!{Enter}");
    await waitFor(() => expect(input).toHaveAccessibleDescription(/This text is too long\./));
    await expect(input).toBeInvalid();
  },
};

export const Locked: Story = {
  args: { isLocked: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await expect(input).toHaveAttribute("readonly");
    await expect(input).toHaveAccessibleDescription(/can no longer be changed/);
    await expect(canvas.queryByRole("button", { name: "Save changes" })).toBeNull();
  },
};
