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
        "group inline-flex w-fit items-center gap-1 rounded-lg bg-surface-sunken p-1",
        "data-[disabled]:opacity-50",
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
        "inline-flex h-8 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium text-fg-muted outline-none",
        "transition-colors duration-(--duration-fast) data-[hovered]:text-fg",
        "data-[selected]:bg-surface-raised data-[selected]:text-fg data-[selected]:shadow-sm",
        "data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus",
        "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        "group-data-[size=sm]:h-7 group-data-[size=sm]:px-2.5 group-data-[size=sm]:text-xs",
        className,
      )}
      {...props}
    >
      {children}
    </ToggleButton>
  );
}
