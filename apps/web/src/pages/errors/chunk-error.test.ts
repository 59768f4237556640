import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_REPORT_DELAY_MS, isChunkLoadError, scheduleChunkReport } from "./chunk-error";

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://causeway.test/assets/route-B_Egdf8h.js",
    "error loading dynamically imported module: https://causeway.test/assets/route.js",
    "Importing a module script failed.",
    "Unable to preload CSS for /assets/route-Ab12.css",
  ])("knows a chunk that did not load: %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it("leaves every other error to the ordinary error page", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("scheduleChunkReport", () => {
  afterEach(() => vi.useRealTimers());

  it("reports a failure still on screen after 120 s, once", () => {
    vi.useFakeTimers();
    const send = vi.fn();
    scheduleChunkReport(
      new TypeError("Failed to fetch dynamically imported module: x"),
      "/campaign",
      send,
    );
    vi.advanceTimersByTime(CHUNK_REPORT_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({
      kind: "chunk_load",
      message: "Failed to fetch dynamically imported module: x",
      path: "/campaign",
      shown_ms: 120_000,
    });
    vi.advanceTimersByTime(CHUNK_REPORT_DELAY_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("reports nothing when the page is reloaded or left first", () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const cancel = scheduleChunkReport(
      new TypeError("Importing a module script failed."),
      "/",
      send,
    );
    vi.advanceTimersByTime(60_000);
    cancel();
    vi.advanceTimersByTime(CHUNK_REPORT_DELAY_MS);
    expect(send).not.toHaveBeenCalled();
  });
});
