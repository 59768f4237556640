import { cva, type VariantProps } from "class-variance-authority";

const paddings = { sm: "px-2.5", md: "px-3", lg: "px-4" } as const;

/**
 * The box every text-like control shares (input, text area, number, select trigger, combobox).
 * Every utility comes from exactly one variant (no two set the same property): a control changes
 * the box through the variants below, never by overriding a utility with className.
 */
export const fieldControlVariants = cva(
  [
    "w-full min-w-0 rounded-md border outline-none",
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
        sm: "h-8 text-sm",
        md: "h-10 text-sm",
        lg: "h-12 text-base",
      },
      /** `false` for a group whose own input pads itself (number field, combobox). */
      padded: { true: "", false: "p-0" },
      // The states of a control that carries no react-aria data-* attribute (a native element,
      // a plain group): what the data-[…] utilities above draw for react-aria's.
      invalid: { true: "border-danger", false: "border-border-strong" },
      disabled: { true: "cursor-not-allowed opacity-70", false: "" },
      readOnly: { true: "bg-surface-muted", false: "" },
      /** The control shows its placeholder (a native select with nothing chosen). */
      showsPlaceholder: { true: "", false: "" },
    },
    compoundVariants: [
      ...(["sm", "md", "lg"] as const).map((size) => ({
        padded: true,
        size,
        class: paddings[size],
      })),
      { disabled: false, readOnly: false, class: "bg-surface" },
      { disabled: true, readOnly: false, class: "bg-surface-sunken" },
      { disabled: false, showsPlaceholder: false, class: "text-fg" },
      { disabled: false, showsPlaceholder: true, class: "text-fg-subtle" },
      { disabled: true, class: "text-fg-subtle" },
    ],
    defaultVariants: {
      size: "md",
      padded: true,
      invalid: false,
      disabled: false,
      readOnly: false,
      showsPlaceholder: false,
    },
  },
);

/** What a field component takes from the box: its size (the other variants are the control's). */
export type FieldControlVariantProps = Pick<VariantProps<typeof fieldControlVariants>, "size">;

/** Outer column of a field: label, control, help line. */
export const fieldRootClass = "group flex flex-col gap-1.5 text-fg";
