"use client";
import { Check } from "lucide-react";
import { type ReactNode, type RefObject, useRef } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "../Spinner";
import { useListPlacement } from "./useListPlacement";

export interface AutocompleteListProps<T> {
  id: string;
  /** The field the list is drawn against (its width, below or above it). */
  anchorRef: RefObject<HTMLElement | null>;
  labelledBy: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  getText: (item: T) => string;
  getDescription?: (item: T) => ReactNode;
  optionId: (index: number) => string;
  activeIndex: number;
  selectedKey: string | number | null;
  onHighlight: (index: number) => void;
  onPick: (index: number) => void;
  /** Said in place of options while the list is empty. */
  emptyText: string;
  isLoading: boolean;
}

/**
 * The autocomplete's popup: a listbox whose options are picked by pointer (focus stays in the
 * input). It is a manual popover, drawn in the top layer: inside a modal dialog or a scrolling box
 * it is neither clipped nor covered, and it keeps to the visible screen (useListPlacement).
 */
export function AutocompleteList<T>({
  id,
  anchorRef,
  labelledBy,
  items,
  getKey,
  getText,
  getDescription,
  optionId,
  activeIndex,
  selectedKey,
  onHighlight,
  onPick,
  emptyText,
  isLoading,
}: AutocompleteListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  useListPlacement(anchorRef, ref);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input on click.
    <div
      ref={ref}
      popover="manual"
      data-slot="autocomplete-popover"
      className="cw:fixed cw:inset-auto cw:m-0 cw:max-h-72 cw:overflow-auto cw:rounded-md cw:border cw:border-border cw:bg-surface-raised cw:p-1 cw:text-fg cw:shadow-lg"
      // Keeps focus (and the caret) in the input while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      <div id={id} role="listbox" aria-labelledby={labelledBy}>
        {items.length === 0 ? (
          // Like react-aria's empty state: a disabled option, so the listbox is never empty.
          <div
            role="option"
            tabIndex={-1}
            aria-disabled="true"
            aria-selected="false"
            data-slot="autocomplete-empty"
            className="cw:flex cw:items-center cw:gap-2 cw:px-2 cw:py-1.5 cw:text-sm cw:text-fg-muted"
          >
            {isLoading ? <Spinner size="sm" decorative /> : null}
            {emptyText}
          </div>
        ) : null}
        {items.map((item, index) => {
          const key = getKey(item);
          const isSelected = key === selectedKey;
          const description = getDescription?.(item);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (aria-activedescendant).
            <div
              key={String(key)}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={isSelected}
              data-focused={index === activeIndex || undefined}
              data-slot="autocomplete-option"
              onMouseMove={() => {
                if (index !== activeIndex) onHighlight(index);
              }}
              onClick={() => onPick(index)}
              className={cn(
                "cw:flex cw:cursor-pointer cw:select-none cw:items-center cw:gap-2 cw:rounded-sm cw:px-2 cw:py-1.5 cw:text-sm cw:text-fg",
                "cw:data-[focused]:bg-surface-sunken",
                isSelected && "cw:font-medium",
              )}
            >
              <span className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col">
                <span className="cw:truncate">{getText(item)}</span>
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
            </div>
          );
        })}
      </div>
    </div>
  );
}
