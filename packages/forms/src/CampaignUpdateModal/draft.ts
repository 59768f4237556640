// Whether the update being written in the modal holds anything a close would lose: a title or
// text typed (not only spaces; in the title box or the rich content box), or an image added. Read
// from the rendered creator, which keeps its fields to itself.

/** Text boxes and images inside `root` that hold something. */
export function hasDraft(root: ParentNode | null): boolean {
  if (!root) return false;
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type]), input[type="text"], textarea',
  );
  if ([...fields].some((field) => field.value.trim() !== "")) return true;
  // The content box is rich text (a contenteditable textbox), not a textarea.
  const editors = root.querySelectorAll<HTMLElement>('[contenteditable="true"]');
  if ([...editors].some((editor) => (editor.textContent ?? "").trim() !== "")) return true;
  return root.querySelector('[data-slot="post-images"] li') !== null;
}
