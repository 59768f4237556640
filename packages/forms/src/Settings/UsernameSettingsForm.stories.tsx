import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { fieldErrors, json, puts, settingsMeta, TOKEN, type WithApiProps } from "./story-helpers";
import { UsernameSettingsForm, type UsernameSettingsFormProps } from "./UsernameSettingsForm";

const meta = {
  title: "Forms/UsernameSettingsForm",
  ...settingsMeta(UsernameSettingsForm, {
    currentUsername: "maria.petrova",
    canChange: true,
    onTokenRenewed: fn(),
    onSaved: fn(),
  }),
} satisfies Meta<WithApiProps<UsernameSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = "Username";

/** A pasted e-mail keeps the part before the at-sign, spaces go; saved with the NEW token kept. */
export const PastedEmailSaved: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.tab();
    await userEvent.keyboard("{Control>}a{/Control}{Backspace}");
    await userEvent.paste(" maria.p@example.bg ");
    await expect(input).toHaveValue("maria.p");
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your username was changed.");
    await expect(args.onTokenRenewed).toHaveBeenCalledWith(TOKEN);
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/username", body: { username: "maria.p" } },
    ]);
  },
};

/** Each rule of 001 §5 in turn, under the field; nothing sent. */
export const RuleErrors: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    const save = canvas.getByRole("button", { name: "Save changes" });
    const attempt = async (text: string, message: RegExp) => {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await userEvent.click(save);
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
    };
    await attempt("мария", /Use only Latin letters/);
    await attempt("maria!", /Use only letters, digits, underscores, hyphens and dots\./);
    await attempt("ma", /Use 4 to 20 characters\./);
    await expect(input).toBeInvalid();
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** Taken (400 username): said under the field with two suggestions; one is used and saved. */
export const TakenWithSuggestions: Story = {
  args: {
    api: {
      overrides: {
        updateUsername: (() => {
          let calls = 0;
          return () => {
            calls += 1;
            return calls === 1
              ? fieldErrors({ username: "username.validation.username_taken" })()
              : json(200, { response: { token: TOKEN } });
          };
        })(),
      },
      onRequest: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, "ivan{Enter}");
    await waitFor(() => expect(input).toHaveAccessibleDescription(/This username is taken/));
    await expect(canvas.getByRole("button", { name: "Use ivan1" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Use ivan11" }));
    await expect(input).toHaveValue("ivan11");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your username was changed.");
    await expect((await puts(args.api?.onRequest)).map((p) => p.body)).toEqual([
      { username: "ivan" },
      { username: "ivan11" },
    ]);
    await expect(args.onTokenRenewed).toHaveBeenCalledTimes(1);
  },
};

/** can_username_change false: shown read-only, said why, no Save. */
export const Locked: Story = {
  args: { canChange: false },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await expect(input).toHaveAttribute("readonly");
    await expect(input).toHaveAccessibleDescription(/can no longer be changed/);
    await expect(canvas.queryByRole("button", { name: "Save changes" })).toBeNull();
  },
};
