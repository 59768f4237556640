// Moving focus to a field named in an error summary: the element with the id if it can take focus,
// else the first control inside it (a group of checkboxes, an uploader).
const FOCUSABLE =
  "input:not([type=hidden]):not([disabled]), textarea, select, button:not([disabled])";

export function focusField(id: string, doc: Document = document): boolean {
  const element = doc.getElementById(id);
  if (!element) return false;
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  target.scrollIntoView?.({ block: "center" });
  target.focus();
  return doc.activeElement === target;
}

/** An id for a form field path ("bank.iban" -> "provider-withdrawal-bank-iban"). */
export function fieldId(form: string, path: string): string {
  return `${form}-${path.replace(/[^a-zA-Z0-9]+/g, "-")}`;
}
