import { useTranslator } from "@causeway/i18n/react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";
import { VisuallyHidden } from "../VisuallyHidden";

export const spinnerVariants = cva("cw:animate-spin", {
  variants: {
    size: { sm: "cw:size-4", md: "cw:size-6", lg: "cw:size-10" },
    /** The text colour around it, or the muted one (a spinner inside a field). */
    tone: { current: "cw:text-current", muted: "cw:text-fg-muted" },
  },
  defaultVariants: { size: "md", tone: "current" },
});

export interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  /** What is loading, for screen readers. Defaults to the dictionary's "Loading". */
  label?: string;
  /** Drawn only: the surrounding control already announces the busy state. */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator, announced politely unless decorative. */
export function Spinner({ label, decorative = false, size, tone, className }: SpinnerProps) {
  const { t } = useTranslator();
  const svg = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn(spinnerVariants({ size, tone }), className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return svg;
  return (
    <span
      data-slot="spinner"
      data-size={size ?? "md"}
      role="status"
      className="cw:inline-flex cw:items-center"
    >
      {svg}
      <VisuallyHidden>{label ?? t("ui.spinner.label")}</VisuallyHidden>
    </span>
  );
}
