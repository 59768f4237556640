"use client";
import { useTranslator } from "@causeway/i18n/react";
import { cva } from "class-variance-authority";
import { CircleCheck, CircleX, Clock, LoaderCircle, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The bank-account / verification states of the spec. */
export type Status = "loading" | "pending" | "approved" | "refused" | "waiting";

const statusVariants = cva("inline-flex shrink-0 items-center gap-1.5", {
  variants: {
    status: {
      // Spec: loading and pending orange, approved green, refused and waiting red.
      loading: "text-status-pending",
      pending: "text-status-pending",
      approved: "text-status-approved",
      refused: "text-status-refused",
      waiting: "text-status-refused",
    },
    size: { sm: "text-xs", md: "text-sm", lg: "text-base" },
  },
  defaultVariants: { size: "md" },
});

const iconSize = { sm: 14, md: 18, lg: 24 } as const;

const icons: Record<Status, (size: number) => ReactNode> = {
  loading: (size) => <LoaderCircle aria-hidden size={size} className="animate-spin" />,
  pending: (size) => <Clock aria-hidden size={size} />,
  approved: (size) => <CircleCheck aria-hidden size={size} />,
  refused: (size) => <CircleX aria-hidden size={size} />,
  waiting: (size) => <ShieldAlert aria-hidden size={size} />,
};

export interface StatusIconProps {
  status: Status;
  size?: "sm" | "md" | "lg";
  /** Overrides the dictionary's `ui.status.<status>`. */
  label?: string;
  /** Shows the label beside the icon; otherwise it is read by screen readers only. */
  showLabel?: boolean;
  className?: string;
}

/** A coloured status icon with an accessible name (and optionally a visible label). */
export function StatusIcon({
  status,
  size = "md",
  label,
  showLabel = false,
  className,
}: StatusIconProps) {
  const { t } = useTranslator();
  const text = label ?? t(`ui.status.${status}`);
  return (
    <span
      data-slot="status-icon"
      data-status={status}
      data-size={size}
      {...(showLabel ? {} : { role: "img", "aria-label": text })}
      aria-busy={status === "loading" || undefined}
      className={cn(statusVariants({ status, size }), className)}
    >
      {icons[status](iconSize[size])}
      {showLabel ? <span className="font-medium">{text}</span> : null}
    </span>
  );
}
