"use client";
import { useTranslator } from "@causeway/i18n/react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import {
  AlertDialogBody,
  alertActionClass,
  alertDescriptionClass,
  alertTitleClass,
} from "../AlertDialog/AlertDialogBody";
import { NativeButton } from "../Button";
import { NativeDialog } from "../Modal/NativeDialog";

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
  const id = useId();
  return (
    <NativeDialog
      isOpen={isOpen}
      onDismiss={onCancel}
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-description`}
      data-slot="confirm-dialog"
      className={cn("cw:max-w-sm cw:gap-4 cw:p-6", className)}
    >
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
          <NativeButton
            variant="secondary"
            layout="wrap"
            className={alertActionClass}
            onPress={onCancel}
            autoFocus
          >
            {cancelLabel ?? t("ui.alert_dialog.cancel")}
          </NativeButton>
        }
        confirm={
          <NativeButton
            variant={variant === "destructive" ? "danger" : "primary"}
            layout="wrap"
            className={alertActionClass}
            onPress={onConfirm}
          >
            {confirmLabel ?? t("ui.alert_dialog.confirm")}
          </NativeButton>
        }
      >
        {children}
      </AlertDialogBody>
    </NativeDialog>
  );
}
