import { cva, type VariantProps } from "class-variance-authority";

const sizes = ["sm", "md", "lg"] as const;
const heights = { sm: "h-8", md: "h-10", lg: "h-12" } as const;
/** Side padding by size: the usual one, and the compact one (half). */
const paddings = [
  { compact: false, sm: "px-3", md: "px-4", lg: "px-6" },
  { compact: true, sm: "px-1.5", md: "px-2", lg: "px-3" },
] as const;

/**
 * Button look, shared with links styled as buttons. Every utility comes from exactly one variant
 * (no two of them set the same property), so callers change the look through variants, never by
 * overriding a utility with className: `cn` does not resolve conflicts (see buttonVariants.test.ts).
 */
export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer select-none items-center",
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
        /** A quiet destructive action beside others ("Cancel this verification"). */
        "ghost-danger": "bg-transparent text-danger data-[hovered]:bg-surface-sunken",
        danger: "bg-danger text-primary-fg data-[hovered]:bg-danger-hover",
        /** Coloured and underlined on hover like a link, with a button's size. */
        link: "bg-transparent text-primary underline-offset-4 data-[hovered]:underline",
      },
      size: { sm: "text-sm", md: "text-sm", lg: "text-base" },
      layout: {
        /** One line at the size's height. */
        inline: "justify-center gap-2 whitespace-nowrap",
        /** A long label (a translation, a custom action) wraps and the button grows. */
        wrap: "h-auto justify-center gap-2 whitespace-normal py-2",
        /** A roomy, start-aligned choice holding an icon, a title and a line of text. */
        tile: "h-auto justify-start gap-3 whitespace-normal p-4 text-start",
      },
      iconOnly: { true: "aspect-square", false: "" },
      /** Half the side padding, for short labels in a row of many (page numbers). */
      compact: { true: "", false: "" },
      fullWidth: { true: "w-full", false: "" },
    },
    compoundVariants: [
      ...sizes.map((size) => ({ layout: "inline" as const, size, class: heights[size] })),
      { layout: ["inline", "wrap"], iconOnly: true, class: "px-0" },
      ...paddings.flatMap((padding) =>
        sizes.map((size) => ({
          layout: ["inline", "wrap"] as ("inline" | "wrap")[],
          iconOnly: false,
          compact: padding.compact,
          size,
          class: padding[size],
        })),
      ),
    ],
    defaultVariants: {
      variant: "primary",
      size: "md",
      layout: "inline",
      iconOnly: false,
      compact: false,
      fullWidth: false,
    },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
