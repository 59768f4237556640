"use client";
import type { ReactNode } from "react";
import { ProgressBar as AriaProgressBar, Label } from "react-aria-components";
import { cn } from "../../lib/cn";
import { AriaLocale } from "../Field";

export interface ProgressBarProps {
  /** The visible label. Without it, pass `aria-label`. */
  label?: ReactNode;
  "aria-label"?: string;
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** How the value is written (in the interface locale): a percent by default, or e.g. a currency. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Replaces the formatted value, e.g. "€1,250 of €5,000". */
  valueLabel?: ReactNode;
  /** Hides the value text (it is still read by screen readers). */
  hideValueLabel?: boolean;
  /** Progress that cannot be measured: an animated bar, no value. */
  isIndeterminate?: boolean;
  size?: "sm" | "md";
  className?: string;
}

/** How far something has gone: an upload, a fundraising goal. */
export function ProgressBar({
  label,
  hideValueLabel = false,
  isIndeterminate = false,
  size = "md",
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaLocale>
      <AriaProgressBar
        data-slot="progress-bar"
        data-size={size}
        data-indeterminate={isIndeterminate || undefined}
        isIndeterminate={isIndeterminate}
        className={cn("flex w-full min-w-0 flex-col gap-1.5 text-sm", className)}
        {...props}
      >
        {({ percentage, valueText }) => (
          <>
            {label || (!hideValueLabel && !isIndeterminate) ? (
              <div className="flex items-baseline justify-between gap-3">
                {label ? <Label className="min-w-0 font-medium">{label}</Label> : <span />}
                {!hideValueLabel && !isIndeterminate ? (
                  <span
                    data-slot="progress-bar-value"
                    className="shrink-0 text-fg-muted tabular-nums"
                  >
                    {valueText}
                  </span>
                ) : null}
              </div>
            ) : null}
            <div
              data-slot="progress-bar-track"
              className={cn(
                "w-full overflow-hidden rounded-full bg-surface-sunken dark:bg-surface-muted",
                size === "sm" ? "h-1.5" : "h-2.5",
              )}
            >
              <div
                data-slot="progress-bar-fill"
                className={cn(
                  "h-full rounded-full bg-primary transition-[width] duration-(--duration-normal)",
                  isIndeterminate && "w-full animate-pulse opacity-60",
                )}
                style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
              />
            </div>
          </>
        )}
      </AriaProgressBar>
    </AriaLocale>
  );
}
