"use client";
import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { FloatingLayer } from "../../lib/portal-container";
import { WIDGET_ROOT } from "../../lib/widget-root";

export interface NativeDialogProps {
  isOpen: boolean;
  /** Escape (and the browser's other close requests): the host closes by setting isOpen. */
  onDismiss: () => void;
  role?: "dialog" | "alertdialog";
  labelledBy: string;
  describedBy?: string;
  className?: string;
  "data-slot"?: string;
  children: ReactNode;
}

/**
 * The platform's modal `<dialog>`, opened with showModal(): the page behind becomes inert, focus
 * moves in and is kept there, and it comes back to where it was on close, with no library. The
 * base of Modal and ConfirmDialog, the light choices for widgets other teams embed. Lists, menus
 * and popovers opened inside are drawn inside it (FloatingLayer): outside, they would be inert.
 */
export function NativeDialog({
  isOpen,
  onDismiss,
  role = "dialog",
  labelledBy,
  describedBy,
  className,
  children,
  ...props
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-slot={props["data-slot"]}
      // Handled on keydown, which also stops the browser's own cancel; onCancel covers the rest.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onDismiss();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      className={cn(
        WIDGET_ROOT,
        "cw:m-auto cw:w-[calc(100vw-2rem)] cw:flex-col cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:text-fg cw:shadow-lg cw:outline-none cw:open:flex",
        "cw:max-h-[85vh] cw:backdrop:bg-overlay",
        className,
      )}
    >
      {isOpen ? <FloatingLayer>{children}</FloatingLayer> : null}
    </dialog>
  );
}
