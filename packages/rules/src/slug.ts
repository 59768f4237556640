// The slug of a campaign's or a post's address, from its title: the words the reader sees, in
// lower-case ASCII joined by hyphens, at most 60 characters. Markup typed into a title ("<b>Help</b>
// Maria") is not a word of it (issue 25: the slug kept "b"), nor is an entity's name ("&amp;").
import { htmlToText } from "./html-text";

const SLUG_MAX = 60;

/** `text`'s slug; "item" when nothing of it is left (a title of symbols or another script). */
export function slugify(text: string): string {
  const base = htmlToText(text)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
  return base || "item";
}
