import { LEGACY_SUBMIT_DEBOUNCE_MS } from "@causeway/rules";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("debounce (the legacy submit, 200 ms)", () => {
  it.each([
    { name: "one click", clicks: [0], calls: 1, at: 200 },
    { name: "a double click", clicks: [0, 80], calls: 1, at: 280 },
    { name: "three quick clicks", clicks: [0, 150, 300], calls: 1, at: 500 },
    { name: "two clicks 200 ms apart", clicks: [0, 200], calls: 2, at: 400 },
    { name: "two clicks a second apart", clicks: [0, 1000], calls: 2, at: 1200 },
  ])("$name -> $calls call(s), the last at $at ms", ({ clicks, calls, at }) => {
    const action = vi.fn();
    const submit = debounce(action, LEGACY_SUBMIT_DEBOUNCE_MS);
    const times: number[] = [];
    action.mockImplementation(() => times.push(Date.now() - start));
    const start = Date.now();
    let now = 0;
    for (const click of clicks) {
      vi.advanceTimersByTime(click - now);
      now = click;
      submit();
    }
    vi.advanceTimersByTime(2000);
    expect(action).toHaveBeenCalledTimes(calls);
    expect(times.at(-1)).toBe(at);
  });

  it("passes the last click's arguments", () => {
    const action = vi.fn();
    const submit = debounce(action, 200);
    submit("first");
    submit("second");
    vi.advanceTimersByTime(200);
    expect(action).toHaveBeenCalledWith("second");
  });

  it("cancel drops a pending call", () => {
    const action = vi.fn();
    const submit = debounce(action, 200);
    submit();
    submit.cancel();
    vi.advanceTimersByTime(1000);
    expect(action).not.toHaveBeenCalled();
  });
});
