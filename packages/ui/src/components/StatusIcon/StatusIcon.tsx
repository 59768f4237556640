"use client";
import { useTranslator } from "@causeway/i18n/react";
import { cva } from "class-variance-authority";
import { CircleCheck, CircleX, Clock, LoaderCircle, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** The bank-account / verification states of the spec. */
export type Status = "loading" | "pending" | "approved" | "refused" | "waiting";

const statusVariants = cva("cw:inline-flex cw:shrink-0 cw:items-center cw:gap-1.5", {
  variants: {
    status: {
      // Spec: loading and pending orange, approved green, refused and waiting red.
      loading: "cw:text-status-pending",
      pending: "cw:text-status-pending",
      approved: "cw:text-status-approved",
      refused: "cw:text-status-refused",
      waiting: "cw:text-status-refused",
    },
    size: { sm: "cw:text-xs", md: "cw:text-sm", lg: "cw:text-base" },
  },
  defaultVariants: { size: "md" },
});

const iconSize = { sm: 14, md: 18, lg: 24 } as const;

const icons: Record<Status, (size: number) => ReactNode> = {
  loading: (size) => <LoaderCircle aria-hidden size={size} className="cw:animate-spin" />,
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
      {showLabel ? <span className="cw:font-medium">{text}</span> : null}
    </span>
  );
}
