"use client";
import { useTranslator } from "@causeway/i18n/react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactElement, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { FloatingLayer } from "../../lib/portal-container";
import { WIDGET_ROOT } from "../../lib/widget-root";
import { Button } from "../Button";
import { DialogBody } from "./DialogBody";
import { DialogFooter } from "./DialogFooter";

export const dialogContentVariants = cva(
  [
    // Centred by its margins, not a transform: a transform would make it the frame of what floats
    // inside (FloatingLayer), placing lists and menus against the panel instead of the screen.
    "cw:fixed cw:inset-0 cw:z-(--z-modal) cw:m-auto cw:flex cw:h-fit cw:max-h-[85vh] cw:w-[calc(100vw-2rem)] cw:flex-col",
    "cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:text-fg cw:shadow-lg cw:outline-none",
  ],
  {
    variants: { size: { sm: "cw:max-w-sm", md: "cw:max-w-lg", lg: "cw:max-w-3xl" } },
    defaultVariants: { size: "md" },
  },
);

export type DialogProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Root>;

/**
 * A modal dialog. Uncontrolled with `defaultOpen`, or controlled with `open` + `onOpenChange`:
 * a host that wants to ask "discard changes?" keeps the dialog open when `onOpenChange(false)`
 * comes while its form is dirty.
 */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />;
}

/** Wraps the one element (usually a Button) that opens the dialog; focus returns to it on close. */
export function DialogTrigger({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Trigger asChild>{children}</DialogPrimitive.Trigger>;
}

/** Wraps an element (usually a Button in the footer) that closes the dialog when pressed. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}

export interface DialogContentProps
  extends Omit<
      ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
      "title" | "children" | "asChild"
    >,
    VariantProps<typeof dialogContentVariants> {
  /** The dialog's name, read when it opens. */
  title: ReactNode;
  /** A sentence under the title, read after it. */
  description?: ReactNode;
  /** The body. It scrolls when the dialog is taller than the screen. */
  children?: ReactNode;
  /** The actions, right-aligned at the bottom (wrap a cancel button in `DialogClose`). */
  footer?: ReactNode;
  /** The close button's accessible name; defaults to the dictionary's `ui.dialog.close`. */
  closeLabel?: string;
  /** Hides the × button (the dialog still closes with Escape and a footer action). */
  hideCloseButton?: boolean;
}

/**
 * The dialog's panel: overlay, title, description, body, footer and a labelled close button.
 * Lists, menus and popovers opened inside are drawn inside it (FloatingLayer): outside, Radix
 * shuts the pointer out while the dialog is open.
 */
export function DialogContent({
  title,
  description,
  children,
  footer,
  size,
  closeLabel,
  hideCloseButton = false,
  className,
  ...props
}: DialogContentProps) {
  const { t } = useTranslator();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="cw:fixed cw:inset-0 cw:z-(--z-modal) cw:bg-overlay"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? "md"}
        className={cn(WIDGET_ROOT, dialogContentVariants({ size }), className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div
          data-slot="dialog-header"
          className={cn(
            "cw:flex cw:flex-col cw:gap-1 cw:px-6 cw:pt-6 cw:pb-2",
            !hideCloseButton && "cw:pe-14",
          )}
        >
          <DialogPrimitive.Title data-slot="dialog-title" className="cw:font-semibold cw:text-lg">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description
              data-slot="dialog-description"
              className="cw:text-fg-muted cw:text-sm"
            >
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        <FloatingLayer>
          {children ? <DialogBody>{children}</DialogBody> : null}
          <DialogFooter>{footer}</DialogFooter>
        </FloatingLayer>
        {hideCloseButton ? null : (
          <DialogPrimitive.Close asChild>
            <Button
              data-slot="dialog-close"
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={closeLabel ?? t("ui.dialog.close")}
              icon={<X aria-hidden size={18} />}
              className="cw:absolute cw:end-3 cw:top-3"
            />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
