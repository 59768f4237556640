import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Modal, type ModalProps } from "./Modal";

function Host(props: Partial<ModalProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal
        title="Your request has been sent"
        description="Post an update to tell your donors what the money is for."
        footer={<Button onPress={() => setOpen(false)}>Done</Button>}
        size="sm"
        {...props}
        isOpen={isOpen}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: "UI/Modal",
  component: Host,
  args: { onClose: fn() },
  parameters: { screenshot: { target: "page" } },
} satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A named, described modal; the × closes it and focus goes back to the opener. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const opener = canvas.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole("dialog", {
      name: "Your request has been sent",
    });
    await expect(dialog).toHaveAccessibleDescription(/tell your donors/);
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Escape asks the host to close; the page behind is inert meanwhile. */
export const Escape: Story = {
  parameters: { screenshot: { skip: true } }, // the same picture as Default
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open" }));
    await body(canvasElement).findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

/** A long body scrolls inside the modal; the footer stays in view. */
export const LongContent: Story = {
  args: {
    size: "md",
    children: (
      <div className="cw:flex cw:flex-col cw:gap-3">
        {Array.from({ length: 30 }, (_, index) => (
          <p key={String(index)}>Paragraph {index + 1} of the terms of withdrawal.</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open" }));
    const dialog = await body(canvasElement).findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "Done" })).toBeVisible();
    // The long body scrolls, so a keyboard can reach it (measured once drawn: wait for it, or axe
    // may look before and find a scrollable region nobody can focus).
    const scroller = dialog.querySelector('[data-slot="dialog-body"]');
    await waitFor(() => expect(scroller).toHaveAttribute("tabindex", "0"));
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open" }));
    const dialog = await body(canvasElement).findByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "Schließen" })).toBeVisible();
  },
};
