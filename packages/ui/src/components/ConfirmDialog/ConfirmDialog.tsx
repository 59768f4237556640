"use client";
import { useTranslator } from "@causeway/i18n/react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { cn } from "../../lib/cn";
import {
  AlertDialogBody,
  alertActionClass,
  alertDescriptionClass,
  alertTitleClass,
} from "../AlertDialog/AlertDialogBody";
import { Button } from "../Button";

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** What happens if the user confirms. */
  description: ReactNode;
  children?: ReactNode;
  variant?: "default" | "destructive";
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, and Escape. */
  onCancel: () => void;
  className?: string;
}

/**
 * AlertDialog's confirmation on the platform's own modal `<dialog>`: the browser makes the page
 * behind it inert, traps focus, closes on Escape and gives focus back on close, with no library.
 * The choice for widgets other teams embed; AlertDialog (Radix) inside the app.
 */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  children,
  variant = "default",
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  className,
}: ConfirmDialogProps) {
  const { t } = useTranslator();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-slot="confirm-dialog"
      data-variant={variant}
      // Escape: the host decides (it closes the dialog by setting isOpen to false). Handled on
      // keydown, which also stops the browser's own cancel; onCancel covers other close requests.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onCancel();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className={cn(
        "m-auto w-[calc(100vw-2rem)] max-w-sm flex-col gap-4 rounded-lg border border-border bg-surface-raised p-6 text-fg shadow-lg outline-none open:flex",
        "backdrop:bg-overlay",
        className,
      )}
    >
      {isOpen ? (
        <AlertDialogBody
          variant={variant}
          title={
            <h2 id={`${id}-title`} data-slot="alert-dialog-title" className={alertTitleClass}>
              {title}
            </h2>
          }
          description={
            <p
              id={`${id}-description`}
              data-slot="alert-dialog-description"
              className={alertDescriptionClass}
            >
              {description}
            </p>
          }
          cancel={
            // Cancel is focused first: the safe choice.
            <Button variant="secondary" className={alertActionClass} onPress={onCancel} autoFocus>
              {cancelLabel ?? t("ui.alert_dialog.cancel")}
            </Button>
          }
          confirm={
            <Button
              variant={variant === "destructive" ? "danger" : "primary"}
              className={alertActionClass}
              onPress={onConfirm}
            >
              {confirmLabel ?? t("ui.alert_dialog.confirm")}
            </Button>
          }
        >
          {children}
        </AlertDialogBody>
      ) : null}
    </dialog>
  );
}
