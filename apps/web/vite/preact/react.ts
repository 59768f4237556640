// What the browser build gets for `react`: Preact's compatibility layer, plus the one React 19 hook
// the router imports that the layer lacks.
import { options } from "preact";
import * as compat from "preact/compat";

// @ts-expect-error preact/compat's types say `export =`; its ES module has the named exports.
export * from "preact/compat";

/**
 * React Router's RouterProvider keeps its state through `useOptimistic` and sets an optimistic
 * state only when it is given `useTransitions` (the site does not): the state passes through.
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, () => {}];
}

export default { ...compat, useOptimistic };

// React Aria copies an event with `{ ...event }` (its createEventHandler). React's events carry
// their fields as own properties; the browser's keep them on the prototype, where a spread does not
// reach, so `key`, `currentTarget` and the rest would be lost. Each handler gets them as its own.

const previousEvent = options.event;
/** The fields this hook gave an event, taken back before the next handler reads them live. */
const copied = new WeakMap<Event, string[]>();
/** Fields a handler changes while it runs (by preventDefault, stopPropagation): read live. */
const LIVE = new Set(["defaultPrevented", "cancelBubble", "returnValue"]);
options.event = (event: Event) => {
  const normalised = previousEvent ? previousEvent(event) : event;
  const record = event as unknown as Record<string, unknown>;
  for (const name of copied.get(event) ?? []) delete record[name];
  const names: string[] = [];
  for (const name in event) {
    if (Object.hasOwn(event, name) || LIVE.has(name)) continue;
    const value = record[name];
    if (typeof value === "function") continue;
    Object.defineProperty(event, name, { value, enumerable: true, configurable: true });
    names.push(name);
  }
  copied.set(event, names);
  return normalised;
};

// Which elements the app has taken over: a part of the server's page that hydrates later
// (HydrationSlice) holds a press made before then and gives it to the element once it is live.
const live = new WeakSet<object>();
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  // `__e` is the vnode's DOM node (Preact's mangled name, which its developer tools read too).
  const dom = (vnode as unknown as { __e?: object | null }).__e;
  if (dom && typeof vnode.type === "string") live.add(dom);
  previousDiffed?.(vnode);
};
(globalThis as { __cwIsLive?: (node: object) => boolean }).__cwIsLive = (node) => live.has(node);
