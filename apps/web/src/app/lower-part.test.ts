import { type ComponentType, createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lowerPart, lowerPartsLoaded } from "./lower-part";

describe("lowerPart", () => {
  it("asks for its code at once, and draws synchronously once it is here", async () => {
    let asked = 0;
    const Part = lowerPart(async () => {
      asked += 1;
      return ({ name }: { name: string }) => createElement("p", null, `Hello ${name}`);
    });
    expect(asked).toBe(1);
    await lowerPartsLoaded(Part);
    // renderToString does not wait for a lazy part: it draws it only if it resolves at once.
    const html = renderToString(
      createElement(Suspense, { fallback: "waiting" }, createElement(Part, { name: "Ana" })),
    );
    expect(html).toContain("Hello Ana");
    expect(html).not.toContain("waiting");
  });

  it("waits for code still on its way, and lets a page's module wait for all its parts", async () => {
    let release = () => {};
    const Part = lowerPart(
      () =>
        new Promise<ComponentType>((resolve) => {
          release = () => resolve(() => createElement("p", null, "Late"));
        }),
    );
    const html = renderToString(
      createElement(Suspense, { fallback: "waiting" }, createElement(Part)),
    );
    expect(html).toContain("waiting");
    let ready = false;
    const all = lowerPartsLoaded(Part).then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    release();
    await all;
    expect(ready).toBe(true);
  });

  it("waits for a part whose code failed too, and leaves its error to its drawing", async () => {
    const Part = lowerPart(() => Promise.reject(new Error("chunk gone")));
    await expect(lowerPartsLoaded(Part)).resolves.toBeUndefined();
  });
});
