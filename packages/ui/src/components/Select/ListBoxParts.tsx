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
        "cw:z-(--z-popover) cw:max-h-72 cw:min-w-(--trigger-width) cw:max-w-[calc(100vw-24px)] cw:overflow-auto cw:rounded-md cw:border cw:border-border cw:bg-surface-raised cw:p-1 cw:text-fg cw:shadow-lg cw:outline-none",
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
        "cw:group cw:flex cw:cursor-pointer cw:select-none cw:items-center cw:gap-2 cw:rounded-sm cw:px-2 cw:py-1.5 cw:text-sm cw:text-fg cw:outline-none",
        "cw:data-[focused]:bg-surface-sunken cw:data-[hovered]:bg-surface-sunken",
        "cw:data-[selected]:font-medium cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      {({ isSelected }) => (
        <>
          <span className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col">
            <span className="cw:truncate">{children}</span>
            {description ? (
              <span className="cw:text-xs cw:font-normal cw:text-fg-muted">{description}</span>
            ) : null}
          </span>
          <Check
            aria-hidden
            size={16}
            className={cn(
              "cw:shrink-0 cw:text-primary",
              isSelected ? "cw:visible" : "cw:invisible",
            )}
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
      className={cn("cw:pt-1 cw:first:pt-0", className)}
      {...props}
    >
      <Header className="cw:px-2 cw:py-1 cw:text-xs cw:font-semibold cw:uppercase cw:tracking-wide cw:text-fg-muted">
        {title}
      </Header>
      {children}
    </ListBoxSection>
  );
}
