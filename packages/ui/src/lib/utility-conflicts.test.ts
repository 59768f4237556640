import { describe, expect, it } from "vitest";
import { conflictingUtilities } from "./utility-conflicts";

describe("conflictingUtilities", () => {
  // Pairs tailwind-merge used to resolve in our components (issue 11's cn instrumentation).
  it.each([
    ["h-10 px-3 text-sm p-0", [["px-3", "p-0"]]],
    ["h-10 px-4 aspect-square px-0", [["px-4", "px-0"]]],
    ["px-3 pe-9", [["px-3", "pe-9"]]],
    ["animate-spin text-current size-4 text-fg-muted", [["text-current", "text-fg-muted"]]],
    [
      "h-24 w-full rounded-md aspect-video h-auto rounded-none",
      [
        ["h-24", "h-auto"],
        ["rounded-md", "rounded-none"],
      ],
    ],
    ["h-8 aspect-square -me-2 size-8", [["h-8", "size-8"]]],
    [
      "border border-border-strong bg-surface border-danger",
      [["border-border-strong", "border-danger"]],
    ],
    [
      "inline-flex gap-1 flex gap-3",
      [
        ["inline-flex", "flex"],
        ["gap-1", "gap-3"],
      ],
    ],
    ["group flex flex-col gap-1.5 gap-0", [["gap-1.5", "gap-0"]]],
    [
      "whitespace-nowrap justify-center whitespace-normal justify-start",
      [
        ["whitespace-nowrap", "whitespace-normal"],
        ["justify-center", "justify-start"],
      ],
    ],
    ["min-w-48 min-w-60", [["min-w-48", "min-w-60"]]],
    ["py-10 py-16", [["py-10", "py-16"]]],
    [
      "data-[focus-visible]:ring-2 data-[focus-visible]:ring-0",
      [["data-[focus-visible]:ring-2", "data-[focus-visible]:ring-0"]],
    ],
    [
      "top-1/2 -translate-y-1/2 top-4 translate-y-0",
      [
        ["top-1/2", "top-4"],
        ["-translate-y-1/2", "translate-y-0"],
      ],
    ],
  ])("finds the conflict in %s", (classes, pairs) => {
    expect(conflictingUtilities(classes)).toEqual(pairs);
  });

  it.each([
    "text-sm text-fg text-start",
    "border border-border-strong border-b-2",
    "bg-surface data-[hovered]:bg-surface-sunken data-[disabled]:bg-surface-sunken",
    "h-8 px-3 text-sm inline-flex items-center gap-2",
    "ring-2 ring-focus ring-offset-2 ring-offset-surface",
    "underline underline-offset-2 font-medium",
    "px-3 px-3",
    "group-data-[hovered]:border-fg-muted group-data-[invalid]:border-danger border-primary",
  ])("finds none in %s", (classes) => {
    expect(conflictingUtilities(classes)).toEqual([]);
  });
});
