import type { NavigateFunction } from "react-router";

/**
 * A click on a same-site <a href> (matching `selector`) inside the clicked element navigates
 * through the router instead of loading the page again. Modified clicks (new tab, new window),
 * clicks another handler already took, external links, links with a target or a download, and
 * links marked `data-reload-document` keep the browser's behaviour.
 */
export function routeLinkClicks(navigate: NavigateFunction, selector = "a[href]") {
  return (
    event: Pick<
      MouseEvent,
      | "defaultPrevented"
      | "button"
      | "metaKey"
      | "ctrlKey"
      | "shiftKey"
      | "altKey"
      | "target"
      | "preventDefault"
    >,
  ) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.(selector);
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute("download"))
      return;
    if (anchor.hasAttribute("data-reload-document")) return;
    const href = anchor.getAttribute("href") ?? "";
    if (!href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    void navigate(href);
  };
}
