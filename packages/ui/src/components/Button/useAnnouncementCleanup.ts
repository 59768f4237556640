"use client";
import { useLayoutEffect, useRef } from "react";

/**
 * How long after a busy button is gone its announcement can still appear or stay: react-aria's
 * first announcement on a page lands 100 ms late (its live region is created lazily), and an
 * announcement stays 7 s.
 */
const WATCH_MS = 7500;

/** An announcement none of whose label elements is in the document any more. */
function isDangling(node: Element): boolean {
  const ids = (node.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
  return ids.every((id) => document.getElementById(id) === null);
}

function removeDanglingAnnouncements() {
  for (const node of document.querySelectorAll("[data-live-announcer] [aria-labelledby]")) {
    if (isDangling(node)) node.remove();
  }
}

/**
 * Removes the dangling announcements now, and each one that appears within WATCH_MS the moment
 * it is added (a MutationObserver runs before any other task, so nothing sees it dangling).
 */
function watchAnnouncements() {
  removeDanglingAnnouncements();
  const observer = new MutationObserver(removeDanglingAnnouncements);
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WATCH_MS);
}

/**
 * A react-aria Button that turns pending (or stops being pending) while focused announces itself
 * through the shared live region as `<div role="img" aria-labelledby="<button id>">`, which stays
 * there for 7 s. When the button unmounts inside that window (a form replaced by its result, a
 * dialog that closes, a step that moves on) the announcement points at nothing: it reads nothing,
 * and axe fails the page (role-img-alt). Once a button that has been pending is gone, this removes
 * the announcements whose label is gone with it; announcements of elements still on the page stay.
 */
export function useAnnouncementCleanup(isPending: boolean) {
  const wasPending = useRef(false);
  if (isPending) wasPending.current = true;
  useLayoutEffect(
    () => () => {
      if (!wasPending.current || typeof document === "undefined") return;
      // After this commit, when the button's element has left the document.
      queueMicrotask(watchAnnouncements);
    },
    [],
  );
}
