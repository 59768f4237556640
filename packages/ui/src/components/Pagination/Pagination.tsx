"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { NativeButton } from "../Button";
import { getPageWindow } from "./pageWindow";

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. With one page or none, nothing is drawn. */
  totalPages: number;
  /** Called with the page the user asks for. */
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
  /** Pages always shown at each end (default 1). */
  boundaries?: number;
  isDisabled?: boolean;
  /** Names the navigation landmark; defaults to the dictionary's "Pagination". */
  "aria-label"?: string;
  /** Overrides the dictionary's "Previous page". */
  previousLabel?: string;
  /** Overrides the dictionary's "Next page". */
  nextLabel?: string;
  /** Overrides the dictionary's "Page {page}", the accessible name of each page button. */
  getPageLabel?: (page: number) => string;
  className?: string;
}

/** Page numbers with ellipses, previous and next, inside a labelled navigation landmark. */
export function Pagination({
  page,
  totalPages,
  onChange,
  siblings,
  boundaries,
  isDisabled = false,
  "aria-label": ariaLabel,
  previousLabel,
  nextLabel,
  getPageLabel,
  className,
}: PaginationProps) {
  const { t } = useTranslator();
  const navRef = useRef<HTMLElement>(null);
  const pressed = useRef(false);

  // Paging can disable the button that had focus (Next on the last page) or move it in the list;
  // focus then lands on the current page instead of falling back to the document.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const nav = navRef.current;
    const active = document.activeElement;
    // A button just disabled keeps focus until the browser's next rendering update: count it as lost.
    if (nav && (!nav.contains(active) || active?.matches(":disabled"))) {
      nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page]);

  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const go = (target: number) => {
    pressed.current = true;
    onChange(target);
  };
  const items = getPageWindow(current, totalPages, { siblings, boundaries });

  return (
    <nav
      ref={navRef}
      data-slot="pagination"
      data-disabled={isDisabled || undefined}
      aria-label={ariaLabel ?? t("ui.pagination.label")}
      className={cn("cw:flex", className)}
    >
      <ul className="cw:flex cw:flex-wrap cw:items-center cw:gap-1">
        <li>
          <NativeButton
            variant="ghost"
            iconOnly
            aria-label={previousLabel ?? t("ui.pagination.previous")}
            icon={<ChevronLeft aria-hidden size={18} />}
            isDisabled={isDisabled || current <= 1}
            onPress={() => go(current - 1)}
          />
        </li>
        {items.map((item) =>
          item.type === "ellipsis" ? (
            <li
              key={`ellipsis-${item.position}`}
              aria-hidden="true"
              data-slot="pagination-ellipsis"
              className="cw:flex cw:h-10 cw:min-w-8 cw:items-end cw:justify-center cw:pb-2 cw:text-fg-muted"
            >
              …
            </li>
          ) : (
            <li key={item.page}>
              <NativeButton
                variant={item.page === current ? "primary" : "ghost"}
                compact
                data-slot="pagination-page"
                data-current={item.page === current || undefined}
                aria-current={item.page === current ? "page" : undefined}
                aria-label={
                  getPageLabel?.(item.page) ?? t("ui.pagination.page", { page: String(item.page) })
                }
                isDisabled={isDisabled}
                onPress={() => {
                  if (item.page !== current) go(item.page);
                }}
                className="cw:min-w-10 cw:tabular-nums"
              >
                {String(item.page)}
              </NativeButton>
            </li>
          ),
        )}
        <li>
          <NativeButton
            variant="ghost"
            iconOnly
            aria-label={nextLabel ?? t("ui.pagination.next")}
            icon={<ChevronRight aria-hidden size={18} />}
            isDisabled={isDisabled || current >= totalPages}
            onPress={() => go(current + 1)}
          />
        </li>
      </ul>
    </nav>
  );
}
