import type { ContentDoc } from "../../content/format";
import { safeHref } from "../../content/format";

/** The action a document's front matter names (`action: label`, `action_href: /path`), if any. */
export function actionLink(doc: ContentDoc): { label: string; href: string } | null {
  const label = doc.fields.action?.trim();
  const href = safeHref(doc.fields.action_href ?? "");
  return label && href ? { label, href } : null;
}
