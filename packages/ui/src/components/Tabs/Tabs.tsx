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
        "cw:flex cw:gap-4 cw:data-[orientation=horizontal]:flex-col cw:data-[orientation=vertical]:flex-row",
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
        "cw:flex cw:gap-1 cw:data-[orientation=horizontal]:border-b cw:data-[orientation=horizontal]:border-border",
        "cw:data-[orientation=vertical]:flex-col cw:data-[orientation=vertical]:border-e cw:data-[orientation=vertical]:border-border",
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
        "cw:relative cw:-mb-px cw:cursor-pointer cw:whitespace-nowrap cw:border-b-2 cw:border-transparent cw:px-3 cw:py-2 cw:text-sm cw:font-medium cw:text-fg-muted cw:outline-none",
        "cw:transition-colors cw:duration-(--duration-fast) cw:data-[hovered]:text-fg",
        "cw:data-[selected]:border-primary cw:data-[selected]:text-fg",
        "cw:data-[focus-visible]:rounded-sm cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus",
        "cw:data-[disabled]:cursor-not-allowed cw:data-[disabled]:opacity-50",
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
        "cw:text-sm cw:text-fg cw:outline-none cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus",
        className,
      )}
      {...props}
    />
  );
}
