import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";

function Host(props: Partial<ConfirmDialogProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Close the form</Button>
      <ConfirmDialog
        title="Discard your changes?"
        description="What you typed in this withdrawal will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        {...props}
        isOpen={isOpen}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm?.();
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel?.();
        }}
      />
    </>
  );
}

const meta = {
  title: "UI/ConfirmDialog",
  component: Host,
  args: { onConfirm: fn(), onCancel: fn() },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Opens as a modal alert dialog with Cancel focused; Escape cancels and focus goes back. */
export const Destructive: Story = {
  args: { variant: "destructive" },
  play: async ({ canvas, canvasElement, args }) => {
    const opener = canvas.getByRole("button", { name: "Close the form" });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole("alertdialog", {
      name: "Discard your changes?",
    });
    await expect(dialog).toHaveAccessibleDescription(
      "What you typed in this withdrawal will be lost.",
    );
    await expect(within(dialog).getByRole("button", { name: "Keep editing" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await body(canvasElement).findByRole("alertdialog");
  },
};

/** The confirm action by keyboard: Tab from Cancel, Enter. */
export const Confirmed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Close the form" }));
    const dialog = await body(canvasElement).findByRole("alertdialog");
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: "Discard" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole("alertdialog")).toBeNull());
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { confirmLabel: undefined, cancelLabel: undefined },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Close the form" }));
    const dialog = await body(canvasElement).findByRole("alertdialog");
    await expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toHaveFocus();
  },
};
