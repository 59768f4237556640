// Escape in a modal dialog closes the innermost thing that is open. Radix's dialog listens for
// Escape on the document before the page sees it, so a list open inside the dialog (the IBAN
// field's suggestions, a select's options in their popover) would lose the key to the dialog,
// which closes with everything typed in it. The dialog asks this first and leaves the Escape to
// the list.

/**
 * Whether an Escape pressed on `target` is for a list open over the `dialog` (not for the dialog):
 * a field whose list is expanded, a listbox, or anything outside the dialog's own content (a
 * popover rendered elsewhere in the page).
 */
export function isEscapeForOpenList(target: EventTarget | null, dialog: Element | null): boolean {
  if (typeof Element === "undefined" || !(target instanceof Element)) return false;
  if (target.getAttribute("aria-expanded") === "true") return true;
  if (target.closest('[role="listbox"]') !== null) return true;
  return dialog !== null && !dialog.contains(target);
}
