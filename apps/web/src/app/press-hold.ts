/** Where holdPresses listens (the document, in the browser). */
export interface PressListener {
  addEventListener(type: "click", listener: (event: Event) => void, capture: boolean): void;
  removeEventListener(type: "click", listener: (event: Event) => void, capture: boolean): void;
}

/** A part's place (an Element in the browser). */
export interface PressPlace {
  contains(node: Node | null): boolean;
}

/**
 * Keeps a press on a part of the server's page whose code has not come yet (a visitor scrolled
 * fast to "Show more updates" and pressed it). React hydrates a part on a press and gives it the
 * press, but only when the part's code is here; without it React stops the click where its root
 * catches it, and the press goes nowhere. So the document, which the click reaches before React's
 * root does, holds the last click inside the place (stopped on its way down) and makes it again on
 * the same element once the part has hydrated, for React's handler to take. A click after that
 * passes untouched.
 */
export function holdPresses(
  place: PressPlace,
  hydrated: Promise<unknown>,
  listener: PressListener = document,
): void {
  let held: EventTarget | null = null;
  const hold = (event: Event) => {
    if (!event.target || !place.contains(event.target as Node)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  listener.addEventListener("click", hold, true);
  void hydrated.then(() => {
    listener.removeEventListener("click", hold, true);
    const target = held;
    held = null;
    if (!target || !(target as Node).isConnected) return;
    // A virtual click (detail 0, as a screen reader's or a keyboard's): react-aria's buttons take
    // a click only so when no pointer went down on them first; React takes it as any click, and a
    // link still goes where it points.
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 }));
  });
}
