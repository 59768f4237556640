import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../Dialog";
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "./AlertDialog";

const screen = within(document.body);

const meta = {
  title: "UI/AlertDialog",
  component: AlertDialogContent,
  args: {
    title: "Send the withdrawal request?",
    description: "You cannot edit the request while it is being reviewed.",
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: "inline-radio", options: ["default", "destructive"] } },
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <AlertDialog>
      <AlertDialogTrigger>
        <Button>Send request</Button>
      </AlertDialogTrigger>
      <AlertDialogContent {...args} />
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel takes focus first, so Enter never confirms by accident. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send the withdrawal request?" });
    await expect(dialog).toHaveAccessibleDescription(
      "You cannot edit the request while it is being reviewed.",
    );
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus(),
    );
  },
};

/** Confirming calls `onConfirm`, closes at once and returns focus to the trigger. */
export const Confirm: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Send request" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Cancel (by keyboard or pointer) and Escape close without confirming; an outside click does not. */
export const Cancel: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Send request" });
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole("alertdialog");
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("alertdialog")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** The spec's confirmation dialog for an irreversible action: danger colours and an alert icon. */
export const Destructive: Story = {
  args: {
    variant: "destructive",
    title: "Delete this post?",
    description: "The post, its images and its comments are removed for everyone.",
    confirmLabel: "Delete post",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this post?" });
    await expect(dialog).toHaveAttribute("data-variant", "destructive");
    await expect(within(dialog).getByRole("button", { name: "Delete post" })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    variant: "destructive",
    title: "Remove the verified bank account Maria Ivanova · BG80 BNBG 9661 1020 3456 78?",
    description:
      "Withdrawals waiting for this account are cancelled and you will have to verify a new account, with a bank statement and an identity document, before you can request money again.",
    confirmLabel: "Remove the account and cancel waiting withdrawals",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    await expect(await screen.findByRole("alertdialog")).toBeVisible();
  },
};

/** The default actions come from the dictionary. */
export const Translated: Story = {
  globals: { locale: "de" },
  args: {
    title: "Anfrage senden?",
    description: "Während der Prüfung kannst du sie nicht ändern.",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(within(dialog).getByRole("button", { name: "Abbrechen" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Bestätigen" })).toBeVisible();
  },
};

function GuardedEditor() {
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next && dirty) setAsking(true);
          else setOpen(next);
        }}
      >
        <DialogTrigger>
          <Button>Edit mission</Button>
        </DialogTrigger>
        <DialogContent
          title="Edit mission"
          footer={
            <DialogClose>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          }
          closeLabel="Close editor"
        >
          <label className="cw:flex cw:flex-col cw:gap-1">
            <span className="cw:font-medium">Mission</span>
            <textarea
              className="cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-3 cw:py-2"
              onChange={() => setDirty(true)}
            />
          </label>
        </DialogContent>
      </Dialog>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent
          variant="destructive"
          title="Discard changes?"
          description="What you typed is lost."
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          onConfirm={() => {
            setDirty(false);
            setOpen(false);
          }}
        />
      </AlertDialog>
    </>
  );
}

/**
 * The Dialog's `onOpenChange` lets a host ask before closing a dirty form (spec: "closing dirty
 * asks for confirmation"): Escape on a dirty editor asks; "Keep editing" goes back; "Discard" closes.
 */
export const DiscardChanges: Story = {
  parameters: { screenshot: { target: "root" } },
  render: () => <GuardedEditor />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Edit mission" });
    await userEvent.click(trigger);
    const editor = await screen.findByRole("dialog", { name: "Edit mission" });
    await userEvent.type(within(editor).getByRole("textbox", { name: "Mission" }), "Help Ana walk");
    await userEvent.keyboard("{Escape}");
    const ask = await screen.findByRole("alertdialog", { name: "Discard changes?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(screen.getByRole("dialog", { name: "Edit mission" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Close editor" }));
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Pins a dialog at `top` instead of the middle, so that two can be seen at once. */
const placedAt = (top: string) => ({ top, bottom: "auto" });

/** Both variants, in light and dark. */
export const AllStates: Story = {
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <>
      {/* One dimming layer for the whole page: the second dialog's overlay would dim the first. */}
      <style>{`[data-slot="alert-dialog-content"] ~ [data-slot="alert-dialog-overlay"] { display: none }`}</style>
      <AlertDialog open>
        <AlertDialogContent {...args} style={placedAt("1rem")} />
      </AlertDialog>
      <AlertDialog open>
        <AlertDialogContent
          {...args}
          variant="destructive"
          title="Delete this post?"
          description="The post, its images and its comments are removed for everyone."
          confirmLabel="Delete post"
          style={placedAt("16rem")}
        />
      </AlertDialog>
    </>
  ),
  play: async () => {
    await expect(screen.getAllByRole("alertdialog", { hidden: true })).toHaveLength(2);
  },
};
