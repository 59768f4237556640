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

const minWidths = { md: "cw:min-w-48", lg: "cw:min-w-60" } as const;

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
          "cw:z-(--z-dropdown) cw:flex cw:max-w-[min(20rem,var(--radix-dropdown-menu-content-available-width))] cw:flex-col",
          "cw:max-h-(--radix-dropdown-menu-content-available-height) cw:overflow-y-auto",
          "cw:rounded-md cw:border cw:border-border cw:bg-surface-raised cw:p-1 cw:text-fg cw:text-sm cw:shadow-md cw:outline-none",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export const dropdownMenuItemVariants = cva(
  [
    "cw:flex cw:w-full cw:cursor-pointer cw:select-none cw:items-center cw:gap-2 cw:rounded-sm cw:px-2 cw:py-1.5 cw:text-start cw:outline-none",
    "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50",
    "cw:[&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "cw:text-fg cw:data-[highlighted]:bg-surface-sunken cw:[&_svg]:text-fg-muted",
        destructive: "cw:text-danger cw:data-[highlighted]:bg-danger-soft",
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
      <span className="cw:min-w-0 cw:flex-1">{children}</span>
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
      className={cn("cw:-mx-1 cw:my-1 cw:h-px cw:bg-border", className)}
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
          className="cw:px-2 cw:pt-1.5 cw:pb-1 cw:font-medium cw:text-fg-muted cw:text-xs"
        >
          {label}
        </MenuPrimitive.Label>
      ) : null}
      {children}
    </MenuPrimitive.Group>
  );
}
