import { afterEach, describe, expect, it, vi } from "vitest";
import { yieldToBrowser } from "./yield-to-browser";

describe("yieldToBrowser", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes on in a later task: a timer set before it has run by then", async () => {
    vi.stubGlobal("scheduler", undefined);
    const order: string[] = [];
    setTimeout(() => order.push("earlier task"), 0);
    await yieldToBrowser();
    order.push("after the yield");
    expect(order).toEqual(["earlier task", "after the yield"]);
  });

  it("uses scheduler.yield where the browser has it", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
