"use client";
import { cva } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { InteractiveElement } from "../../lib/InteractiveElement";

export const cardVariants = cva(
  "flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface-raised text-start text-fg",
  {
    variants: {
      interactive: {
        true: [
          "cursor-pointer outline-none transition-shadow duration-(--duration-fast)",
          "data-[hovered]:border-border-strong data-[hovered]:shadow-md",
          "data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 data-[focus-visible]:ring-offset-surface",
        ],
        false: "shadow-sm",
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
        "aspect-video w-full overflow-hidden bg-surface-sunken [&>img]:size-full [&>img]:object-cover",
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
    <div data-slot="card-header" className={cn("flex items-start gap-3 px-4 pt-4", className)}>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span data-slot="card-title" className="font-semibold text-base">
          {title}
        </span>
        {description ? (
          <span data-slot="card-description" className="text-fg-muted text-sm">
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
    <div data-slot="card-body" className={cn("flex-1 px-4 py-3 text-sm", className)}>
      {children}
    </div>
  );
}

export function CardFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex items-center gap-2 border-border border-t px-4 py-3 text-sm", className)}
    >
      {children}
    </div>
  );
}
