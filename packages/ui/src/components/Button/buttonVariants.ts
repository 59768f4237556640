import { cva, type VariantProps } from "class-variance-authority";

/** Button look, shared with links styled as buttons. */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap",
    "rounded-md font-medium outline-none transition-colors duration-(--duration-fast)",
    "data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 data-[focus-visible]:ring-offset-surface",
    "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[pending]:cursor-wait",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-fg data-[hovered]:bg-primary-hover",
        secondary:
          "border border-border-strong bg-surface text-fg data-[hovered]:bg-surface-sunken",
        ghost: "bg-transparent text-fg data-[hovered]:bg-surface-sunken",
        danger: "bg-danger text-primary-fg data-[hovered]:bg-danger-hover",
        link: "h-auto bg-transparent px-0 text-primary underline-offset-4 data-[hovered]:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
      },
      iconOnly: { true: "aspect-square px-0", false: "" },
      fullWidth: { true: "w-full", false: "" },
    },
    defaultVariants: { variant: "primary", size: "md", iconOnly: false, fullWidth: false },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
