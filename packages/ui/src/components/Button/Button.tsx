"use client";
import type { ReactNode } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { cn } from "../../lib/cn";
import { Spinner } from "../Spinner";
import { type ButtonVariantProps, buttonVariants } from "./buttonVariants";
import { useAnnouncementCleanup } from "./useAnnouncementCleanup";

interface BaseProps
  extends Omit<AriaButtonProps, "className" | "children" | "isPending">,
    Omit<ButtonVariantProps, "iconOnly"> {
  className?: string;
  /** Busy: shows a spinner, keeps focus, ignores presses, and tells screen readers. */
  isLoading?: boolean;
  /** An icon drawn before the label. */
  icon?: ReactNode;
}

/** A button with a visible label, or an icon-only button that must carry an accessible name. */
export type ButtonProps = BaseProps &
  (
    | { iconOnly?: false; children: ReactNode }
    | { iconOnly: true; "aria-label": string; children?: never }
  );

export function Button({
  variant,
  size,
  layout,
  compact,
  fullWidth,
  iconOnly = false,
  isLoading = false,
  icon,
  className,
  children,
  ...props
}: ButtonProps) {
  useAnnouncementCleanup(isLoading);
  return (
    <AriaButton
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-size={size ?? "md"}
      isPending={isLoading}
      className={cn(
        buttonVariants({ variant, size, layout, compact, iconOnly, fullWidth }),
        className,
      )}
      {...props}
    >
      {isLoading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </AriaButton>
  );
}
