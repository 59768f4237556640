"use client";
import { type ReactNode, useId, useRef } from "react";
import { cn } from "../../lib/cn";
import { nextTabIndex } from "./tab-keys";

export interface SimpleTab<K extends string> {
  id: K;
  label: ReactNode;
}

export interface SimpleTabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly SimpleTab<K>[];
  selected: K;
  onChange: (id: K) => void;
  isDisabled?: boolean;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
  /** Classes added to the tab list (say, `overflow-x-auto` where the tabs may not fit). */
  listClassName?: string;
  /** Classes added to the panel. */
  panelClassName?: string;
}

/**
 * Tabs on plain buttons (the ARIA tabs pattern: one tab stop, arrow keys move and select, the
 * panel labelled by its tab), a tenth of the weight of Tabs (react-aria): for widgets other teams
 * embed and for the pages a guest opens first (a profile).
 */
export function SimpleTabs<K extends string>({
  label,
  tabs,
  selected,
  onChange,
  isDisabled,
  children,
  className,
  listClassName,
  panelClassName,
}: SimpleTabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  return (
    <div data-slot="tabs" className={cn("cw:flex cw:flex-col cw:gap-4", className)}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        data-slot="tab-list"
        className={cn("cw:flex cw:gap-1 cw:border-border cw:border-b", listClassName)}
        onKeyDown={(event) => {
          const next = nextTabIndex(event.key, current, tabs.length);
          const tab = next === null ? undefined : tabs[next];
          if (!tab || isDisabled) return;
          event.preventDefault();
          onChange(tab.id);
          list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
        }}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={isDisabled}
              data-slot="tab"
              onClick={() => onChange(tab.id)}
              className={cn(
                "cw:relative cw:-mb-px cw:cursor-pointer cw:whitespace-nowrap cw:border-b-2 cw:px-3 cw:py-2 cw:font-medium cw:text-sm cw:outline-none",
                "cw:transition-colors cw:duration-(--duration-fast) cw:hover:text-fg",
                "cw:focus-visible:rounded-sm cw:focus-visible:ring-2 cw:focus-visible:ring-focus",
                "cw:disabled:cursor-not-allowed cw:disabled:opacity-50",
                isSelected
                  ? "cw:border-primary cw:text-fg"
                  : "cw:border-transparent cw:text-fg-muted",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(tabs[current]?.id ?? selected)}
        data-slot="tab-panel"
        className={cn("cw:text-fg cw:text-sm", panelClassName)}
      >
        {children}
      </div>
    </div>
  );
}
