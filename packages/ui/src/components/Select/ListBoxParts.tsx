"use client";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import {
  Header,
  ListBoxItem,
  type ListBoxItemProps,
  ListBoxSection,
  type ListBoxSectionProps,
  Popover,
  type PopoverProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";
import { WIDGET_ROOT } from "../../lib/widget-root";

/**
 * The floating panel under a select or combobox: as wide as its trigger, wider for long options,
 * never wider than the screen (less react-aria's 12px from each edge; a long option is cut short).
 */
export function ListPopover({
  className,
  ...props
}: Omit<PopoverProps, "className"> & { className?: string }) {
  return (
    <Popover
      data-slot="list-popover"
      offset={4}
      className={cn(
        WIDGET_ROOT,
        "z-(--z-popover) max-h-72 min-w-(--trigger-width) max-w-[calc(100vw-24px)] overflow-auto rounded-md border border-border bg-surface-raised p-1 text-fg shadow-lg outline-none",
        className,
      )}
      {...props}
    />
  );
}

export interface SelectItemProps extends Omit<ListBoxItemProps, "className" | "children"> {
  children: ReactNode;
  /** A second, quieter line under the label. */
  description?: ReactNode;
  className?: string;
}

/** One option of a Select or ComboBox; a check marks the selected one. */
export function SelectItem({
  children,
  description,
  className,
  textValue,
  ...props
}: SelectItemProps) {
  return (
    <ListBoxItem
      data-slot="select-item"
      textValue={textValue ?? (typeof children === "string" ? children : undefined)}
      className={cn(
        "group flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-fg outline-none",
        "data-[focused]:bg-surface-sunken data-[hovered]:bg-surface-sunken",
        "data-[selected]:font-medium data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      {({ isSelected }) => (
        <>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate">{children}</span>
            {description ? (
              <span className="text-xs font-normal text-fg-muted">{description}</span>
            ) : null}
          </span>
          <Check
            aria-hidden
            size={16}
            className={cn("shrink-0 text-primary", isSelected ? "visible" : "invisible")}
          />
        </>
      )}
    </ListBoxItem>
  );
}

export interface SelectSectionProps<T>
  extends Omit<ListBoxSectionProps<T>, "className" | "children"> {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled group of options. */
export function SelectSection<T extends object>({
  title,
  children,
  className,
  ...props
}: SelectSectionProps<T>) {
  return (
    <ListBoxSection
      data-slot="select-section"
      className={cn("pt-1 first:pt-0", className)}
      {...props}
    >
      <Header className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-fg-muted">
        {title}
      </Header>
      {children}
    </ListBoxSection>
  );
}
