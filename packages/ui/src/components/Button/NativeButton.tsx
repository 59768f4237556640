"use client";
// Button's look over a native <button>, for the widgets other teams embed: react-aria's Button
// brings its press machinery (about 5 kB gzip with the checkbox's), which a submit or a dialog's
// "Keep editing" does not need. Same variants, data-slot and states; hover and keyboard focus come
// from CSS where Button gets them from react-aria's data attributes.
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "../Spinner";
import { type ButtonVariantProps, buttonVariants } from "./buttonVariants";

/** The native equivalents of react-aria's data-hovered and data-focus-visible looks. */
const NATIVE_STATES =
  "focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface";
const NATIVE_HOVER: Record<NonNullable<ButtonVariantProps["variant"]>, string> = {
  primary: "enabled:hover:bg-primary-hover",
  secondary: "enabled:hover:bg-surface-sunken",
  ghost: "enabled:hover:bg-surface-sunken",
  "ghost-danger": "enabled:hover:bg-surface-sunken",
  danger: "enabled:hover:bg-danger-hover",
  link: "enabled:hover:underline",
};

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
  type = "button",
  ...props
}: NativeButtonProps) {
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
      className={cn(
        buttonVariants({ variant, size, layout, compact, iconOnly, fullWidth }),
        NATIVE_STATES,
        NATIVE_HOVER[variant ?? "primary"],
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
      {...props}
    >
      {isLoading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </button>
  );
}
