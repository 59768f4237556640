import { options } from "preact";
import { describe, expect, it } from "vitest";
import "./react";

/** A browser event: its fields are getters of its prototype, as in a browser. */
class FakeKeyboardEvent {
  #prevented = false;
  #target: object;
  constructor(target: object) {
    this.#target = target;
  }
  get key() {
    return "ArrowDown";
  }
  get currentTarget() {
    return this.#target;
  }
  get defaultPrevented() {
    return this.#prevented;
  }
  preventDefault() {
    this.#prevented = true;
  }
  retarget(target: object) {
    this.#target = target;
  }
}
for (const name of ["key", "currentTarget", "defaultPrevented"]) {
  Object.defineProperty(FakeKeyboardEvent.prototype, name, {
    ...Object.getOwnPropertyDescriptor(FakeKeyboardEvent.prototype, name),
    enumerable: true,
  });
}

describe("the browser build's React on Preact", () => {
  it("gives a handler's event its fields as its own, so a copy by spread keeps them", () => {
    const input = { name: "input" };
    const event = new FakeKeyboardEvent(input);
    // What React Aria's createEventHandler does with the event a handler gets.
    const copy = { ...(options.event?.(event as never) as object) } as Record<string, unknown>;
    expect(copy.key).toBe("ArrowDown");
    expect(copy.currentTarget).toBe(input);
  });

  it("keeps currentTarget and defaultPrevented live from one handler to the next", () => {
    const event = new FakeKeyboardEvent({ name: "input" });
    options.event?.(event as never);
    event.preventDefault();
    expect(event.defaultPrevented).toBe(true);
    const form = { name: "form" };
    event.retarget(form);
    const copy = { ...(options.event?.(event as never) as object) } as Record<string, unknown>;
    expect(copy.currentTarget).toBe(form);
  });
});
