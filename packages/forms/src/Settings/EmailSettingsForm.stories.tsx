import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, type within } from "storybook/test";
import { EmailSettingsForm, type EmailSettingsFormProps } from "./EmailSettingsForm";
import {
  fieldErrors,
  never,
  puts,
  serverError,
  settingsMeta,
  TOKEN,
  type WithApiProps,
} from "./story-helpers";

const meta = {
  title: "Forms/EmailSettingsForm",
  ...settingsMeta(EmailSettingsForm, {
    currentEmail: "maria.petrova@example.bg",
    onTokenRenewed: fn(),
    onSaved: fn(),
  }),
} satisfies Meta<WithApiProps<EmailSettingsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = "New e-mail address";
const PASSWORD = "Current password";

/** Types a new address and the current password, then sends with Enter. */
async function changeTo(canvas: ReturnType<typeof within>, email: string) {
  const input = canvas.getByRole("textbox", { name: field });
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.type(canvas.getByLabelText(PASSWORD, { exact: false }), "correct-horse{Enter}");
  return input;
}

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: field })).toHaveValue(
      "maria.petrova@example.bg",
    );
    await expect(canvas.getByRole("button", { name: "Save changes" })).toBeEnabled();
  },
};

/**
 * Typed with the current password and sent with Enter: PUT { email, password }, the NEW token
 * handed to the host, success said, the password emptied.
 */
export const ChangedAndSaved: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.keyboard(" maria@causeway.example ");
    await userEvent.tab();
    const password = canvas.getByLabelText(PASSWORD, { exact: false });
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute("type", "password");
    await userEvent.keyboard("correct-horse{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Your e-mail address was changed.",
    );
    await expect(args.onTokenRenewed).toHaveBeenCalledWith(TOKEN);
    await expect(await puts(args.api?.onRequest)).toEqual([
      {
        path: "/api/v2/user/email",
        body: { email: "maria@causeway.example", password: "correct-horse" },
      },
    ]);
    await expect(password).toHaveValue("");
  },
};

/** A new address without the current password: said under the password, nothing sent. */
export const PasswordRequired: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, "maria@causeway.example{Enter}");
    const password = canvas.getByLabelText(PASSWORD, { exact: false });
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Enter your current password\./),
    );
    await waitFor(() => expect(password).toHaveFocus());
    await expect(await puts(args.api?.onRequest)).toEqual([]);
    await expect(args.onTokenRenewed).not.toHaveBeenCalled();
  },
};

/** The server finds the password wrong: said under it; the address stays as typed. */
export const WrongPassword: Story = {
  args: {
    api: {
      overrides: { updateEmail: fieldErrors({ password: "validation.password.wrong" }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const input = await changeTo(canvas, "maria@causeway.example");
    const password = canvas.getByLabelText(PASSWORD, { exact: false });
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/The current password is wrong\./),
    );
    await expect(input).toHaveValue("maria@causeway.example");
    await expect(args.onTokenRenewed).not.toHaveBeenCalled();
  },
};

/** Not an address: said under the field, focus on it, nothing sent. */
export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, "maria-at-example");
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/Enter a valid e-mail address\./),
    );
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toBeInvalid();
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

export const Unchanged: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    const input = canvas.getByRole("textbox", { name: field });
    await waitFor(() => expect(input).toHaveAccessibleDescription(/already your e-mail address/));
    await expect(args.onTokenRenewed).not.toHaveBeenCalled();
  },
};

/** The server refuses the address: its message under the field; the old token stays. */
export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: {
        updateEmail: fieldErrors({ email: "This address belongs to another account." }),
      },
      onRequest: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const input = await changeTo(canvas, "taken@example.bg");
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/This address belongs to another account\./),
    );
    await expect(args.onTokenRenewed).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    api: {
      overrides: { updateEmail: serverError },
      onRequest: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const input = await changeTo(canvas, "maria@causeway.example");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your change could not be saved. Try again.",
    );
    await expect(input).toHaveValue("maria@causeway.example");
    await expect(args.onTokenRenewed).not.toHaveBeenCalled();
  },
};

/** While the server has not answered, the form says it is busy. */
export const Saving: Story = {
  args: { api: { overrides: { updateEmail: never }, onRequest: fn() } },
  play: async ({ canvas, canvasElement }) => {
    await changeTo(canvas, "maria@causeway.example");
    await waitFor(() =>
      expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true"),
    );
  },
};

/**
 * Issue 25: a double click on "Save changes" sends the change once (one verification e-mail, one
 * new token).
 */
export const DoubleClick: Story = {
  args: { api: { overrides: { updateEmail: never }, onRequest: fn() } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: field });
    await userEvent.clear(input);
    await userEvent.type(input, "maria@causeway.example");
    await userEvent.type(canvas.getByLabelText(PASSWORD, { exact: false }), "correct-horse");
    // Both presses arrive before the page draws again (a fast double click or double tap).
    const save = canvas.getByRole("button", { name: "Save changes" });
    save.click();
    save.click();
    await waitFor(async () => expect(await puts(args.api?.onRequest)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(await puts(args.api?.onRequest)).toHaveLength(1);
  },
};
