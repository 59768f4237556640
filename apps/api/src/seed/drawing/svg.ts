// The little SVG vocabulary the demo pictures are drawn with: numbers rounded to keep the files
// small, groups moved and scaled, gradients named once per picture.

/** A number as SVG writes it: at most one decimal. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

/** Attributes from an object; undefined and false are left out. */
export function attrs(values: Record<string, string | number | undefined | false>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => `${k}="${typeof v === "number" ? n(v) : v}"`)
    .join(" ");
}

export const el = (name: string, values: Record<string, string | number | undefined | false>) =>
  `<${name} ${attrs(values)}/>`;

/** Children moved to (x, y), scaled by `s`, mirrored when `flip`. */
export function at(x: number, y: number, s: number, body: string, flip = false): string {
  const scale = flip ? `scale(${n(-s)} ${n(s)})` : s === 1 ? "" : `scale(${n(s)})`;
  return `<g transform="translate(${n(x)} ${n(y)})${scale ? ` ${scale}` : ""}">${body}</g>`;
}

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  rx = 0,
  extra: Record<string, string | number | undefined> = {},
) => el("rect", { x, y, width, height, rx: rx || undefined, fill, ...extra });

export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const path = (
  d: string,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
) => el("path", { d, fill, ...extra });

/** A round-capped line through the points (a limb, a pole, a handle). */
export function line(points: [number, number][], stroke: string, width: number, extra = {}) {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("");
  return el("path", {
    d,
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
}

/** A round-capped straight line from (x1, y1) to (x2, y2). */
export const seg = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Record<string, string | number | undefined> = {},
) =>
  line(
    [
      [x1, y1],
      [x2, y2],
    ],
    stroke,
    width,
    extra,
  );

/** The gradients and clip paths of one picture, each written once under the name it was given. */
export class Defs {
  private readonly items = new Map<string, string>();

  /** A vertical (or `angle`d) linear gradient through the colours, evenly spaced. */
  linear(id: string, colors: string[], vertical = true): string {
    if (!this.items.has(id)) {
      const stops = colors
        .map(
          (c, i) => `<stop offset="${n(i / Math.max(1, colors.length - 1))}" stop-color="${c}"/>`,
        )
        .join("");
      const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
      this.items.set(id, `<linearGradient id="${id}" ${dir}>${stops}</linearGradient>`);
    }
    return `url(#${id})`;
  }

  /** A soft glow: `color` in the middle fading out. */
  glow(id: string, color: string, opacity = 1): string {
    if (!this.items.has(id))
      this.items.set(
        id,
        `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
      );
    return `url(#${id})`;
  }

  toString() {
    return this.items.size ? `<defs>${[...this.items.values()].join("")}</defs>` : "";
  }
}

/** A whole picture of `width` × `height`. */
export function svg(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
}

/** A repeatable pseudo-random sequence (the same picture every time it is drawn). */
export function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
