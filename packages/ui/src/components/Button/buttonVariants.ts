import { cva, type VariantProps } from "class-variance-authority";

const sizes = ["sm", "md", "lg"] as const;
const heights = { sm: "cw:h-8", md: "cw:h-10", lg: "cw:h-12" } as const;
/** Side padding by size: the usual one, and the compact one (half). */
const paddings = [
  { compact: false, sm: "cw:px-3", md: "cw:px-4", lg: "cw:px-6" },
  { compact: true, sm: "cw:px-1.5", md: "cw:px-2", lg: "cw:px-3" },
] as const;

/**
 * Button look, shared with links styled as buttons. Every utility comes from exactly one variant
 * (no two of them set the same property), so callers change the look through variants, never by
 * overriding a utility with className: `cn` does not resolve conflicts (see buttonVariants.test.ts).
 */
export const buttonVariants = cva(
  [
    "cw:inline-flex cw:shrink-0 cw:cursor-pointer cw:select-none cw:items-center",
    "cw:rounded-md cw:font-medium cw:outline-none cw:transition-colors cw:duration-(--duration-fast)",
    "cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2 cw:data-[focus-visible]:ring-offset-surface",
    "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50 cw:data-[pending]:cursor-wait",
  ],
  {
    variants: {
      variant: {
        primary: "cw:bg-primary cw:text-primary-fg cw:data-[hovered]:bg-primary-hover",
        secondary:
          "cw:border cw:border-border-strong cw:bg-surface cw:text-fg cw:data-[hovered]:bg-surface-sunken",
        ghost: "cw:bg-transparent cw:text-fg cw:data-[hovered]:bg-surface-sunken",
        /** A quiet destructive action beside others ("Cancel this verification"). */
        "ghost-danger": "cw:bg-transparent cw:text-danger cw:data-[hovered]:bg-surface-sunken",
        danger: "cw:bg-danger cw:text-primary-fg cw:data-[hovered]:bg-danger-hover",
        /** Coloured and underlined on hover like a link, with a button's size. */
        link: "cw:bg-transparent cw:text-primary cw:underline-offset-4 cw:data-[hovered]:underline",
      },
      size: { sm: "cw:text-sm", md: "cw:text-sm", lg: "cw:text-base" },
      layout: {
        /** One line at the size's height. */
        inline: "cw:justify-center cw:gap-2 cw:whitespace-nowrap",
        /** A long label (a translation, a custom action) wraps and the button grows. */
        wrap: "cw:h-auto cw:justify-center cw:gap-2 cw:whitespace-normal cw:py-2",
        /** A roomy, start-aligned choice holding an icon, a title and a line of text. */
        tile: "cw:h-auto cw:justify-start cw:gap-3 cw:whitespace-normal cw:p-4 cw:text-start",
      },
      iconOnly: { true: "cw:aspect-square", false: "" },
      /** Half the side padding, for short labels in a row of many (page numbers). */
      compact: { true: "", false: "" },
      fullWidth: { true: "cw:w-full", false: "" },
    },
    compoundVariants: [
      ...sizes.map((size) => ({ layout: "inline" as const, size, class: heights[size] })),
      { layout: ["inline", "wrap"], iconOnly: true, class: "cw:px-0" },
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
