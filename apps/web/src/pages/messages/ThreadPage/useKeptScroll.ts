import type { ConversationMessage } from "@causeway/api-client";
import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/** Within this many pixels of the bottom the member counts as reading the newest messages. */
export const AT_BOTTOM_PX = 80;

/** Where the member left each thread (distance from the bottom), for this page's life. */
const leftAt = new Map<number, number>();

const fromBottom = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight;

/**
 * Keeps the thread's scroll position (issue 14): the box opens at the newest message, or where
 * the member left this thread; earlier messages loaded above do not move what is on screen; a new
 * message is followed when the member is at the bottom or sent it, and otherwise leaves the view
 * where it is.
 */
export function useKeptScroll(
  box: RefObject<HTMLElement | null>,
  threadKey: number,
  messages: readonly ConversationMessage[],
  me: number,
) {
  const placed = useRef(false);
  const distance = useRef(0);
  const holdBottomDistance = useRef(false);
  const edges = useRef<{ first?: number; last?: number }>({});
  const first = messages[0]?.id;
  const last = messages[messages.length - 1];

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || messages.length === 0) return;
    const before = edges.current;
    edges.current = { first, last: last?.id };
    if (!placed.current) {
      placed.current = true;
      distance.current = leftAt.get(threadKey) ?? 0;
      element.scrollTop = element.scrollHeight - element.clientHeight - distance.current;
      return;
    }
    if (before.first !== first || holdBottomDistance.current) {
      // Earlier messages came in above: the same messages stay in view.
      holdBottomDistance.current = false;
      element.scrollTop = element.scrollHeight - element.clientHeight - distance.current;
    }
    if (before.last !== last?.id) {
      if (distance.current <= AT_BOTTOM_PX || last?.sender.id === me)
        element.scrollTop = element.scrollHeight;
    }
    distance.current = Math.max(0, fromBottom(element));
  }, [box, first, last, me, messages.length, threadKey]);

  useEffect(
    () => () => {
      leftAt.set(threadKey, distance.current);
    },
    [threadKey],
  );

  return {
    onScroll: () => {
      const element = box.current;
      if (element) distance.current = Math.max(0, fromBottom(element));
    },
    /** Called before loading earlier messages: what is on screen stays there once they arrive. */
    keepBottomDistance: () => {
      holdBottomDistance.current = true;
    },
  };
}
