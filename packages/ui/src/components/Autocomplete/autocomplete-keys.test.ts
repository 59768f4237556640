import { describe, expect, it } from "vitest";
import { autocompleteKeyAction } from "./autocomplete-keys";

describe("autocompleteKeyAction", () => {
  it.each([
    ["ArrowDown", { isOpen: false, active: -1, count: 3 }, { type: "open", active: 0 }],
    [
      "ArrowDown",
      { isOpen: false, active: -1, count: 3, altKey: true },
      { type: "open", active: -1 },
    ],
    ["ArrowDown", { isOpen: false, active: -1, count: 0 }, { type: "open", active: -1 }],
    ["ArrowDown", { isOpen: true, active: -1, count: 3 }, { type: "move", active: 0 }],
    ["ArrowDown", { isOpen: true, active: 1, count: 3 }, { type: "move", active: 2 }],
    ["ArrowDown", { isOpen: true, active: 2, count: 3 }, { type: "move", active: 0 }],
    ["ArrowDown", { isOpen: true, active: -1, count: 0 }, { type: "none" }],
    ["ArrowUp", { isOpen: false, active: -1, count: 3 }, { type: "open", active: 2 }],
    ["ArrowUp", { isOpen: true, active: 0, count: 3 }, { type: "move", active: 2 }],
    ["ArrowUp", { isOpen: true, active: -1, count: 3 }, { type: "move", active: 2 }],
    ["ArrowUp", { isOpen: true, active: 2, count: 3 }, { type: "move", active: 1 }],
    ["Enter", { isOpen: true, active: 1, count: 3 }, { type: "pick", index: 1 }],
    ["Enter", { isOpen: true, active: -1, count: 3 }, { type: "none" }],
    ["Enter", { isOpen: false, active: 1, count: 3 }, { type: "none" }],
    ["Enter", { isOpen: true, active: 3, count: 3 }, { type: "none" }],
    ["Escape", { isOpen: true, active: 1, count: 3 }, { type: "close" }],
    ["Escape", { isOpen: false, active: -1, count: 3 }, { type: "none" }],
    ["a", { isOpen: true, active: 1, count: 3 }, { type: "none" }],
    ["Home", { isOpen: true, active: 1, count: 3 }, { type: "none" }],
  ] as const)("%s with %j -> %j", (key, state, expected) => {
    expect(autocompleteKeyAction(key, state)).toEqual(expected);
  });
});
