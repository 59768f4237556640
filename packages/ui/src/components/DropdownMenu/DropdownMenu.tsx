"use client";
import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import { cva } from "class-variance-authority";
import { type ComponentPropsWithoutRef, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";
import { usePortalContainer } from "../../lib/portal-container";
import { WIDGET_ROOT } from "../../lib/widget-root";

export type DropdownMenuProps = ComponentPropsWithoutRef<typeof MenuPrimitive.Root>;

/**
 * A menu of actions opened from a button: arrow keys move, Enter selects, Escape or Tab closes.
 * Non-modal by default (the menu-button pattern): the page stays readable and nothing focusable
 * is hidden from assistive technology while the menu is open.
 */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}

/** Wraps the one element (usually a Button) that opens the menu: click, Enter, Space or ArrowDown. */
export function DropdownMenuTrigger({ children }: { children: ReactElement }) {
  return <MenuPrimitive.Trigger asChild>{children}</MenuPrimitive.Trigger>;
}

export interface DropdownMenuContentProps
  extends Omit<ComponentPropsWithoutRef<typeof MenuPrimitive.Content>, "asChild"> {
  /** Its least width: md 12rem, lg 15rem (a menu headed by a name, such as an account menu). */
  size?: "md" | "lg";
}

const minWidths = { md: "min-w-48", lg: "min-w-60" } as const;

/** The floating list of items, kept inside the viewport. */
export function DropdownMenuContent({
  size = "md",
  className,
  sideOffset = 6,
  align = "start",
  ...props
}: DropdownMenuContentProps) {
  // Inside a dialog, drawn inside it (outside, the pointer cannot reach it).
  const container = usePortalContainer();
  return (
    <MenuPrimitive.Portal container={container}>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          WIDGET_ROOT,
          minWidths[size],
          "z-(--z-dropdown) flex max-w-[min(20rem,var(--radix-dropdown-menu-content-available-width))] flex-col",
          "max-h-(--radix-dropdown-menu-content-available-height) overflow-y-auto",
          "rounded-md border border-border bg-surface-raised p-1 text-fg text-sm shadow-md outline-none",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export const dropdownMenuItemVariants = cva(
  [
    "flex w-full cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-start outline-none",
    "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
    "[&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "text-fg data-[highlighted]:bg-surface-sunken [&_svg]:text-fg-muted",
        destructive: "text-danger data-[highlighted]:bg-danger-soft",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export interface DropdownMenuItemProps
  extends Omit<
    ComponentPropsWithoutRef<typeof MenuPrimitive.Item>,
    "asChild" | "disabled" | "onSelect"
  > {
  /** `destructive` for actions that delete or leave (log out, delete post). */
  variant?: "default" | "destructive";
  /** Drawn before the label; decorative. */
  icon?: ReactNode;
  /** Skipped by the arrow keys and not selectable; still read out. */
  isDisabled?: boolean;
  /** Called when the item is chosen by pointer or keyboard; the menu then closes. */
  onAction?: () => void;
  /** Makes the item a link (navigation items of a user menu). */
  href?: string;
}

/** One action of the menu. */
export function DropdownMenuItem({
  variant = "default",
  icon,
  isDisabled = false,
  onAction,
  href,
  className,
  children,
  ...props
}: DropdownMenuItemProps) {
  const content = (
    <>
      {icon}
      <span className="min-w-0 flex-1">{children}</span>
    </>
  );
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      disabled={isDisabled}
      onSelect={onAction}
      asChild={href !== undefined}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    >
      {href !== undefined ? <a href={href}>{content}</a> : content}
    </MenuPrimitive.Item>
  );
}

/** A line between groups of items. */
export function DropdownMenuSeparator({ className }: { className?: string }) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
    />
  );
}

/** A group of related items, named by an optional visible label. */
export function DropdownMenuGroup({ label, children }: { label?: ReactNode; children: ReactNode }) {
  const labelId = useId();
  return (
    <MenuPrimitive.Group
      data-slot="dropdown-menu-group"
      aria-labelledby={label ? labelId : undefined}
    >
      {label ? (
        <MenuPrimitive.Label
          id={labelId}
          data-slot="dropdown-menu-label"
          className="px-2 pt-1.5 pb-1 font-medium text-fg-muted text-xs"
        >
          {label}
        </MenuPrimitive.Label>
      ) : null}
      {children}
    </MenuPrimitive.Group>
  );
}
