"use client";
import { type RefObject, useLayoutEffect } from "react";
import { listPlacement } from "./list-placement";

/**
 * Keeps the list (a `popover="manual"` element, drawn in the top layer: no dialog, scrolling box
 * or card clips it) beside the field and within the visible screen: below it, or above when
 * there is more room there, never taller than the room. Placed again on every render (the options
 * changed), and when the page or a box around the field scrolls or the screen is resized.
 */
export function useListPlacement(
  anchorRef: RefObject<HTMLElement | null>,
  listRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && !list.matches(":popover-open")) list.showPopover?.();
    place(anchorRef.current, list);
  });
  useLayoutEffect(() => {
    const update = () => place(anchorRef.current, listRef.current);
    const viewport = window.visualViewport;
    window.addEventListener("scroll", update, { capture: true, passive: true });
    window.addEventListener("resize", update);
    viewport?.addEventListener("resize", update);
    viewport?.addEventListener("scroll", update);
    return () => {
      window.removeEventListener("scroll", update, { capture: true });
      window.removeEventListener("resize", update);
      viewport?.removeEventListener("resize", update);
      viewport?.removeEventListener("scroll", update);
    };
  }, [anchorRef, listRef]);
}

/** The tallest the list is: 18rem. */
const LIMIT_REM = 18;

function place(anchor: HTMLElement | null, list: HTMLElement | null) {
  if (!anchor || !list) return;
  const box = anchor.getBoundingClientRect();
  const viewport = list.ownerDocument.defaultView?.visualViewport;
  const rem = Number.parseFloat(getComputedStyle(list.ownerDocument.documentElement).fontSize);
  const placed = listPlacement({
    anchor: box,
    view: {
      top: viewport?.offsetTop ?? 0,
      height: viewport?.height ?? window.innerHeight,
    },
    natural: list.scrollHeight,
    limit: LIMIT_REM * (rem || 16),
  });
  list.dataset.side = placed.side;
  Object.assign(list.style, {
    top: `${placed.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    maxHeight: `${placed.maxHeight}px`,
  });
}
