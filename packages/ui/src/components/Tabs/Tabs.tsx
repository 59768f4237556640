"use client";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from "react-aria-components";
import { cn } from "../../lib/cn";

export interface TabsProps extends Omit<AriaTabsProps, "className"> {
  className?: string;
}

/** Panels of content, one shown at a time, switched with the arrow keys. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <AriaTabs
      data-slot="tabs"
      className={cn(
        "flex gap-4 data-[orientation=horizontal]:flex-col data-[orientation=vertical]:flex-row",
        className,
      )}
      {...props}
    />
  );
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, "className"> {
  className?: string;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      data-slot="tab-list"
      className={cn(
        "flex gap-1 data-[orientation=horizontal]:border-b data-[orientation=horizontal]:border-border",
        "data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-e data-[orientation=vertical]:border-border",
        className,
      )}
      {...props}
    />
  );
}

export interface TabProps extends Omit<AriaTabProps, "className"> {
  className?: string;
}

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      data-slot="tab"
      className={cn(
        "relative -mb-px cursor-pointer whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-fg-muted outline-none",
        "transition-colors duration-(--duration-fast) data-[hovered]:text-fg",
        "data-[selected]:border-primary data-[selected]:text-fg",
        "data-[focus-visible]:rounded-sm data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus",
        "data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, "className"> {
  className?: string;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      data-slot="tab-panel"
      className={cn(
        "text-sm text-fg outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus",
        className,
      )}
      {...props}
    />
  );
}
