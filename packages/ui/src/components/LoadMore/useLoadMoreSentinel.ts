"use client";
import { type RefObject, useEffect, useRef } from "react";

/** The spec's scroll threshold: the next page is asked for 200 px before the end comes into view. */
export const LOAD_MORE_THRESHOLD_PX = 200;

export interface LoadMoreSentinelOptions {
  onLoadMore: () => void;
  hasMore: boolean;
  isLoading: boolean;
  /** Off: only the button loads. */
  enabled: boolean;
  /** Distance in px before the sentinel is reached at which loading starts. */
  threshold: number;
  /** The scrolling element; the viewport when absent. */
  scrollRef?: RefObject<HTMLElement | null>;
}

/**
 * Watches a sentinel element with an IntersectionObserver whose root margin extends the scroll
 * area by `threshold` px, and asks for more while it is within reach. After a load ends with the
 * sentinel still within reach (a short page), it asks again, since the observer reports only changes.
 */
export function useLoadMoreSentinel<T extends HTMLElement>({
  onLoadMore,
  hasMore,
  isLoading,
  enabled,
  threshold,
  scrollRef,
}: LoadMoreSentinelOptions): RefObject<T | null> {
  const sentinelRef = useRef<T>(null);
  const inReach = useRef(false);
  const latest = useRef({ onLoadMore, hasMore, isLoading });
  latest.current = { onLoadMore, hasMore, isLoading };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the sentinel mounts only while hasMore, so observe again when it changes
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        inReach.current = entry?.isIntersecting ?? false;
        const { hasMore, isLoading, onLoadMore } = latest.current;
        if (inReach.current && hasMore && !isLoading) onLoadMore();
      },
      {
        root: scrollRef?.current ?? null,
        rootMargin: `0px 0px ${threshold}px 0px`,
      },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      inReach.current = false;
    };
  }, [enabled, threshold, scrollRef, hasMore]);

  // A load finished and the end is still within reach: the page was short, ask for the next one.
  const wasLoading = useRef(isLoading);
  useEffect(() => {
    const finished = wasLoading.current && !isLoading;
    wasLoading.current = isLoading;
    if (finished && enabled && hasMore && inReach.current) latest.current.onLoadMore();
  }, [isLoading, hasMore, enabled]);

  return sentinelRef;
}
