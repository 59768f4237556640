import { createElement, lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { prerenderWhole, streamFrameFirst } from "./react-render";

/** A page whose lower part's code comes a little after its frame. */
function page() {
  const Late = lazy(
    () =>
      new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) =>
        setTimeout(() => resolve({ default: () => createElement("p", null, "Late part") }), 30),
      ),
  );
  return createElement(
    "main",
    null,
    createElement("h1", null, "Frame"),
    createElement(Suspense, { fallback: createElement("p", null, "Loading") }, createElement(Late)),
  );
}

const read = async (rest: AsyncIterable<string>) => {
  let text = "";
  for await (const piece of rest) text += piece;
  return text;
};

describe("prerenderWhole", () => {
  it("waits for every part and writes the page whole, with no script", async () => {
    const { frame, rest } = await prerenderWhole(page());
    expect(frame).toContain("<h1>Frame</h1>");
    expect(frame).toContain("Late part");
    expect(frame).not.toContain("<script");
    expect(await read(rest)).toBe("");
  });
});

describe("streamFrameFirst", () => {
  it("hands over the frame first, then the late part with React's script by the nonce, to its end", async () => {
    const { frame, rest } = await streamFrameFirst(page(), { nonce: "n0nce" });
    expect(frame).toContain("<h1>Frame</h1>");
    expect(frame).toContain("Loading");
    expect(frame).not.toContain("Late part");
    const after = await read(rest);
    expect(after).toContain("Late part");
    expect(after).toMatch(/<script nonce="n0nce">/);
    expect(after).not.toMatch(/<script>/);
  });

  it("keeps every character whole, however React cuts its writes", async () => {
    const text = "Здравей, κόσμε — ".repeat(2000);
    const { frame } = await streamFrameFirst(createElement("p", null, text), { nonce: "n" });
    expect(frame).toContain(text);
  });
});
