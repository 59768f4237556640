import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  useEffect,
} from "react";
import { holdPresses } from "./press-hold";

/** A part of a page drawn through React.lazy, with the promise of the code it needs at once. */
export type DeferredPart<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Settles once its code is here if the part was near the screen when the page started. */
  readonly ready: Promise<unknown>;
};

const isBrowser = typeof document !== "undefined";

/** The attribute a page puts on a deferred part's place (outside its Suspense boundary). */
export const PART_ATTRIBUTE = "data-part";

/** The event a part's place gets once the part's code is here. */
export const PART_READY = "part-ready";

/**
 * The event a part's place gets once React has hydrated the part on the server's page: said for a
 * test that must not touch the page before (test/journeys/page-shot.ts). An event, not an
 * attribute: the page stays exactly as the server sent it (test/journeys/hydration.test.ts).
 */
export const PART_HYDRATED = "part-hydrated";

/** The place of a deferred part: `<section {...partPlace("campaign-donations")}>`. */
export const partPlace = (name: string) => ({ [PART_ATTRIBUTE]: name });

/** Parts of the server's page still waiting to come near the screen. */
const waiting = new Set<() => void>();

/**
 * main.tsx: the visitor has left the page the server drew (the router moved on). A part that was
 * waiting for them to come near it is no longer on screen to come near: its code loads now, for
 * whichever page draws it next.
 */
export function leftServerPage(): void {
  for (const go of [...waiting]) go();
}

/** Within a screen's height of the viewport. */
function isNear(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top < innerHeight * 2 && box.bottom > -innerHeight;
}

/**
 * Resolves once a visitor reaches into `element` (hovers, touches, focuses or types in it), or,
 * with `near`, once it comes within a screen's height of view.
 */
function reachedOrNear(element: Element, near: boolean): Promise<void> {
  return new Promise((resolve) => {
    const intents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
    // Heard on the document, on the way down: React stops a press, a focus or a key on a part it
    // has not hydrated at its root, before the part's own place would hear it.
    const reach = (event: Event) => {
      if (element.contains(event.target as Node | null)) go();
    };
    const go = () => {
      waiting.delete(go);
      observer?.disconnect();
      for (const type of intents) document.removeEventListener(type, reach, true);
      resolve();
    };
    const observer =
      !near || typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
            rootMargin: "100% 0px",
          });
    observer?.observe(element);
    for (const type of intents) document.addEventListener(type, reach, true);
    waiting.add(go);
    if (near && !observer) go();
  });
}

/**
 * A part of a page whose code comes when it is needed: its own chunk, drawn through React.lazy
 * behind a Suspense boundary of the page, its place marked with `partPlace(name)`.
 * - `until: "near"` (a page's parts below the first screen: a campaign's updates and donations, a
 *   post's comments, a profile's figures and tabs, the home page's lower sections, the footer):
 *   on the page the server drew, at once for a part within a screen's height of view when the page
 *   starts (and the page's module waits for that code: `await partsReady(…)`), else when the part
 *   comes that near or a visitor reaches into it.
 * - `until: "reached"` (the header's search, which a reader may never use): when a visitor hovers,
 *   touches, focuses or types into it.
 * React hydrates the frame first, then each part by itself, the one a visitor reaches for first; a
 * press on a part React has not hydrated yet makes React hydrate it there and then, and the press
 * is the part's (selective hydration): once the code is here the lazy part resolves at once (its
 * thenable calls back synchronously), never a tick later. A press made before the code is here
 * is held and made again once the part has hydrated (press-hold.ts). Elsewhere (the server, a
 * page reached by a link, a story) the code loads when the part is first drawn.
 */
export function deferredPart<Props>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { until = "near" }: { until?: "near" | "reached" } = {},
): DeferredPart<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const place = isBrowser ? document.querySelector(`[${PART_ATTRIBUTE}="${name}"]`) : null;
  // On the server's page, a press made on the part before it hydrated is kept for it.
  let hydrated = () => {};
  if (place) holdPresses(place, new Promise<void>((resolve) => (hydrated = resolve)));
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = { default: place ? sayingHydrated(component, place, hydrated) : component };
        // Said on its place, for a test (or a stylesheet's script) that waits for it.
        place?.dispatchEvent(new Event(PART_READY));
        return loaded;
      },
      (error: unknown) => {
        // No code, no hydration: a held press goes on as the page has it (a link still leads).
        hydrated();
        throw error;
      },
    );
    return loading;
  };
  // On the server's page, a part not needed at once loads when it nears the screen or is reached
  // into, whether or not React has come to it yet.
  const now = !place || (until === "near" && isNear(place));
  const wanted: Promise<unknown> =
    place && !now ? reachedOrNear(place, until === "near").then(start) : Promise.resolve();
  const ready = !isBrowser || (place && now) ? start().catch(() => {}) : Promise.resolve();
  const part = lazy(
    () =>
      ({
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (see above).
        then: (
          resolve: (module: { default: ComponentType<Props> }) => void,
          reject: (error: unknown) => void,
        ) => (loaded ? resolve(loaded) : wanted.then(start).then(resolve, reject)),
      }) as unknown as Promise<{ default: ComponentType<Props> }>,
  );
  return Object.assign(part, { ready });
}

/** The part's component, saying once it has hydrated (its first effect runs after that). */
function sayingHydrated<Props>(Part: ComponentType<Props>, place: Element, hydrated: () => void) {
  function HydratedPart(props: Props) {
    useEffect(() => {
      place.dispatchEvent(new Event(PART_HYDRATED));
      hydrated();
    }, []);
    return createElement(Part as ComponentType<object>, props as object);
  }
  return HydratedPart as ComponentType<Props>;
}

/**
 * Once the code of every part that was near the screen when the page started is here (or failed:
 * the part then shows the page's error when drawn). A page's module awaits it at its top level, so
 * the router hands React a page whose visible parts can take a press the moment it hydrates.
 */
export function partsReady(...parts: readonly { ready: Promise<unknown> }[]): Promise<void> {
  return Promise.all(parts.map((part) => part.ready)).then(() => {});
}
