"use client";
import { useTranslator } from "@causeway/i18n/react";
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { NativeButton } from "../Button";
import { type Tone, toneIcon, toneVariants } from "./tones";

export const alertVariants = cva(
  "cw:flex cw:items-start cw:gap-3 cw:rounded-md cw:border cw:text-fg cw:text-sm",
  {
    variants: {
      /** sm: less padding, for an alert inside a list or a card. */
      size: { sm: "cw:p-3", md: "cw:p-4" },
      /** As wide as its container (default), or as its content and margins allow. */
      fullWidth: { true: "cw:w-full", false: "cw:w-auto" },
    },
    defaultVariants: { size: "md", fullWidth: true },
  },
);

export interface AlertProps {
  variant?: Tone;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link the message offers (e.g. "Post an update"). */
  action?: ReactNode;
  /** When given, a × button (named from `ui.alert.dismiss`) calls it; the host hides the alert. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /**
   * Set when the alert appears in response to something the user did, so screen readers announce
   * it: danger and warning as `alert` (assertive), info and success as `status` (polite).
   */
  isLive?: boolean;
  /** Replaces the tone's icon; `null` shows none. */
  icon?: ReactNode;
  size?: "sm" | "md";
  /** `false`: not stretched to 100%, so that margins (className) keep it inside its container. */
  fullWidth?: boolean;
  className?: string;
}

/** An inline message in the flow of the page: info, success, warning or danger. */
export function Alert({
  variant = "info",
  title,
  description,
  action,
  onDismiss,
  dismissLabel,
  isLive = false,
  icon,
  size,
  fullWidth,
  className,
}: AlertProps) {
  const { t } = useTranslator();
  const role = isLive
    ? variant === "danger" || variant === "warning"
      ? "alert"
      : "status"
    : undefined;
  return (
    <div
      data-slot="alert"
      data-variant={variant}
      role={role}
      className={cn(alertVariants({ size, fullWidth }), toneVariants({ tone: variant }), className)}
    >
      {icon === null ? null : (
        <span data-slot="alert-icon" className="cw:mt-0.5 cw:shrink-0">
          {icon ?? toneIcon(variant)}
        </span>
      )}
      <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-1">
        <p data-slot="alert-title" className="cw:font-semibold">
          {title}
        </p>
        {description ? (
          <div data-slot="alert-description" className="cw:text-fg-muted">
            {description}
          </div>
        ) : null}
        {action ? (
          <div data-slot="alert-action" className="cw:mt-2 cw:flex cw:flex-wrap cw:gap-2">
            {action}
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <NativeButton
          data-slot="alert-dismiss"
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={dismissLabel ?? t("ui.alert.dismiss")}
          icon={<X aria-hidden size={16} />}
          onPress={onDismiss}
          className="cw:-me-2 cw:-mt-1"
        />
      ) : null}
    </div>
  );
}
