import { afterEach, describe, expect, it, vi } from "vitest";
import { holdPresses, type PressListener } from "./press-hold";

/** A part's place, holding what the test puts in it. */
const inside = new Set<unknown>();
const part = { contains: (node: unknown) => inside.has(node) };

/** The document: its one click listener the test calls as the browser would, on the way down. */
function place() {
  let listener: ((event: Event) => void) | null = null;
  const element: PressListener = {
    addEventListener: (_type, next) => {
      listener = next;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  return {
    element,
    press: (event: Event) => listener?.(event),
    listening: () => listener !== null,
  };
}

/** A pressed button: what was dispatched on it once the part hydrated. */
function button(connected = true) {
  const dispatched: Event[] = [];
  const pressed = {
    isConnected: connected,
    dispatchEvent: (event: Event) => {
      dispatched.push(event);
      return true;
    },
    dispatched,
  };
  inside.add(pressed);
  return pressed;
}

function click(target: unknown, detail = 1) {
  const event = { target, detail, preventDefault: vi.fn(), stopPropagation: vi.fn() };
  return event as unknown as Event & typeof event;
}

class FakeMouseEvent {
  constructor(
    public type: string,
    public init: MouseEventInit,
  ) {}
}

afterEach(() => vi.unstubAllGlobals());

describe("holdPresses", () => {
  it("holds a press made before the part hydrated and makes it again, once, after", async () => {
    vi.stubGlobal("MouseEvent", FakeMouseEvent);
    const { element, press, listening } = place();
    let hydrate = () => {};
    const hydrated = new Promise<void>((resolve) => {
      hydrate = resolve;
    });
    holdPresses(part, hydrated, element);
    const showMore = button();
    const early = click(showMore, 1);
    press(early);
    // Stopped before it reaches the button: React's handler is not there yet.
    expect(early.stopPropagation).toHaveBeenCalled();
    expect(early.preventDefault).toHaveBeenCalled();
    expect(showMore.dispatched).toEqual([]);
    // A click elsewhere on the page is not the part's: it goes on.
    const elsewhere = click({ isConnected: true });
    press(elsewhere);
    expect(elsewhere.stopPropagation).not.toHaveBeenCalled();
    hydrate();
    await vi.waitFor(() => expect(showMore.dispatched).toHaveLength(1));
    expect(showMore.dispatched[0]).toMatchObject({
      type: "click",
      // A virtual click, which react-aria's buttons take without a pointer going down first.
      init: { bubbles: true, cancelable: true, detail: 0 },
    });
    // After that the place no longer listens: a later press is the part's own.
    expect(listening()).toBe(false);
  });

  it("makes nothing again when nothing was pressed, or what was pressed is gone", async () => {
    vi.stubGlobal("MouseEvent", FakeMouseEvent);
    const quiet = place();
    holdPresses(part, Promise.resolve(), quiet.element);
    await vi.waitFor(() => expect(quiet.listening()).toBe(false));

    const { element, press } = place();
    const gone = button(false);
    let hydrate = () => {};
    holdPresses(
      part,
      new Promise<void>((resolve) => {
        hydrate = resolve;
      }),
      element,
    );
    press(click(gone));
    hydrate();
    await Promise.resolve();
    await Promise.resolve();
    expect(gone.dispatched).toEqual([]);
  });
});
