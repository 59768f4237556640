import { expect, userEvent, waitFor } from "storybook/test";

/** A short name for an element in a failure message: `<div role="listbox" data-slot="…">`. */
function describe(element: Element | null): string {
  if (!element) return "nothing";
  const attributes = ["role", "data-slot", "aria-label"]
    .map((name) => [name, element.getAttribute(name)] as const)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
  // The page or the dialog itself: its text would be the whole page's.
  const whole = ["HTML", "BODY", "DIALOG"].includes(element.tagName);
  const text = whole ? "" : element.textContent?.trim().slice(0, 40);
  const own = `<${element.tagName.toLowerCase()}${attributes}>${text ? ` "${text}"` : ""}`;
  // A bare element says little: name the part of the page it belongs to.
  const part = attributes ? null : element.parentElement?.closest("[data-slot]");
  return part
    ? `${own} in <${part.tagName.toLowerCase()} data-slot="${part.getAttribute("data-slot")}">`
    : own;
}

/**
 * Presses `element` the way a mouse or a finger does: at the middle of its box, on whatever the
 * browser hit-tests there. A synthetic click on the element itself would pass where no user can
 * reach it: an element made inert by a modal `<dialog>`, under `pointer-events: none`, or covered
 * by another (the hit then lands on `<html>`, the dialog or the cover, and this fails naming it).
 */
export async function pressWithPointer(element: Element): Promise<void> {
  // As a user's eye waits for a popup to settle: a popover placed a frame late (a loaded machine)
  // is hit once it is in place; one that stays covered or inert still fails, naming the cover.
  let hit: Element | null = null;
  await waitFor(
    async () => {
      element.scrollIntoView({ block: "nearest", inline: "nearest" });
      const box = element.getBoundingClientRect();
      hit = element.ownerDocument.elementFromPoint(
        box.left + box.width / 2,
        box.top + box.height / 2,
      );
      await expect(
        hit !== null && element.contains(hit),
        `a pointer on ${describe(element)} lands on ${describe(hit)}`,
      ).toBe(true);
    },
    { timeout: 2000 },
  );
  await userEvent.click(hit as unknown as Element);
}

/** The whole box of `element` lies inside the viewport (nothing to scroll the page for). */
export async function expectInViewport(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView as Window;
  const where = `${describe(element)} at ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} in a ${view.innerWidth}x${view.innerHeight} viewport`;
  await expect(box.left, where).toBeGreaterThanOrEqual(0);
  await expect(box.top, where).toBeGreaterThanOrEqual(0);
  await expect(box.right, where).toBeLessThanOrEqual(view.innerWidth);
  await expect(box.bottom, where).toBeLessThanOrEqual(view.innerHeight);
}

/**
 * `panel` is drawn against `trigger`: just below or just above it, overlapping it across (not
 * left where the page would put it had the panel been placed for another box).
 */
export async function expectBeside(panel: Element, trigger: Element): Promise<void> {
  const a = panel.getBoundingClientRect();
  const b = trigger.getBoundingClientRect();
  const where = `${describe(panel)} at ${Math.round(a.left)},${Math.round(a.top)} to ${Math.round(a.right)},${Math.round(a.bottom)}, its trigger at ${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)}`;
  const gap = a.top >= b.bottom - 1 ? a.top - b.bottom : b.top - a.bottom;
  await expect(gap, where).toBeGreaterThanOrEqual(-1);
  await expect(gap, where).toBeLessThanOrEqual(16);
  await expect(Math.min(a.right, b.right) - Math.max(a.left, b.left), where).toBeGreaterThan(0);
}
