"use client";
import { type RefObject, useEffect, useState } from "react";

/**
 * True while the element's content overflows it. A region that scrolls must be reachable by
 * keyboard (give it `tabIndex={0}` then), but one that does not scroll must not add a tab stop.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
