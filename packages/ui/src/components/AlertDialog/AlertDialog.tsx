"use client";
import { useTranslator } from "@causeway/i18n/react";
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { TriangleAlert } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../Button";
import { dialogContentVariants } from "../Dialog";

/** Long labels (translations, custom actions) wrap inside the button instead of overflowing. */
const wrapping = "h-auto min-h-10 max-w-full whitespace-normal py-2 text-center";

export type AlertDialogProps = ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Root>;

/**
 * A confirmation that interrupts: it does not close on an outside click, only on Cancel, Escape or
 * the confirm action. Uncontrolled with a trigger, or controlled with `open` + `onOpenChange`.
 */
export function AlertDialog(props: AlertDialogProps) {
  return <AlertDialogPrimitive.Root {...props} />;
}

/** Wraps the one element (usually a Button) that asks for confirmation; focus returns to it. */
export function AlertDialogTrigger({ children }: { children: ReactElement }) {
  return <AlertDialogPrimitive.Trigger asChild>{children}</AlertDialogPrimitive.Trigger>;
}

export type AlertDialogVariant = "default" | "destructive";

export interface AlertDialogContentProps
  extends Omit<
    ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Content>,
    "title" | "children" | "asChild"
  > {
  /** The question, e.g. "Delete this post?". */
  title: ReactNode;
  /** What happens if the user confirms. Required: an alert dialog must say what is at stake. */
  description: ReactNode;
  /** Anything else to show under the description. */
  children?: ReactNode;
  /** `destructive` draws the confirm action in danger colours and an alert icon. */
  variant?: AlertDialogVariant;
  /** Defaults to the dictionary's `ui.alert_dialog.confirm`. */
  confirmLabel?: string;
  /** Defaults to the dictionary's `ui.alert_dialog.cancel`. */
  cancelLabel?: string;
  /** Called when the user confirms; the dialog then closes at once. */
  onConfirm?: () => void;
  /** Called when the user presses Cancel (Escape only calls `onOpenChange(false)`). */
  onCancel?: () => void;
}

/** The confirmation panel: title, description, Cancel (focused first) and the confirm action. */
export function AlertDialogContent({
  title,
  description,
  children,
  variant = "default",
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  className,
  ...props
}: AlertDialogContentProps) {
  const { t } = useTranslator();
  const destructive = variant === "destructive";
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay
        data-slot="alert-dialog-overlay"
        className="fixed inset-0 z-(--z-modal) bg-overlay"
      />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        data-variant={variant}
        className={cn(dialogContentVariants({ size: "sm" }), "gap-4 p-6", className)}
        {...props}
      >
        <div className="flex gap-3">
          {destructive ? (
            <span
              data-slot="alert-dialog-icon"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger"
            >
              <TriangleAlert aria-hidden size={20} />
            </span>
          ) : null}
          <div className="flex min-w-0 flex-col gap-1">
            <AlertDialogPrimitive.Title
              data-slot="alert-dialog-title"
              className="font-semibold text-lg"
            >
              {title}
            </AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description
              data-slot="alert-dialog-description"
              className="text-fg-muted text-sm"
            >
              {description}
            </AlertDialogPrimitive.Description>
            {children ? <div className="pt-2 text-sm">{children}</div> : null}
          </div>
        </div>
        <div
          data-slot="alert-dialog-footer"
          className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end"
        >
          <AlertDialogPrimitive.Cancel asChild onClick={onCancel}>
            <Button variant="secondary" className={wrapping}>
              {cancelLabel ?? t("ui.alert_dialog.cancel")}
            </Button>
          </AlertDialogPrimitive.Cancel>
          <AlertDialogPrimitive.Action asChild onClick={onConfirm}>
            <Button variant={destructive ? "danger" : "primary"} className={wrapping}>
              {confirmLabel ?? t("ui.alert_dialog.confirm")}
            </Button>
          </AlertDialogPrimitive.Action>
        </div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}
