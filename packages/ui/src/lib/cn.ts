import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** Our semantic colour names, so that tailwind-merge knows `text-fg` is a colour and `text-sm` a size. */
const semanticColors = [
  "surface",
  "surface-muted",
  "surface-sunken",
  "surface-raised",
  "fg",
  "fg-muted",
  "fg-subtle",
  "border",
  "border-strong",
  "primary",
  "primary-hover",
  "primary-fg",
  "primary-soft",
  "primary-soft-fg",
  "focus",
  "success",
  "success-soft",
  "warning",
  "warning-soft",
  "danger",
  "danger-hover",
  "danger-soft",
  "info",
  "info-soft",
  "status-pending",
  "status-approved",
  "status-refused",
  "overlay",
];

const twMerge = extendTailwindMerge({
  extend: { theme: { color: semanticColors } },
});

/** Joins class names and lets a later Tailwind utility win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
