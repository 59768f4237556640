import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export const badgeVariants = cva(
  "cw:inline-flex cw:max-w-full cw:shrink-0 cw:items-center cw:gap-1 cw:whitespace-nowrap cw:rounded-full cw:border cw:font-medium cw:[&_svg]:shrink-0",
  {
    variants: {
      variant: {
        neutral: "cw:border-border cw:bg-surface-sunken cw:text-fg-muted",
        brand: "cw:border-transparent cw:bg-primary-soft cw:text-primary-soft-fg",
        success: "cw:border-transparent cw:bg-success-soft cw:text-success",
        warning: "cw:border-transparent cw:bg-warning-soft cw:text-warning",
        danger: "cw:border-transparent cw:bg-danger-soft cw:text-danger",
        info: "cw:border-transparent cw:bg-info-soft cw:text-info",
      },
      size: {
        sm: "cw:h-5 cw:px-2 cw:text-xs",
        md: "cw:h-6 cw:px-2.5 cw:text-sm",
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
      <span className="cw:truncate">{children}</span>
    </span>
  );
}
