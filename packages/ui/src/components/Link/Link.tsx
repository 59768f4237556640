"use client";
import { useTranslator } from "@causeway/i18n/react";
import { cva, type VariantProps } from "class-variance-authority";
import { ExternalLink } from "lucide-react";
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useInteractionAttributes } from "../../lib/use-interaction-attributes";
import { VisuallyHidden } from "../VisuallyHidden";

const linkVariants = cva(
  [
    "cw:cursor-pointer cw:outline-none cw:transition-colors cw:duration-(--duration-fast)",
    "cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2 cw:data-[focus-visible]:ring-offset-surface",
    "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50 cw:data-[disabled]:no-underline",
  ],
  {
    variants: {
      variant: {
        /** Inside running text: always underlined so it is not told apart by colour alone. */
        inline:
          "cw:rounded-sm cw:text-primary cw:underline cw:underline-offset-2 cw:data-[hovered]:text-primary-hover",
        /** On its own line ("Read the rules"): bolder, underlined on hover. */
        standalone:
          "cw:inline-flex cw:items-center cw:gap-1 cw:rounded-sm cw:font-medium cw:text-primary cw:underline-offset-4 cw:data-[hovered]:underline",
        /**
         * No colour, corners or underline of its own: a link drawn by its className as a card, a
         * chip or a button (`buttonVariants`). It keeps the focus ring and the disabled look.
         */
        plain: "",
      },
      /**
       * The link covers its positioned container (a card) through its ::after, and the container
       * shows the focus (focus-within) instead of the link.
       */
      stretched: {
        true: "cw:after:absolute cw:after:inset-0 cw:after:content-[''] cw:data-[focus-visible]:ring-0",
        false: "cw:data-[focus-visible]:ring-2",
      },
    },
    defaultVariants: { variant: "inline", stretched: false },
  },
);

export interface LinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "children">,
    VariantProps<typeof linkVariants> {
  children: ReactNode;
  /** Opens in a new tab with an icon and a spoken "(opens in a new tab)". */
  isExternal?: boolean;
  /** Overrides the dictionary's "(opens in a new tab)". */
  externalLabel?: string;
  /** Shown as disabled (aria-disabled) and not followed. */
  isDisabled?: boolean;
  className?: string;
}

/**
 * A navigation link: a native <a> drawn with the `data-hovered` and `data-focus-visible` states of
 * react-aria's (the styling contract), so it weighs nothing beyond itself. External links open in
 * a new tab and say so. In the site, a same-site link navigates through the router (the app routes
 * clicks on `a[data-slot="link"]`); elsewhere it is a plain link.
 */
export function Link({
  variant,
  stretched,
  isExternal = false,
  externalLabel,
  isDisabled = false,
  className,
  children,
  href,
  onClick,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: LinkProps) {
  const { t } = useTranslator();
  const { attributes, handlers } = useInteractionAttributes<HTMLAnchorElement>(isDisabled);
  return (
    <a
      data-slot="link"
      data-variant={variant ?? "inline"}
      data-external={isExternal || undefined}
      data-disabled={isDisabled || undefined}
      aria-disabled={isDisabled || undefined}
      {...attributes}
      {...props}
      href={href}
      target={isExternal ? "_blank" : props.target}
      rel={isExternal ? "noopener noreferrer" : props.rel}
      className={cn(linkVariants({ variant, stretched }), className)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (isDisabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        handlers.onPointerEnter(event);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        handlers.onPointerLeave(event);
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        handlers.onFocus(event);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        handlers.onBlur(event);
        onBlur?.(event);
      }}
    >
      {children}
      {isExternal ? (
        <>
          <ExternalLink
            aria-hidden
            size={14}
            className="cw:ms-1 cw:inline-block cw:align-[-0.125em]"
          />
          <VisuallyHidden> {externalLabel ?? t("ui.link.external")}</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
}

export { linkVariants };
