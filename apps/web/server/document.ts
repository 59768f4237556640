// The HTML document a page goes out in: the built index.html (its stylesheet, font and script tags
// are the build's), cut once where a page goes in. The template marks two places:
//   <!--page-head-->…<!--/page-head-->  the default title and description, replaced by the page's head
//   <div id="root"><!--page-html--></div>  the page, then its state as inert JSON after the element
// and its <html> element is written with the page's language and colour theme.
import escapeHtml from "escape-html";

export interface PageDocument {
  /** Everything before the page: doctype, <html> with the page's language and theme, the head. */
  start(page: { locale: string; theme: string; head: string }): string;
  /** Everything after the page: the end of #root, the page's state, the end of the document. */
  end(state: string): string;
  /** The template as it is, for a page the browser draws itself (no render). */
  readonly fallback: string;
}

const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const HTML_ELEMENT = /<html\b[^>]*>/;
const ROOT = '<div id="root"><!--page-html--></div>';

/** The template cut at its marks; it throws when one is missing (the build changed). */
export function pageDocument(template: string): PageDocument {
  const head = HEAD.exec(template);
  const html = HTML_ELEMENT.exec(template);
  const root = template.indexOf(ROOT);
  if (!head || !html || root < 0 || html.index > head.index || head.index > root) {
    throw new Error(
      "index.html lacks <html>, <!--page-head-->…<!--/page-head--> or #root's <!--page-html-->",
    );
  }
  const beforeHtml = template.slice(0, html.index);
  const beforeHead = template.slice(html.index + html[0].length, head.index);
  const beforeRoot = template.slice(head.index + head[0].length, root);
  const afterRoot = template.slice(root + ROOT.length);
  return {
    start: (page) =>
      `${beforeHtml}<html lang="${escapeHtml(page.locale)}" data-theme="${theme(page.theme)}">` +
      `${beforeHead}${page.head}${beforeRoot}<div id="root">`,
    end: (state) =>
      `</div><script type="application/json" id="cw-ssr">${scriptSafeJson(state)}</script>${afterRoot}`,
    fallback: template.replace(/<!--\/?page-(?:head|html)-->/g, ""),
  };
}

/** A theme the stylesheet knows, else the system's. */
const theme = (value: string) => (/^[a-z]+$/.test(value) ? value : "system");

/** JSON safe inside <script>: nothing in it can close the element or start a comment. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
