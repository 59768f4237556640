"use client";
import type { ReactNode } from "react";
import {
  type Key,
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";

export interface SegmentedControlProps
  extends Omit<
    ToggleButtonGroupProps,
    | "className"
    | "children"
    | "selectionMode"
    | "selectedKeys"
    | "defaultSelectedKeys"
    | "onSelectionChange"
    | "disallowEmptySelection"
  > {
  /** Required: says what the segments choose between. */
  "aria-label": string;
  /** The selected segment (controlled). */
  value?: Key;
  defaultValue?: Key;
  onChange?: (value: Key) => void;
  size?: "sm" | "md";
  children: ReactNode;
  className?: string;
}

/** A row of mutually exclusive buttons, one always pressed (e.g. Donations / Withdrawals). */
export function SegmentedControl({
  value,
  defaultValue,
  onChange,
  size = "md",
  children,
  className,
  ...props
}: SegmentedControlProps) {
  return (
    <ToggleButtonGroup
      data-slot="segmented-control"
      data-size={size}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={value === undefined ? undefined : [value]}
      defaultSelectedKeys={defaultValue === undefined ? undefined : [defaultValue]}
      onSelectionChange={(keys) => {
        const [first] = keys;
        if (first !== undefined) onChange?.(first);
      }}
      className={cn(
        "cw:group cw:inline-flex cw:w-fit cw:items-center cw:gap-1 cw:rounded-lg cw:bg-surface-sunken cw:p-1",
        "cw:data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      {children}
    </ToggleButtonGroup>
  );
}

export interface SegmentProps extends Omit<ToggleButtonProps, "className" | "children" | "id"> {
  id: Key;
  children: ReactNode;
  className?: string;
}

/** One segment of a SegmentedControl. */
export function Segment({ className, children, ...props }: SegmentProps) {
  return (
    <ToggleButton
      data-slot="segment"
      className={cn(
        "cw:inline-flex cw:h-8 cw:cursor-pointer cw:items-center cw:justify-center cw:gap-1.5 cw:whitespace-nowrap cw:rounded-md cw:px-3 cw:text-sm cw:font-medium cw:text-fg-muted cw:outline-none",
        "cw:transition-colors cw:duration-(--duration-fast) cw:data-[hovered]:text-fg",
        "cw:data-[selected]:bg-surface-raised cw:data-[selected]:text-fg cw:data-[selected]:shadow-sm",
        "cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus",
        "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50",
        "cw:group-data-[size=sm]:h-7 cw:group-data-[size=sm]:px-2.5 cw:group-data-[size=sm]:text-xs",
        className,
      )}
      {...props}
    >
      {children}
    </ToggleButton>
  );
}
