"use client";
import { useEffect, useRef } from "react";

/**
 * react-aria's first announcement on a page lands 100 ms after it is made (its live region is
 * created lazily); sweep again after that, so a late one is caught too.
 */
const LATE_ANNOUNCEMENT_MS = 150;

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
  useEffect(
    () => () => {
      if (!wasPending.current || typeof document === "undefined") return;
      setTimeout(removeDanglingAnnouncements, 0);
      setTimeout(removeDanglingAnnouncements, LATE_ANNOUNCEMENT_MS);
    },
    [],
  );
}
