"use client";
import { useTranslator } from "@causeway/i18n/react";
import * as PopoverPrimitive from "@radix-ui/react-popover";
import { X } from "lucide-react";
import { type ComponentPropsWithoutRef, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { usePortalContainer } from "../../lib/portal-container";
import { WIDGET_ROOT } from "../../lib/widget-root";
import { Button } from "../Button";

export type PopoverProps = ComponentPropsWithoutRef<typeof PopoverPrimitive.Root>;

/** Non-modal floating content anchored to a trigger: Escape or an outside click closes it. */
export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root {...props} />;
}

/** Wraps the one element (usually a Button) that toggles the popover; focus returns to it. */
export function PopoverTrigger({ children }: { children: ReactElement }) {
  return <PopoverPrimitive.Trigger asChild>{children}</PopoverPrimitive.Trigger>;
}

/** Wraps an element inside the popover that closes it when pressed. */
export function PopoverClose({ children }: { children: ReactElement }) {
  return <PopoverPrimitive.Close asChild>{children}</PopoverPrimitive.Close>;
}

export interface PopoverContentProps
  extends Omit<ComponentPropsWithoutRef<typeof PopoverPrimitive.Content>, "asChild" | "title"> {
  /** A visible heading that names the popover. Without it, give an `aria-label`. */
  title?: ReactNode;
  /** Shows a × button named from `ui.dialog.close` (or `closeLabel`). */
  showCloseButton?: boolean;
  closeLabel?: string;
}

/** The floating panel (role dialog), named by its title or `aria-label`. */
export function PopoverContent({
  title,
  showCloseButton = false,
  closeLabel,
  sideOffset = 6,
  className,
  children,
  ...props
}: PopoverContentProps) {
  const { t } = useTranslator();
  const titleId = useId();
  // Inside a dialog, drawn inside it (outside, the pointer cannot reach it).
  const container = usePortalContainer();
  return (
    <PopoverPrimitive.Portal container={container}>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        collisionPadding={8}
        aria-labelledby={title ? titleId : undefined}
        className={cn(
          WIDGET_ROOT,
          "cw:relative cw:z-(--z-popover) cw:w-72 cw:max-w-(--radix-popover-content-available-width)",
          // Never taller than the room the screen has beside the trigger: it scrolls inside.
          "cw:max-h-(--radix-popover-content-available-height) cw:overflow-y-auto",
          "cw:rounded-md cw:border cw:border-border cw:bg-surface-raised cw:p-4 cw:text-fg cw:text-sm cw:shadow-md cw:outline-none",
          showCloseButton && "cw:pe-12",
          className,
        )}
        {...props}
      >
        {title ? (
          <p id={titleId} data-slot="popover-title" className="cw:mb-1 cw:font-semibold">
            {title}
          </p>
        ) : null}
        {children}
        {showCloseButton ? (
          <PopoverPrimitive.Close asChild>
            <Button
              data-slot="popover-close"
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={closeLabel ?? t("ui.dialog.close")}
              icon={<X aria-hidden size={16} />}
              className="cw:absolute cw:end-2 cw:top-2"
            />
          </PopoverPrimitive.Close>
        ) : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
