"use client";
import { useTranslator } from "@causeway/i18n/react";
import { X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { NativeButton } from "../Button";
import { DialogBody } from "../Dialog/DialogBody";
import { DialogFooter } from "../Dialog/DialogFooter";
import { NativeDialog } from "./NativeDialog";

const sizes = { sm: "cw:max-w-sm", md: "cw:max-w-lg", lg: "cw:max-w-3xl" } as const;

export interface ModalProps {
  isOpen: boolean;
  /** The × button and Escape. */
  onClose: () => void;
  /** The dialog's name, read when it opens. */
  title: ReactNode;
  /** A sentence under the title, read after it. */
  description?: ReactNode;
  children?: ReactNode;
  /** The actions, right-aligned at the bottom. */
  footer?: ReactNode;
  size?: keyof typeof sizes;
  /** The close button's accessible name; defaults to the dictionary's `ui.dialog.close`. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  className?: string;
  "data-slot"?: string;
}

/**
 * Dialog's panel (title, description, body, footer, a labelled × button) on the native modal
 * `<dialog>`: for widgets other teams embed, where Radix would cost more than the widget.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
  closeLabel,
  hideCloseButton = false,
  className,
  ...props
}: ModalProps) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <NativeDialog
      isOpen={isOpen}
      onDismiss={onClose}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      data-slot={props["data-slot"] ?? "modal"}
      className={cn(sizes[size], className)}
    >
      <div
        data-slot="dialog-header"
        className={cn(
          "cw:flex cw:flex-col cw:gap-1 cw:px-6 cw:pt-6 cw:pb-2",
          !hideCloseButton && "cw:pe-14",
        )}
      >
        <h2 id={`${id}-title`} data-slot="dialog-title" className="cw:font-semibold cw:text-lg">
          {title}
        </h2>
        {description ? (
          <p
            id={`${id}-description`}
            data-slot="dialog-description"
            className="cw:text-fg-muted cw:text-sm"
          >
            {description}
          </p>
        ) : null}
      </div>
      {children ? <DialogBody>{children}</DialogBody> : null}
      <DialogFooter>{footer}</DialogFooter>
      {hideCloseButton ? null : (
        <NativeButton
          data-slot="dialog-close"
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={closeLabel ?? t("ui.dialog.close")}
          icon={<X aria-hidden size={18} />}
          className="cw:absolute cw:end-3 cw:top-3"
          onPress={onClose}
        />
      )}
    </NativeDialog>
  );
}
