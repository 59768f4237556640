// What a visitor types, picks or ticks before the app has taken over is theirs. React hydrates a
// field without touching what it shows, but its own state is still the server's (empty): the next
// render of the field would empty it, and a form would send the empty value. So the last value of
// every field changed before then is noted, and given back once the app runs, as if typed again:
// the field is set to another value through its own property (which React's change tracking
// sees), then to the visitor's through the element prototype's setter, then an input (or change)
// event carries it to the app's handlers.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Noted {
  value: string;
  checked: boolean;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** Gives one field its noted value back, so the app's handlers read it. */
export function giveBack(field: Field, noted: Noted): void {
  if (isCheckable(field)) {
    // The click sets it as the visitor left it, with the events a real click sends.
    field.checked = !noted.checked;
    field.click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  if (!setter) return;
  field.value = noted.value === "" ? " " : "";
  setter.call(field, noted.value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

/**
 * Notes the fields changed under `root` until `whenLive` runs its callback, then gives each back.
 * A chosen file stays chosen (a script cannot set one); a field no longer on the page is skipped.
 */
export function keepEarlyFields(root: Document, whenLive: (callback: () => void) => void): void {
  const changed = new Map<Field, Noted>();
  const note = (event: Event) => {
    const field = event.target;
    if (!isField(field) || (field instanceof HTMLInputElement && field.type === "file")) return;
    changed.set(field, { value: field.value, checked: isCheckable(field) && field.checked });
  };
  root.addEventListener("input", note, true);
  root.addEventListener("change", note, true);
  whenLive(() => {
    root.removeEventListener("input", note, true);
    root.removeEventListener("change", note, true);
    for (const [field, noted] of changed) {
      if (!field.isConnected) continue;
      try {
        giveBack(field, noted);
      } catch {
        // One field the page refuses leaves the others to be given back.
      }
    }
    changed.clear();
  });
}
