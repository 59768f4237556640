// The browser's side of a page's metadata (issue 12): on every client navigation the title and
// description follow the new page (its route's meta, else its <h1>, as the server rendered them),
// focus moves to the new page's heading and its title is announced to screen readers. The first
// page is the server's (or the first render's): its focus is left where the browser put it.
import { useTranslator } from "@causeway/i18n/react";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { cacheReader, documentTitle, routeMeta } from "./page-meta";

/** How long a navigation waits for its page's heading (a page still loading shows a skeleton). */
const HEADING_WAIT_MS = 10_000;

function pageHeading(): HTMLHeadingElement | null {
  return document.querySelector("main h1") ?? document.querySelector("h1");
}

function setDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  if (tag.content !== content) tag.content = content;
}

/** Whether the user is typing somewhere: a navigation must not take the focus from them. */
function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
}

/** Calls `check` now and on every change of the page's DOM until it returns true or time runs out. */
function whenPage(check: () => boolean, waitMs: number): () => void {
  if (check()) return () => {};
  let frame = 0;
  const observer = new MutationObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (check()) stop();
    });
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return stop;
}

export function DocumentMeta() {
  const matches = useMatches();
  const location = useLocation();
  const queryClient = useQueryClient();
  const translator = useTranslator();
  // A query settling re-renders this, so a title read from the cache follows the data.
  const fetching = useIsFetching();
  const [announcement, setAnnouncement] = useState("");
  const shownPath = useRef<string | null>(null);

  // The title and description of the page as it is now (a page still loading names itself once
  // its heading is there).
  useEffect(() => {
    void fetching;
    const url = new URL(location.pathname + location.search, window.location.origin);
    return whenPage(() => {
      const heading = pageHeading()?.textContent?.trim() || undefined;
      const meta = routeMeta(matches, {
        url,
        locale: translator.locale,
        t: translator.t,
        data: cacheReader(queryClient),
        heading,
      });
      const title = meta.title ?? heading;
      const next = documentTitle(title);
      if (document.title !== next) document.title = next;
      setDescription(meta.description || translator.t("web.meta.description"));
      return Boolean(title);
    }, HEADING_WAIT_MS);
  }, [matches, location.pathname, location.search, translator, queryClient, fetching]);

  // A new page: its heading takes the focus, and its title is announced.
  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = location.pathname;
    if (previous === null || previous === location.pathname) return;
    setAnnouncement("");
    return whenPage(() => {
      const heading = pageHeading();
      if (!heading) return false;
      if (!isTyping(document.activeElement)) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(documentTitle(heading.textContent ?? undefined));
      return true;
    }, HEADING_WAIT_MS);
  }, [location.pathname]);

  return (
    <div data-slot="route-announcer" aria-live="polite" aria-atomic="true" className="cw:sr-only">
      {announcement}
    </div>
  );
}
