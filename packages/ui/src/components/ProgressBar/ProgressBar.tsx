"use client";
import { useTranslator } from "@causeway/i18n/react";
import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

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

/**
 * How far something has gone: an upload, a fundraising goal. A native `role="progressbar"` with
 * react-aria's semantics (value, min, max, the written value as aria-valuetext, the label by id)
 * and without its runtime: the bar sits on every campaign card.
 */
export function ProgressBar({
  label,
  "aria-label": ariaLabel,
  value = 0,
  minValue = 0,
  maxValue = 100,
  formatOptions = { style: "percent" },
  valueLabel,
  hideValueLabel = false,
  isIndeterminate = false,
  size = "md",
  className,
}: ProgressBarProps) {
  const { locale } = useTranslator();
  const labelId = useId();
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percentage = maxValue > minValue ? ((clamped - minValue) / (maxValue - minValue)) * 100 : 0;
  const written = isIndeterminate
    ? undefined
    : (valueLabel ??
      new Intl.NumberFormat(locale, formatOptions).format(
        formatOptions.style === "percent" ? percentage / 100 : clamped,
      ));
  return (
    <div
      role="progressbar"
      data-slot="progress-bar"
      data-size={size}
      data-indeterminate={isIndeterminate || undefined}
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : ariaLabel}
      aria-valuemin={isIndeterminate ? undefined : minValue}
      aria-valuemax={isIndeterminate ? undefined : maxValue}
      aria-valuenow={isIndeterminate ? undefined : clamped}
      aria-valuetext={typeof written === "string" ? written : undefined}
      className={cn("cw:flex cw:w-full cw:min-w-0 cw:flex-col cw:gap-1.5 cw:text-sm", className)}
    >
      {label || (!hideValueLabel && !isIndeterminate) ? (
        <div className="cw:flex cw:items-baseline cw:justify-between cw:gap-3">
          {label ? (
            <span id={labelId} className="cw:min-w-0 cw:font-medium">
              {label}
            </span>
          ) : (
            <span />
          )}
          {!hideValueLabel && !isIndeterminate ? (
            <span
              data-slot="progress-bar-value"
              className="cw:shrink-0 cw:text-fg-muted cw:tabular-nums"
            >
              {written}
            </span>
          ) : null}
        </div>
      ) : null}
      <div
        data-slot="progress-bar-track"
        className={cn(
          "cw:w-full cw:overflow-hidden cw:rounded-full cw:bg-surface-sunken cw:dark:bg-surface-muted",
          size === "sm" ? "cw:h-1.5" : "cw:h-2.5",
        )}
      >
        <div
          data-slot="progress-bar-fill"
          className={cn(
            "cw:h-full cw:rounded-full cw:bg-primary cw:transition-[width] cw:duration-(--duration-normal)",
            isIndeterminate && "cw:w-full cw:animate-pulse cw:opacity-60",
          )}
          style={isIndeterminate ? undefined : { width: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
