import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PhoneSettingsForm, type PhoneSettingsFormProps } from "./PhoneSettingsForm";
import { fieldErrors, puts, settingsMeta, type WithApiProps } from "./story-helpers";

const meta = {
  title: "Forms/PhoneSettingsForm",
  ...settingsMeta(PhoneSettingsForm, { currentPhone: "+359 88 123 4567", onSaved: fn() }),
} satisfies Meta<WithApiProps<PhoneSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = "Phone number";

export const Saved: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, " (02) 981-1234 {Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Your phone number was saved.",
    );
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/phone", body: { phone: "(02) 981-1234" } },
    ]);
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, "call me{Enter}");
    await waitFor(() => expect(input).toHaveAccessibleDescription(/6 to 20 digits/));
    await waitFor(() => expect(input).toHaveFocus());
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: { updatePhone: fieldErrors({ phone: "This number is used by another account." }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.type(input, "{Enter}");
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription("This number is used by another account."),
    );
  },
};
