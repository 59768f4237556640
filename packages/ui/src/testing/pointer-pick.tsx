import { type ReactNode, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { Dialog, DialogContent } from "../components/Dialog";
import { Modal } from "../components/Modal";
import { expectBeside, expectInViewport, pressWithPointer } from "./pointer";

/** The two modal dialogs of ui: the light native `<dialog>` (Modal) and Radix's (Dialog). */
export type DialogKind = "modal" | "dialog";

const TITLE = "Payout details";

/** `children` inside an open dialog of the given kind, below a lead that pushes them down. */
function OpenDialog({ kind, children }: { kind: DialogKind; children: ReactNode }) {
  const [isOpen, setOpen] = useState(true);
  // On a phone the field sits low in the dialog, as the currency does in "Add a bank account":
  // the list has less room below it than it is tall.
  const body = (
    <div className="cw:flex cw:flex-col cw:gap-4">
      <div aria-hidden className="cw:h-80 cw:rounded-md cw:bg-surface-sunken" />
      {children}
    </div>
  );
  return (
    <>
      {/* A long page behind, scrolled down when the dialog opens (as the withdrawal page is). */}
      <div data-slot="long-page" className="cw:h-[300vh]" />
      {kind === "modal" ? (
        <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={TITLE}>
          {body}
        </Modal>
      ) : (
        <Dialog open={isOpen} onOpenChange={setOpen}>
          <DialogContent title={TITLE}>{body}</DialogContent>
        </Dialog>
      )}
    </>
  );
}

/** Scrolls the page behind the dialog down a screen, and waits for its scroll event to pass. */
async function scrollPageBehind() {
  const target = window.innerHeight;
  if (Math.round(window.scrollY) === target) return;
  const scrolled = new Promise((resolve) =>
    window.addEventListener("scroll", resolve, { once: true }),
  );
  window.scrollTo(0, target);
  // A list opened before the event came would be closed by it (a scroll closes an open list).
  await scrolled;
}

/** How a story picks with the pointer in one picker. */
export interface PointerPick {
  /** The picker as the product draws it (with its own state). */
  picker: ReactNode;
  /** Opens it with the pointer and answers its floating panel (listbox, menu, popover). */
  open: (dialog: HTMLElement) => Promise<HTMLElement>;
  /** Chooses in the panel with the pointer (pressOption, for a list or a menu). */
  choose: (panel: HTMLElement) => Promise<void>;
  /** The choice is shown in the dialog. */
  picked: (dialog: HTMLElement) => Promise<void>;
  /** The panel is the control itself (a native select's list is the system's): it stays. */
  panelStays?: boolean;
}

/**
 * The floating panel around the element of `role` (a listbox's popover, a menu, a popover
 * dialog), wherever it was rendered.
 */
export async function floatingPanel(role: "listbox" | "menu" | "dialog", name?: string) {
  const element = await within(document.body).findByRole(role, name ? { name } : {});
  return element.closest<HTMLElement>('[data-slot$="popover"]') ?? element;
}

/** Opens with the pointer through the dialog's button named `name`; answers the panel of `role`. */
export const pressToOpen =
  (name: string | RegExp, role: "listbox" | "menu" | "dialog" = "listbox", panelName?: string) =>
  async (dialog: HTMLElement) => {
    await pressWithPointer(within(dialog).getByRole("button", { name }));
    return floatingPanel(role, panelName);
  };

/**
 * The dialog's control of `role` named `name` shows `text`: a field's value, a native select's
 * chosen option, a button's label.
 */
export const showsChoice =
  (role: "button" | "combobox", name: string | RegExp, text: string) =>
  async (dialog: HTMLElement) => {
    const control = within(dialog).getByRole(role, { name });
    if (control instanceof HTMLSelectElement) await expect(control).toHaveDisplayValue(text);
    else if (control instanceof HTMLInputElement) await expect(control).toHaveValue(text);
    else await expect(control).toHaveTextContent(text);
  };

/** Presses the option (or menu item) named `name` in the panel. */
export const pressOption =
  (name: string | RegExp, role: "option" | "menuitem" | "button" = "option") =>
  async (panel: HTMLElement) =>
    pressWithPointer(await within(panel).findByRole(role, { name }));

/** Forty currencies, as a payout account offers them: more than a phone shows at once. */
export const MANY_CURRENCIES = (() => {
  const names = new Intl.DisplayNames("en", { type: "currency" });
  const codes = ["BGN", "EUR", "USD", "GBP", "CHF", "RON", "PLN", "CZK", "HUF", "SEK"];
  const rest = Intl.supportedValuesOf("currency").filter((code) => !codes.includes(code));
  return [...codes, ...rest.slice(0, 30)]
    .sort()
    .map((code) => ({ id: code, name: `${code} · ${names.of(code)}` }));
})();

/** A phone, as the story toolbar and the story tests size it: 390 × 844 CSS pixels. */
export const PHONE_GLOBALS = { viewport: { value: "phone" } };

/**
 * A story (issue 25): on a phone, the picker opened inside a modal dialog of `kind` with the
 * pointer; its panel lies within the viewport, and a press on an option (hit-tested where a finger
 * lands, see pressWithPointer) picks it.
 */
export function pointerPickStory(kind: DialogKind, pick: PointerPick) {
  return {
    globals: PHONE_GLOBALS,
    // Ends on a dialog fixed to the viewport: checked by play; each picker's open list has its shot.
    parameters: { screenshot: { skip: true } },
    render: () => <OpenDialog kind={kind}>{pick.picker}</OpenDialog>,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const page = within(canvasElement.ownerDocument.body);
      const dialog = await page.findByRole("dialog", { name: TITLE });
      await scrollPageBehind();
      const panel = await pick.open(dialog);
      await expectInViewport(panel);
      const trigger = dialog.querySelector('[aria-expanded="true"]');
      if (!pick.panelStays) await expectBeside(panel, trigger ?? dialog);
      await pick.choose(panel);
      await pick.picked(dialog);
      if (!pick.panelStays) {
        await waitFor(() => expect(panel.isConnected && panel.checkVisibility()).toBe(false));
      }
      await expect(dialog).toBeVisible();
    },
  };
}
