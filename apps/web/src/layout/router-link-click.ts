import type { MouseEvent } from "react";
import type { NavigateFunction } from "react-router";

/**
 * A click on a plain same-site <a href> inside `event.currentTarget` (e.g. a dropdown menu's link
 * items) navigates through the router instead of loading the page again. Modified clicks (new tab,
 * new window), external links and links with a target keep the browser's behaviour.
 */
export function routeLinkClicks(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target) return;
    const href = anchor.getAttribute("href") ?? "";
    if (!href.startsWith("/") || href.startsWith("//")) return;
    event.preventDefault();
    void navigate(href);
  };
}
