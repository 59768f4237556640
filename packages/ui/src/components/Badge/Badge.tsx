import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export const badgeVariants = cva(
  "inline-flex max-w-full shrink-0 items-center gap-1 whitespace-nowrap rounded-full border font-medium [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        neutral: "border-border bg-surface-sunken text-fg-muted",
        brand: "border-transparent bg-primary-soft text-primary-soft-fg",
        success: "border-transparent bg-success-soft text-success",
        warning: "border-transparent bg-warning-soft text-warning",
        danger: "border-transparent bg-danger-soft text-danger",
        info: "border-transparent bg-info-soft text-info",
      },
      size: {
        sm: "h-5 px-2 text-xs",
        md: "h-6 px-2.5 text-sm",
      },
    },
    defaultVariants: { variant: "neutral", size: "md" },
  },
);

export interface BadgeProps extends VariantProps<typeof badgeVariants> {
  children: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  className?: string;
}

/** A short label for a status, a count or a category. Its text is what it says; colour only adds. */
export function Badge({ variant, size, icon, className, children }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      data-size={size ?? "md"}
      className={cn(badgeVariants({ variant, size }), className)}
    >
      {icon}
      <span className="truncate">{children}</span>
    </span>
  );
}
