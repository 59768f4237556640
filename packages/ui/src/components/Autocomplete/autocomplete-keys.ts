/** What a key pressed in the autocomplete's input does, given the list's state. */
export type AutocompleteKeyAction =
  | { type: "open"; active: number }
  | { type: "move"; active: number }
  | { type: "pick"; index: number }
  | { type: "close" }
  | { type: "none" };

/**
 * The keyboard of the ARIA 1.2 combobox pattern with a list popup: ArrowDown / ArrowUp open the
 * list or move through it (wrapping), Enter picks the highlighted option, Escape closes. Keys
 * the input handles itself (letters, Home, End, Tab) are left alone.
 */
export function autocompleteKeyAction(
  key: string,
  state: { isOpen: boolean; active: number; count: number; altKey?: boolean },
): AutocompleteKeyAction {
  const { isOpen, active, count } = state;
  switch (key) {
    case "ArrowDown":
      if (!isOpen) return { type: "open", active: state.altKey || count === 0 ? -1 : 0 };
      if (count === 0) return { type: "none" };
      return { type: "move", active: active >= count - 1 ? 0 : active + 1 };
    case "ArrowUp":
      if (!isOpen) return { type: "open", active: count - 1 };
      if (count === 0) return { type: "none" };
      return { type: "move", active: active <= 0 ? count - 1 : active - 1 };
    case "Enter":
      return isOpen && active >= 0 && active < count
        ? { type: "pick", index: active }
        : { type: "none" };
    case "Escape":
      return isOpen ? { type: "close" } : { type: "none" };
    default:
      return { type: "none" };
  }
}
