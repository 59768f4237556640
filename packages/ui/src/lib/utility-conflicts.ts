// Which Tailwind utilities of a class list set the same CSS property under the same variant
// (px-3 beside p-0, h-10 beside h-auto, text-fg beside text-danger). `cn` joins classes as they
// come (clsx, no tailwind-merge), so such a pair is decided by the order of the rules in the
// stylesheet, not by the order of the classes: the variant functions must never emit one
// (variant-conflicts.test.ts). Test-only; covers the utilities our variants use.

type Rule = [pattern: RegExp, properties: string[]];

const sides = { t: ["top"], b: ["bottom"], l: ["left"], r: ["right"], s: ["left"], e: ["right"] };
const sideRules = (prefix: string, property: string, value: string): Rule[] => [
  [
    new RegExp(`^${prefix}-${value}$`),
    ["top", "bottom", "left", "right"].map((s) => `${property}-${s}`),
  ],
  [new RegExp(`^${prefix}x-${value}$`), [`${property}-left`, `${property}-right`]],
  [new RegExp(`^${prefix}y-${value}$`), [`${property}-top`, `${property}-bottom`]],
  ...Object.entries(sides).map(
    ([side, names]): Rule => [
      new RegExp(`^${prefix}${side}-${value}$`),
      names.map((s) => `${property}-${s}`),
    ],
  ),
];

const SIZE = "(?:\\d+(?:\\.\\d+)?|\\d+/\\d+|px|auto|full|screen|fit|min|max|\\[[^\\]]+\\])";
const TEXT_SIZE = "(?:xs|sm|base|lg|xl|\\dxl)";
const BORDER_WIDTH = "(?:0|2|4|8|\\[\\d+px\\])";

/** The first rule that matches decides; a utility matching none is not checked. */
const rules: Rule[] = [
  ...sideRules("p", "padding", SIZE),
  ...sideRules("-?m", "margin", SIZE),
  [new RegExp(`^size-${SIZE}$`), ["width", "height"]],
  [new RegExp(`^h-${SIZE}$`), ["height"]],
  [new RegExp(`^w-${SIZE}$`), ["width"]],
  [new RegExp(`^min-h-${SIZE}$`), ["min-height"]],
  [new RegExp(`^min-w-${SIZE}$`), ["min-width"]],
  [/^max-w-/, ["max-width"]],
  [/^aspect-/, ["aspect-ratio"]],
  [new RegExp(`^text-${TEXT_SIZE}$`), ["font-size"]],
  [/^text-(?:left|center|right|start|end|justify)$/, ["text-align"]],
  [/^text-(?:wrap|nowrap|balance|pretty|ellipsis|clip)$/, ["text-other"]],
  [/^text-/, ["color"]],
  [/^bg-/, ["background-color"]],
  [/^border$/, ["border-width"]],
  [new RegExp(`^border-${BORDER_WIDTH}$`), ["border-width"]],
  [/^border-[xytblrse](?:-|$)/, ["border-side"]],
  [/^border-(?:solid|dashed|dotted|double|none)$/, ["border-style"]],
  [/^border-/, ["border-color"]],
  [/^rounded(?:-(?:none|xs|sm|md|lg|xl|\dxl|full))?$/, ["border-radius"]],
  [/^gap-x-/, ["column-gap"]],
  [/^gap-y-/, ["row-gap"]],
  [/^gap-/, ["column-gap", "row-gap"]],
  [
    /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents)$/,
    ["display"],
  ],
  [/^(?:static|fixed|absolute|relative|sticky)$/, ["position"]],
  [/^justify-(?:start|end|center|between|around|evenly|stretch|normal)$/, ["justify-content"]],
  [/^items-/, ["align-items"]],
  [/^whitespace-/, ["white-space"]],
  [/^font-(?:thin|light|normal|medium|semibold|bold|black)$/, ["font-weight"]],
  [/^(?:underline|no-underline|line-through|overline)$/, ["text-decoration-line"]],
  [/^underline-offset-/, ["text-underline-offset"]],
  [/^ring(?:-\d+)?$/, ["ring-width"]],
  [/^ring-offset-\d+$/, ["ring-offset-width"]],
  [/^ring-offset-/, ["ring-offset-color"]],
  [/^ring-/, ["ring-color"]],
  [/^opacity-/, ["opacity"]],
  [/^cursor-/, ["cursor"]],
  [/^-?translate-x-/, ["translate-x"]],
  [/^-?translate-y-/, ["translate-y"]],
  [/^-?(?:top|inset-y|inset)-/, ["top"]],
];

/** Splits `data-[hovered]:bg-x` into its variant (`data-[hovered]:`) and its utility (`bg-x`). */
function split(className: string): [variant: string, utility: string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i + 1;
  }
  return [className.slice(0, cut), className.slice(cut).replace(/^!|!$/g, "")];
}

function properties(utility: string): string[] {
  return rules.find(([pattern]) => pattern.test(utility))?.[1] ?? [];
}

/** Every pair of distinct classes that set a same property under the same variant. */
export function conflictingUtilities(classes: string): [string, string][] {
  const seen = new Map<string, string>();
  const pairs: [string, string][] = [];
  for (const className of new Set(classes.split(/\s+/).filter(Boolean))) {
    const [variant, utility] = split(className);
    for (const property of properties(utility)) {
      const key = `${variant}${property}`;
      const earlier = seen.get(key);
      if (earlier !== undefined && !pairs.some(([a, b]) => a === earlier && b === className))
        pairs.push([earlier, className]);
      seen.set(key, className);
    }
  }
  return pairs;
}
