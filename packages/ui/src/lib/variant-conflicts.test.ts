import { describe, expect, it } from "vitest";
import { alertVariants } from "../components/Alert/Alert";
import { toneVariants } from "../components/Alert/tones";
import { badgeVariants } from "../components/Badge";
import { buttonVariants } from "../components/Button/buttonVariants";
import { cardVariants } from "../components/Card";
import { dialogContentVariants } from "../components/Dialog";
import { dropdownMenuItemVariants } from "../components/DropdownMenu";
import { fieldControlVariants } from "../components/Field/fieldStyles";
import { linkVariants } from "../components/Link/Link";
import { skeletonVariants } from "../components/Skeleton/Skeleton";
import { spinnerVariants } from "../components/Spinner/Spinner";
import { conflictingUtilities } from "./utility-conflicts";

/** Every combination of the given values (undefined: the variant's default). */
function combinations<T extends Record<string, readonly unknown[]>>(
  axes: T,
): { [K in keyof T]: T[K][number] }[] {
  return Object.entries(axes).reduce<Record<string, unknown>[]>(
    (all, [key, values]) =>
      all.flatMap((partial) =>
        [...values, undefined].map((value) => ({ ...partial, [key]: value })),
      ),
    [{}],
  ) as { [K in keyof T]: T[K][number] }[];
}

const bool = [true, false] as const;

// `cn` is clsx only: two utilities setting one property would be decided by the stylesheet's
// order, not by which came last. Each variant function must emit at most one per property.
const cases: [name: string, render: () => string[]][] = [
  [
    "buttonVariants",
    () =>
      combinations({
        variant: ["primary", "secondary", "ghost", "ghost-danger", "danger", "link"],
        size: ["sm", "md", "lg"],
        layout: ["inline", "wrap", "tile"],
        iconOnly: bool,
        compact: bool,
        fullWidth: bool,
      } as const).map((props) => buttonVariants(props)),
  ],
  [
    "fieldControlVariants",
    () =>
      combinations({
        size: ["sm", "md", "lg"],
        padded: bool,
        invalid: bool,
        disabled: bool,
        readOnly: bool,
        showsPlaceholder: bool,
      } as const).map((props) => fieldControlVariants(props)),
  ],
  [
    "linkVariants",
    () =>
      combinations({ variant: ["inline", "standalone", "plain"], stretched: bool } as const).map(
        (props) => linkVariants(props),
      ),
  ],
  [
    "skeletonVariants",
    () =>
      combinations({
        shape: ["text", "circle", "rect", "media"],
        radius: ["shape", "none", "sm", "md", "xl", "full"],
      } as const).map((props) => skeletonVariants(props)),
  ],
  [
    "spinnerVariants",
    () =>
      combinations({ size: ["sm", "md", "lg"], tone: ["current", "muted"] } as const).map((props) =>
        spinnerVariants(props),
      ),
  ],
  [
    "alertVariants with a tone",
    () =>
      combinations({
        size: ["sm", "md"],
        fullWidth: bool,
        tone: ["info", "success", "warning", "danger"],
      } as const).map(({ tone, ...props }) => `${alertVariants(props)} ${toneVariants({ tone })}`),
  ],
  [
    "badgeVariants",
    () =>
      combinations({
        variant: ["neutral", "brand", "success", "warning", "danger", "info"],
        size: ["sm", "md"],
      } as const).map((props) => badgeVariants(props)),
  ],
  ["cardVariants", () => combinations({ interactive: bool }).map((p) => cardVariants(p))],
  [
    "dialogContentVariants",
    () => combinations({ size: ["sm", "md", "lg"] } as const).map((p) => dialogContentVariants(p)),
  ],
  [
    "dropdownMenuItemVariants",
    () =>
      combinations({ variant: ["default", "destructive"] } as const).map((p) =>
        dropdownMenuItemVariants(p),
      ),
  ],
];

describe("variant functions", () => {
  it.each(cases)("%s: no combination sets one property twice", (_, render) => {
    const classLists = render();
    expect(classLists.length).toBeGreaterThan(1);
    const conflicts = classLists
      .map((classes) => ({ classes, pairs: conflictingUtilities(classes) }))
      .filter(({ pairs }) => pairs.length > 0);
    expect(conflicts).toEqual([]);
  });

  it("would catch a variant overriding its base (the old iconOnly button)", () => {
    expect(
      conflictingUtilities(`${buttonVariants({ size: "md" })} cw:aspect-square cw:px-0`),
    ).toEqual([["cw:px-4", "cw:px-0"]]);
  });
});
