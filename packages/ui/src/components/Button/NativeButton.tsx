"use client";
// Button's look over a native <button>, for the widgets other teams embed: react-aria's Button
// brings its press machinery (about 5 kB gzip with the checkbox's), which a submit or a dialog's
// "Keep editing" does not need. Same variants, data-slot and state attributes (data-hovered and
// data-focus-visible from useInteractionAttributes), so the same classes draw both.
import type { ButtonHTMLAttributes, FocusEvent, PointerEvent, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useInteractionAttributes } from "../../lib/use-interaction-attributes";
import { Spinner } from "../Spinner";
import { type ButtonVariantProps, buttonVariants } from "./buttonVariants";

export interface NativeButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "disabled">,
    ButtonVariantProps {
  className?: string;
  /** Called on activation (click, Enter, Space), like Button's onPress. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Busy: shows a spinner, keeps focus, ignores presses (a submit does not resubmit). */
  isLoading?: boolean;
  /** An icon drawn before the label. */
  icon?: ReactNode;
}

/**
 * A button with Button's look on a native element; `type` is "button" unless given. An icon-only
 * one needs `aria-label`.
 */
export function NativeButton({
  variant,
  size,
  layout,
  compact,
  fullWidth,
  iconOnly,
  isDisabled = false,
  isLoading = false,
  icon,
  className,
  children,
  onPress,
  onClick,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  type = "button",
  ...props
}: NativeButtonProps) {
  const { attributes, handlers } = useInteractionAttributes<HTMLButtonElement>(isDisabled);
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-size={size ?? "md"}
      data-disabled={isDisabled || undefined}
      data-pending={isLoading || undefined}
      aria-busy={isLoading || undefined}
      disabled={isDisabled}
      {...attributes}
      className={cn(
        buttonVariants({ variant, size, layout, compact, iconOnly, fullWidth }),
        className,
      )}
      onClick={(event) => {
        if (isLoading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
        if (!event.defaultPrevented) onPress?.();
      }}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        handlers.onPointerEnter(event);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
        handlers.onPointerLeave(event);
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        handlers.onFocus(event);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        handlers.onBlur(event);
        onBlur?.(event);
      }}
      {...props}
    >
      {isLoading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
}
