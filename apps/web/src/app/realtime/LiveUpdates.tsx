import { messageKeys, notificationKeys } from "@causeway/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { useContext, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useSession } from "../session/SessionProvider";
import { LiveUpdatesContext } from "./LiveUpdatesProvider";

/** Runs `start` once the page is interactive and the browser is idle; answers a cancel. */
function whenInteractive(start: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function")
      idle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = setTimeout(start, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Keeps a member's pages live (001 §4): one socket per signed-in member, opened after the page is
 * interactive (its code is loaded then: a guest never loads it), announcing the member's id with
 * the token; each event patches or refreshes the matching queries (live-cache.ts), so a new
 * message, notification or karma count and the header's badges arrive without a reload. After a
 * dropped connection comes back, the messages and notifications are asked again (what happened
 * meanwhile was not heard). Closed on sign-out or when the member changes (impersonation).
 */
export function useLiveUpdates(): void {
  const load = useContext(LiveUpdatesContext);
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const onMessagesPage = useRef(false);
  onMessagesPage.current = pathname === "/messages" || pathname.startsWith("/messages/");
  const userId = token !== null ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!load || userId === null) return;
    let cancelled = false;
    let close: (() => void) | null = null;
    const start = () => {
      Promise.all([load(), import("./live")])
        .then(([io, { connectRealtime, applyRealtimeEvent }]) => {
          if (cancelled) return;
          const connection = connectRealtime({
            io,
            userId,
            getToken: () => tokenRef.current,
            onEvent: (event, payload) =>
              applyRealtimeEvent(queryClient, userId, event, payload, {
                badgeFollowsMessages: () => !onMessagesPage.current,
              }),
            onReconnect: () => {
              void queryClient.invalidateQueries({ queryKey: messageKeys.all });
              void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
            },
          });
          close = () => connection.close();
        })
        .catch(() => {
          // The chunk did not load (offline, a new deploy): the badges still show what the
          // server said when the page loaded.
        });
    };
    const cancelStart = whenInteractive(start);
    return () => {
      cancelled = true;
      cancelStart();
      close?.();
    };
  }, [load, userId, queryClient]);
}
