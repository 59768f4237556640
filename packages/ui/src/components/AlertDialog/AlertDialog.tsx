"use client";
import { useTranslator } from "@causeway/i18n/react";
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { FloatingLayer } from "../../lib/portal-container";
import { WIDGET_ROOT } from "../../lib/widget-root";
import { Button } from "../Button";
import { dialogContentVariants } from "../Dialog";
import {
  AlertDialogBody,
  alertActionClass,
  alertDescriptionClass,
  alertTitleClass,
} from "./AlertDialogBody";

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
        className="cw:fixed cw:inset-0 cw:z-(--z-modal) cw:bg-overlay"
      />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        data-variant={variant}
        className={cn(
          WIDGET_ROOT,
          dialogContentVariants({ size: "sm" }),
          "cw:gap-4 cw:p-6",
          className,
        )}
        {...props}
      >
        <AlertDialogBody
          variant={variant}
          title={
            <AlertDialogPrimitive.Title data-slot="alert-dialog-title" className={alertTitleClass}>
              {title}
            </AlertDialogPrimitive.Title>
          }
          description={
            <AlertDialogPrimitive.Description
              data-slot="alert-dialog-description"
              className={alertDescriptionClass}
            >
              {description}
            </AlertDialogPrimitive.Description>
          }
          cancel={
            <AlertDialogPrimitive.Cancel asChild onClick={onCancel}>
              <Button variant="secondary" layout="wrap" className={alertActionClass}>
                {cancelLabel ?? t("ui.alert_dialog.cancel")}
              </Button>
            </AlertDialogPrimitive.Cancel>
          }
          confirm={
            <AlertDialogPrimitive.Action asChild onClick={onConfirm}>
              <Button
                variant={destructive ? "danger" : "primary"}
                layout="wrap"
                className={alertActionClass}
              >
                {confirmLabel ?? t("ui.alert_dialog.confirm")}
              </Button>
            </AlertDialogPrimitive.Action>
          }
        >
          {/* What opens inside is drawn inside: Radix shuts the pointer out elsewhere. */}
          {children ? <FloatingLayer>{children}</FloatingLayer> : null}
        </AlertDialogBody>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}
