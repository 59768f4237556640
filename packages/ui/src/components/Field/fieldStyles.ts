import { cva, type VariantProps } from "class-variance-authority";

/** The box every text-like control shares (input, text area, number, select trigger, combobox). */
export const fieldControlVariants = cva(
  [
    "w-full min-w-0 rounded-md border border-border-strong bg-surface text-fg outline-none",
    "placeholder:text-fg-subtle transition-colors duration-(--duration-fast)",
    "data-[hovered]:border-fg-muted",
    "data-[focused]:border-primary data-[focused]:ring-2 data-[focused]:ring-focus/40",
    "data-[focus-visible]:border-primary data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus/40",
    "data-[invalid]:border-danger data-[invalid]:data-[focused]:ring-danger/30",
    "data-[disabled]:cursor-not-allowed data-[disabled]:bg-surface-sunken data-[disabled]:text-fg-subtle data-[disabled]:opacity-70",
    "[&[readonly]]:bg-surface-muted",
  ],
  {
    variants: {
      size: {
        sm: "h-8 px-2.5 text-sm",
        md: "h-10 px-3 text-sm",
        lg: "h-12 px-4 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type FieldControlVariantProps = VariantProps<typeof fieldControlVariants>;

/** Outer column of a field: label, control, help line. */
export const fieldRootClass = "group flex flex-col gap-1.5 text-fg";
