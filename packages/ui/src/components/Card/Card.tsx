"use client";
import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { InteractiveElement } from "../../lib/InteractiveElement";

export const cardVariants = cva(
  "cw:flex cw:min-w-0 cw:flex-col cw:overflow-hidden cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:text-start cw:text-fg",
  {
    variants: {
      interactive: {
        true: [
          "cw:cursor-pointer cw:outline-none cw:transition-shadow cw:duration-(--duration-fast)",
          "cw:data-[hovered]:border-border-strong cw:data-[hovered]:shadow-md",
          "cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2 cw:data-[focus-visible]:ring-offset-surface",
        ],
        false: "cw:shadow-sm",
      },
    },
    defaultVariants: { interactive: false },
  },
);

interface CardBaseProps {
  children: ReactNode;
  className?: string;
  /** Names an interactive card when its text alone would be long or unclear. */
  "aria-label"?: string;
}

/**
 * A surface that groups one thing: a campaign, a post, a bank account. Give it `href` to make the
 * whole card a link, or `onPress` to make it a button; either way it shows a focus ring.
 */
export type CardProps = CardBaseProps &
  (
    | { href: string; onPress?: never }
    | { onPress: () => void; href?: never }
    | { href?: never; onPress?: never }
  );

export function Card({ children, className, href, onPress, ...props }: CardProps) {
  const interactive = href !== undefined || onPress !== undefined;
  const classes = cn(cardVariants({ interactive }), className);
  if (href !== undefined) {
    return (
      <InteractiveElement
        data-slot="card"
        data-interactive="link"
        href={href}
        className={classes}
        {...props}
      >
        {children}
      </InteractiveElement>
    );
  }
  if (onPress !== undefined) {
    return (
      <InteractiveElement
        data-slot="card"
        data-interactive="button"
        onPress={onPress}
        className={classes}
        {...props}
      >
        {children}
      </InteractiveElement>
    );
  }
  return (
    <div data-slot="card" className={classes} {...props}>
      {children}
    </div>
  );
}

/** A picture or video across the top of the card, at a fixed aspect ratio. */
export function CardMedia({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-slot="card-media"
      className={cn(
        "cw:aspect-video cw:w-full cw:overflow-hidden cw:bg-surface-sunken cw:[&>img]:size-full cw:[&>img]:object-cover",
        className,
      )}
    >
      {children}
    </div>
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Something at the end of the header (a badge, a menu). Not inside an interactive card. */
  action?: ReactNode;
  className?: string;
}

export function CardHeader({ title, description, action, className }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn("cw:flex cw:items-start cw:gap-3 cw:px-4 cw:pt-4", className)}
    >
      <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-0.5">
        <span data-slot="card-title" className="cw:font-semibold cw:text-base">
          {title}
        </span>
        {description ? (
          <span data-slot="card-description" className="cw:text-fg-muted cw:text-sm">
            {description}
          </span>
        ) : null}
      </div>
      {action ? <div data-slot="card-action">{action}</div> : null}
    </div>
  );
}

export function CardBody({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-slot="card-body" className={cn("cw:flex-1 cw:px-4 cw:py-3 cw:text-sm", className)}>
      {children}
    </div>
  );
}

export function CardFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-slot="card-footer"
      className={cn(
        "cw:flex cw:items-center cw:gap-2 cw:border-border cw:border-t cw:px-4 cw:py-3 cw:text-sm",
        className,
      )}
    >
      {children}
    </div>
  );
}
