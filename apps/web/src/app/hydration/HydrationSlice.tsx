import { type ReactNode, Suspense, useRef } from "react";

/**
 * Hydration in slices (issue 12). The renderer hydrates a server page in one go, so a long page
 * held the main thread for one long task (Lighthouse's blocking time), and every section of a page
 * brought its code on the first load, seen or not.
 *
 * A slice keeps the server's HTML of its part, readable and in place, until its turn:
 * - `when="soon"` (the default): a task of its own, in page order, so the browser can paint and
 *   answer between the parts;
 * - `when="visible"`: once the part comes within a screen's height of the screen, or is pressed,
 *   focused or typed into first. Its code loads then, not with the page.
 *
 * Outside the first hydration of a server page (a page reached by a link, stories, tests) a slice
 * is its children, drawn at once.
 */
let hydrating = false;
let queue: Promise<void> = Promise.resolve();

/**
 * main.tsx: the app starts on a server page (true); the router has moved on (false): slices drawn
 * from then on are the app's own.
 */
export function setHydrating(value: boolean) {
  hydrating = value;
}

type When = "soon" | "visible";

const SLOT = "hydration-slice";

interface Turn {
  promise: Promise<void>;
  release: () => void;
  done: boolean;
  started: boolean;
}

function newTurn(): Turn {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const turn: Turn = { promise, release: () => {}, done: false, started: false };
  turn.release = () => {
    turn.done = true;
    release();
  };
  return turn;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const EARLY_EVENTS = ["pointerdown", "focusin", "keydown"] as const;

/** Whether the app has taken this element over (the build's renderer says; elsewhere: yes). */
function isLive(element: Element): boolean {
  const check = (globalThis as { __cwIsLive?: (node: object) => boolean }).__cwIsLive;
  return check ? check(element) : true;
}

const PRESSABLE =
  "a[href], button, input, select, textarea, summary, label, [role=button], [role=link], [role=tab], [role=checkbox], [role=switch], [role=radio], [role=menuitem], [role=option]";

/**
 * A press on a part not yet taken over would do nothing (a button) or leave the app (a link): it
 * is held, the part is released at once, and the press is given to the same element once the app
 * has it (its code may still be on its way: for up to 10 s).
 */
function holdEarlyPresses(element: Element, turn: Turn) {
  // A slice inside this one holds its own presses.
  const own = (node: Element) => node.closest(`[data-slot="${SLOT}"]`) === element;
  // A press that began before the element was live and ended after (the part was taken over in
  // between) is not one the element saw whole: a pressable of React Aria ignores its click.
  let pressedBeforeLive: Element | null = null;
  const onPointerDown = (event: Event) => {
    const target = (event.target as Element | null)?.closest(PRESSABLE);
    pressedBeforeLive = target && own(target) && !isLive(target) ? target : null;
  };
  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest(PRESSABLE);
    const began = pressedBeforeLive;
    pressedBeforeLive = null;
    if (!target || !own(target) || (isLive(target) && began !== target)) return;
    event.preventDefault();
    event.stopPropagation();
    turn.release();
    const until = performance.now() + 10_000;
    const replay = () => {
      if (isLive(target)) {
        (target as HTMLElement).click();
      } else if (performance.now() < until) requestAnimationFrame(replay);
    };
    requestAnimationFrame(replay);
  };
  element.addEventListener("pointerdown", onPointerDown, true);
  element.addEventListener("click", onClick, true);
  void turn.promise.then(() => {
    // Taken over: nothing more to hold once its elements are live (or after a minute).
    const until = performance.now() + 60_000;
    const stop = () => {
      const waiting = [...element.querySelectorAll(PRESSABLE)].some(
        (node) => own(node) && !isLive(node),
      );
      if (!waiting || performance.now() > until) {
        // One more press may have begun on an element that was not live yet.
        setTimeout(() => {
          element.removeEventListener("pointerdown", onPointerDown, true);
          element.removeEventListener("click", onClick, true);
        }, 1000);
      } else setTimeout(stop, 500);
    };
    setTimeout(stop, 500);
  });
}

/** Releases the turn once the element nears the screen, or a visitor reaches into it first. */
function whenNearOrTouched(element: Element, turn: Turn) {
  if (typeof IntersectionObserver === "undefined") {
    void nextTask().then(turn.release);
    return;
  }
  const done = () => {
    observer.disconnect();
    for (const type of EARLY_EVENTS) element.removeEventListener(type, done, true);
    turn.release();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(element);
  for (const type of EARLY_EVENTS) element.addEventListener(type, done, true);
}

function Gate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/** A part of the server's page that takes over in its own time (see above). */
export function HydrationSlice({ when = "soon", children }: { when?: When; children: ReactNode }) {
  // Decided once, on the slice's first render: only a part the server drew waits.
  const turn = useRef<Turn | null | undefined>(undefined);
  if (turn.current === undefined) turn.current = hydrating ? newTurn() : null;
  const current = turn.current;
  const start = (element: HTMLDivElement | null) => {
    if (!element || !current || current.started) return;
    current.started = true;
    holdEarlyPresses(element, current);
    if (when === "visible") whenNearOrTouched(element, current);
    else queue = queue.then(nextTask).then(current.release);
  };
  return (
    <div ref={start} data-slot={SLOT} className="empty:hidden">
      <Suspense fallback={null}>
        <Gate turn={current}>{children}</Gate>
      </Suspense>
    </div>
  );
}
