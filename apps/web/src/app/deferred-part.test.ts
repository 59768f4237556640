import { type ComponentType, createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

type Module = typeof import("./deferred-part");

/** A part's place on the server's page: where it is, and what a visitor does to it. */
class FakePlace {
  constructor(public top: number) {}
  getBoundingClientRect() {
    return { top: this.top, bottom: this.top + 400 };
  }
  dispatchEvent() {
    return true;
  }
  contains(node: unknown) {
    return node === this;
  }
}

/** The document's listeners (a visitor's reach into a part is heard there, on the way down). */
const heard = new Map<string, Set<(event: { target: unknown }) => void>>();

/** A visitor does `type` (pointerdown, focusin…) on what is inside `place`. */
function reach(place: FakePlace, type: string) {
  for (const listener of heard.get(type) ?? []) listener({ target: place });
}

/** The module as a browser on a server-rendered page of 800 px tall screens has it. */
async function onServerPage(places: Record<string, FakePlace>) {
  const observed: {
    element: FakePlace;
    callback: (entries: { isIntersecting: boolean }[]) => void;
  }[] = [];
  vi.stubGlobal("document", {
    querySelector: (selector: string) => places[/"(.+)"/.exec(selector)?.[1] ?? ""] ?? null,
    addEventListener(type: string, listener: (event: { target: unknown }) => void) {
      heard.set(type, (heard.get(type) ?? new Set()).add(listener));
    },
    removeEventListener(type: string, listener: (event: { target: unknown }) => void) {
      heard.get(type)?.delete(listener);
    },
  });
  vi.stubGlobal("innerHeight", 800);
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: FakePlace) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    },
  );
  vi.resetModules();
  const module: Module = await import("./deferred-part");
  const comesNear = (element: FakePlace) =>
    observed.find((o) => o.element === element)?.callback([{ isIntersecting: true }]);
  return { module, comesNear };
}

const counting = () => {
  const asked: string[] = [];
  const part = (name: string) => async (): Promise<ComponentType> => {
    asked.push(name);
    return () => createElement("p", null, `${name} drawn`);
  };
  return { asked, part };
};

afterEach(() => {
  heard.clear();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("deferredPart on the server", () => {
  it("asks for its code at once, and the page's module waits for it", async () => {
    vi.resetModules();
    const { deferredPart, partsReady } = await import("./deferred-part");
    const { asked, part } = counting();
    const Part = deferredPart("updates", part("updates"));
    expect(asked).toEqual(["updates"]);
    await partsReady(Part);
    // Drawn at once, synchronously, once its code is here (renderToString waits for nothing).
    const html = renderToString(
      createElement(Suspense, { fallback: "waiting" }, createElement(Part)),
    );
    expect(html).toContain("updates drawn");
  });
});

describe("deferredPart on a page the server drew", () => {
  it("loads a part near the first screen at once, and one further down when it comes near", async () => {
    const near = new FakePlace(900);
    const far = new FakePlace(4000);
    const { module, comesNear } = await onServerPage({ near, far });
    const { asked, part } = counting();
    const Near = module.deferredPart("near", part("near"));
    const Far = module.deferredPart("far", part("far"));
    expect(asked).toEqual(["near"]);
    await module.partsReady(Near, Far);
    // React reaching the far part does not bring its code: the screen coming near it does.
    const drawing = renderToString(
      createElement(Suspense, { fallback: "waiting" }, createElement(Far)),
    );
    expect(drawing).toContain("waiting");
    await Promise.resolve();
    expect(asked).toEqual(["near"]);
    comesNear(far);
    await vi.waitFor(() => expect(asked).toEqual(["near", "far"]));
  });

  it("loads a part a visitor reaches into before it comes near, and every waiting part once they leave the page", async () => {
    const pressed = new FakePlace(5000);
    const forgotten = new FakePlace(6000);
    const { module } = await onServerPage({ pressed, forgotten });
    const { asked, part } = counting();
    module.deferredPart("pressed", part("pressed"));
    const Forgotten = module.deferredPart("forgotten", part("forgotten"));
    // A reach elsewhere on the page is no part's.
    reach(new FakePlace(0), "pointerover");
    reach(pressed, "pointerdown");
    renderToString(createElement(Suspense, { fallback: "" }, createElement(Forgotten)));
    await vi.waitFor(() => expect(asked).toEqual(["pressed"]));
    module.leftServerPage();
    await vi.waitFor(() => expect(asked).toEqual(["pressed", "forgotten"]));
  });

  it("loads a part kept until it is reached only when a visitor reaches into it, however near", async () => {
    const search = new FakePlace(20);
    const { module, comesNear } = await onServerPage({ search });
    const { asked, part } = counting();
    const Search = module.deferredPart("search", part("search"), { until: "reached" });
    await module.partsReady(Search);
    renderToString(createElement(Suspense, { fallback: "" }, createElement(Search)));
    comesNear(search);
    await Promise.resolve();
    expect(asked).toEqual([]);
    reach(search, "focusin");
    await vi.waitFor(() => expect(asked).toEqual(["search"]));
  });

  it("loads a part the server's page does not show when React first draws it (a page reached by a link)", async () => {
    const { module } = await onServerPage({});
    const { asked, part } = counting();
    const Elsewhere = module.deferredPart("elsewhere", part("elsewhere"));
    expect(asked).toEqual([]);
    renderToString(createElement(Suspense, { fallback: "" }, createElement(Elsewhere)));
    await vi.waitFor(() => expect(asked).toEqual(["elsewhere"]));
  });
});
