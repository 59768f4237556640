"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { RefObject } from "react";
import { cn } from "../../lib/cn";
import { NativeButton } from "../Button";
import { LOAD_MORE_THRESHOLD_PX, useLoadMoreSentinel } from "./useLoadMoreSentinel";

export interface LoadMoreProps {
  /** Asks for the next page. Called by the button, and by scrolling near the end. */
  onLoadMore: () => void;
  /** More pages exist. Without more, nothing is drawn. */
  hasMore: boolean;
  /** A page is on its way: the button shows a spinner and nothing asks again. */
  isLoading?: boolean;
  /**
   * Load automatically when the end comes within `threshold` px (default on). Turn it off after a
   * failed load, so that scrolling does not retry in a loop; the button stays either way.
   */
  isInfinite?: boolean;
  /** Distance before the end at which the next page is asked for (default 200 px, the spec's). */
  threshold?: number;
  /** The scrolling container, when the list scrolls inside one rather than the page. */
  scrollRef?: RefObject<HTMLElement | null>;
  isDisabled?: boolean;
  /** Overrides the dictionary's "Load more". */
  label?: string;
  className?: string;
}

/**
 * The end of a growing list: a "Load more" button that keyboard and switch users can always reach,
 * and an invisible sentinel that loads the next page when scrolling comes within 200 px of it.
 */
export function LoadMore({
  onLoadMore,
  hasMore,
  isLoading = false,
  isInfinite = true,
  threshold = LOAD_MORE_THRESHOLD_PX,
  scrollRef,
  isDisabled = false,
  label,
  className,
}: LoadMoreProps) {
  const { t } = useTranslator();
  const sentinelRef = useLoadMoreSentinel<HTMLDivElement>({
    onLoadMore,
    hasMore,
    isLoading,
    enabled: isInfinite && !isDisabled,
    threshold,
    scrollRef,
  });
  if (!hasMore) return null;
  return (
    <div
      data-slot="load-more"
      data-loading={isLoading || undefined}
      data-infinite={isInfinite || undefined}
      className={cn("cw:relative cw:flex cw:justify-center cw:py-2", className)}
    >
      <div
        ref={sentinelRef}
        data-slot="load-more-sentinel"
        aria-hidden="true"
        className="cw:pointer-events-none cw:absolute cw:inset-x-0 cw:top-0 cw:h-px"
      />
      <NativeButton
        variant="secondary"
        isLoading={isLoading}
        isDisabled={isDisabled}
        onPress={() => {
          if (!isLoading) onLoadMore();
        }}
      >
        {label ?? t("ui.load_more")}
      </NativeButton>
    </div>
  );
}
