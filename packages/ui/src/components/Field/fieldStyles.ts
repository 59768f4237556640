import { cva, type VariantProps } from "class-variance-authority";

const paddings = { sm: "cw:px-2.5", md: "cw:px-3", lg: "cw:px-4" } as const;

/**
 * The box every text-like control shares (input, text area, number, select trigger, combobox).
 * Every utility comes from exactly one variant (no two set the same property): a control changes
 * the box through the variants below, never by overriding a utility with className.
 */
export const fieldControlVariants = cva(
  [
    "cw:w-full cw:min-w-0 cw:rounded-md cw:border cw:outline-none",
    "cw:placeholder:text-fg-subtle cw:transition-colors cw:duration-(--duration-fast)",
    "cw:data-[hovered]:border-fg-muted",
    "cw:data-[focused]:border-primary cw:data-[focused]:ring-2 cw:data-[focused]:ring-focus/40",
    "cw:data-[focus-visible]:border-primary cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus/40",
    "cw:data-[invalid]:border-danger cw:data-[invalid]:data-[focused]:ring-danger/30",
    "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:bg-surface-sunken cw:data-[disabled]:text-fg-subtle cw:data-[disabled]:opacity-70",
    "cw:[&[readonly]]:bg-surface-muted",
  ],
  {
    variants: {
      size: {
        sm: "cw:h-8 cw:text-sm",
        md: "cw:h-10 cw:text-sm",
        lg: "cw:h-12 cw:text-base",
      },
      /** `false` for a group whose own input pads itself (number field, combobox). */
      padded: { true: "", false: "cw:p-0" },
      // The states of a control that carries no react-aria data-* attribute (a native element,
      // a plain group): what the data-[…] utilities above draw for react-aria's.
      invalid: { true: "cw:border-danger", false: "cw:border-border-strong" },
      disabled: { true: "cw:cursor-not-allowed cw:opacity-70", false: "" },
      readOnly: { true: "cw:bg-surface-muted", false: "" },
      /** The control shows its placeholder (a native select with nothing chosen). */
      showsPlaceholder: { true: "", false: "" },
    },
    compoundVariants: [
      ...(["sm", "md", "lg"] as const).map((size) => ({
        padded: true,
        size,
        class: paddings[size],
      })),
      { disabled: false, readOnly: false, class: "cw:bg-surface" },
      { disabled: true, readOnly: false, class: "cw:bg-surface-sunken" },
      { disabled: false, showsPlaceholder: false, class: "cw:text-fg" },
      { disabled: false, showsPlaceholder: true, class: "cw:text-fg-subtle" },
      { disabled: true, class: "cw:text-fg-subtle" },
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
export const fieldRootClass = "cw:group cw:flex cw:flex-col cw:gap-1.5 cw:text-fg";
