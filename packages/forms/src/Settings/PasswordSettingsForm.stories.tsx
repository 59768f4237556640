import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PasswordSettingsForm, type PasswordSettingsFormProps } from "./PasswordSettingsForm";
import { fieldErrors, puts, settingsMeta, type WithApiProps } from "./story-helpers";

const meta = {
  title: "Forms/PasswordSettingsForm",
  ...settingsMeta(PasswordSettingsForm, { onSaved: fn() }),
} satisfies Meta<WithApiProps<PasswordSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const current = "Current password";
const next = "New password";
const repeat = "Repeat the new password";
/** A password input by its label (password inputs have no role). */
const box = (canvas: { getByLabelText: (text: RegExp) => HTMLElement }, name: string) =>
  canvas.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(box(canvas, next)).toHaveAccessibleDescription("At least 8 characters.");
    await expect(box(canvas, current)).toHaveAttribute("type", "password");
  },
};

/** Sent empty: each field says what it needs, focus on the first. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(box(canvas, current)).toHaveFocus());
    await expect(box(canvas, current)).toHaveAccessibleDescription("Enter your current password.");
    await expect(box(canvas, next)).toHaveAccessibleDescription(/Use at least 8 characters\./);
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** The two new passwords differ: said under the repeat, focus there. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas, current), "old-secret");
    await userEvent.tab();
    await userEvent.keyboard("new-secret-1");
    await userEvent.tab();
    await userEvent.keyboard("new-secret-2{Enter}");
    await waitFor(() => expect(box(canvas, repeat)).toHaveFocus());
    await expect(box(canvas, repeat)).toHaveAccessibleDescription(
      "The two new passwords are not the same.",
    );
  },
};

/** Saved: the three fields sent as the contract names them, then emptied; success said. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas, current), "old-secret");
    await userEvent.type(box(canvas, next), "new-secret-1");
    await userEvent.type(box(canvas, repeat), "new-secret-1{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your password was changed.");
    await expect(await puts(args.api?.onRequest)).toEqual([
      {
        path: "/api/v2/user/password",
        body: {
          password: "old-secret",
          new_password: "new-secret-1",
          repeat_new_password: "new-secret-1",
        },
      },
    ]);
    for (const name of [current, next, repeat]) await expect(box(canvas, name)).toHaveValue("");
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
  },
};

/** The server says the current password is wrong: under that field, focus there. */
export const WrongCurrentPassword: Story = {
  args: {
    api: {
      overrides: {
        updatePassword: fieldErrors({ password: "The current password is not right." }),
      },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas, current), "guess-1234");
    await userEvent.type(box(canvas, next), "new-secret-1");
    await userEvent.type(box(canvas, repeat), "new-secret-1{Enter}");
    await waitFor(() =>
      expect(box(canvas, current)).toHaveAccessibleDescription(
        "The current password is not right.",
      ),
    );
    await waitFor(() => expect(box(canvas, current)).toHaveFocus());
    await expect(box(canvas, next)).toHaveValue("new-secret-1");
  },
};
