/** Where the autocomplete's list goes: its top edge and its height, in viewport pixels. */
export interface ListPlacement {
  side: "below" | "above";
  top: number;
  maxHeight: number;
}

export interface ListPlacementInput {
  /** The field's box (top and bottom edges), in viewport pixels. */
  anchor: { top: number; bottom: number };
  /** The part of the viewport the user sees (the visual viewport: less the on-screen keyboard). */
  view: { top: number; height: number };
  /** The list's height with every option shown, before any limit. */
  natural: number;
  /** The tallest the list ever is (18rem). */
  limit: number;
  /** Between the field and the list, and between the list and the screen's edge. */
  gap?: number;
  margin?: number;
}

/**
 * Below the field when the whole list fits there, or when there is at least as much room below
 * as above; above otherwise. Never taller than the room on its side (it scrolls inside), so no
 * option lies off the screen.
 */
export function listPlacement({
  anchor,
  view,
  natural,
  limit,
  gap = 4,
  margin = 8,
}: ListPlacementInput): ListPlacement {
  const wanted = Math.min(natural, limit);
  const below = Math.max(0, view.top + view.height - anchor.bottom - gap - margin);
  const above = Math.max(0, anchor.top - view.top - gap - margin);
  if (wanted <= below || below >= above) {
    return { side: "below", top: anchor.bottom + gap, maxHeight: Math.min(limit, below) };
  }
  const height = Math.min(wanted, above);
  return { side: "above", top: anchor.top - gap - height, maxHeight: height };
}
