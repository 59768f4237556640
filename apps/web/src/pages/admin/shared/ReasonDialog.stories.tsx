import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ReasonDialog } from "./ReasonDialog";
import { findDialog } from "./story-helpers";

const meta = {
  title: "Web/Admin/ReasonDialog",
  component: ReasonDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Refuse request #311?",
    description: "The owner is told and reads your reason among the request’s notes.",
    label: "Reason",
    confirmLabel: "Refuse",
    onConfirm: fn(async () => {}),
  },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof ReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reason is required: an empty one is said under the field, in the user's words, and not sent. */
export const ReasonRequired: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ args }) => {
    const dialog = await findDialog("Refuse request #311?");
    await userEvent.type(dialog.getByRole("textbox", { name: /Reason/ }), "   ");
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expect(dialog.getByRole("textbox", { name: /Reason/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Sent trimmed; once it went through, the box is emptied for the next time. */
export const Sends: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const dialog = await findDialog("Refuse request #311?");
    const box = dialog.getByRole("textbox", { name: /Reason/ });
    await userEvent.type(box, "  The invoice names another clinic.\nAsk for the right one. ");
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      "The invoice names another clinic.\nAsk for the right one.",
    );
    await waitFor(() => expect(box).toHaveValue(""));
  },
};

/** A failed send keeps the text, says why, and the same button tries again. */
export const FailedKeepsText: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error("offline");
    }),
    error: "That did not work. Try again.",
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const dialog = await findDialog("Refuse request #311?");
    await expect(dialog.getByRole("alert")).toHaveTextContent("That did not work. Try again.");
    const box = dialog.getByRole("textbox", { name: /Reason/ });
    await userEvent.type(box, "Blurred scan.");
    await userEvent.click(dialog.getByRole("button", { name: "Refuse" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue("Blurred scan.");
  },
};

/** Cancel closes without sending; so does Escape. */
export const Cancel: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    const dialog = await findDialog("Refuse request #311?");
    await userEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(document.body).getByRole("dialog")).toBeVisible();
  },
};
