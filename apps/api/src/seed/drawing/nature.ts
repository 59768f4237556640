// Skies, hills, trees, water and weather for the demo pictures. Each takes the point it stands on
// (x, y on the ground) and a scale.
import { shade } from "./look";
import { at, circle, type Defs, ellipse, line, n, path, random, rect, seg } from "./svg";

/** The whole background: a sky from `top` to `bottom`. */
export const sky = (defs: Defs, w: number, h: number, top: string, bottom: string) =>
  rect(0, 0, w, h, defs.linear(`sky-${top.slice(1)}-${bottom.slice(1)}`, [top, bottom]));

export const sun = (defs: Defs, x: number, y: number, r: number, color = "#ffe9a8") =>
  circle(x, y, r * 2.4, defs.glow(`glow-${color.slice(1)}`, color, 0.7)) + circle(x, y, r, color);

export const cloud = (x: number, y: number, s: number, color = "#ffffff", opacity = 0.9) =>
  at(
    x,
    y,
    s,
    `<g fill="${color}" opacity="${opacity}">${circle(-38, 4, 26, color)}${circle(-8, -12, 36, color)}${circle(30, 0, 28, color)}${rect(-64, 0, 122, 30, color, 15)}</g>`,
  );

/** A rolling band of land from `y` down to the bottom, its crest waving by `amp`. */
export function hills(w: number, h: number, y: number, color: string, amp: number, seed: number) {
  const r = random(seed);
  const steps = 5;
  let d = `M0 ${n(y + (r() - 0.5) * amp)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i;
    const cx = x - w / steps / 2;
    d += `Q${n(cx)} ${n(y - amp * (0.4 + r()))} ${n(x)} ${n(y + (r() - 0.5) * amp)}`;
  }
  return path(`${d}V${h}H0Z`, color);
}

export type TreeKind = "round" | "pine" | "tall" | "sapling" | "bare";

/** A tree standing at (x, y): `s` = 1 is about 260 high. */
export function tree(x: number, y: number, s: number, kind: TreeKind = "round", leaf = "#5fa35a") {
  const trunk = "#7a5236";
  const dark = shade(leaf, -0.18);
  const light = shade(leaf, 0.14);
  let body = "";
  switch (kind) {
    case "pine":
      body =
        rect(-8, -40, 16, 40, trunk) +
        path("M0 -260L-62 -110H62Z", dark) +
        path("M0 -220L-76 -40H76Z", leaf) +
        path("M0 -262L-44 -160H44Z", light);
      break;
    case "tall":
      body =
        rect(-7, -120, 14, 120, trunk) +
        ellipse(0, -190, 52, 96, dark) +
        ellipse(-10, -206, 40, 74, leaf) +
        ellipse(-18, -232, 16, 30, light, { opacity: 0.7 });
      break;
    case "sapling":
      body =
        seg(0, 0, 0, -70, trunk, 5) +
        ellipse(-14, -64, 16, 9, leaf, { transform: "rotate(-30 -14 -64)" }) +
        ellipse(14, -76, 16, 9, leaf, { transform: "rotate(30 14 -76)" }) +
        ellipse(0, -92, 10, 16, light) +
        ellipse(0, 0, 26, 7, "#6b4a33");
      break;
    case "bare":
      body =
        seg(0, 0, 0, -150, trunk, 14) +
        seg(0, -90, -50, -160, trunk, 8) +
        seg(0, -110, 46, -180, trunk, 8) +
        seg(-30, -130, -30, -190, trunk, 5);
      break;
    default:
      body =
        path("M-9 0L-6 -110H6L9 0Z", trunk) +
        seg(0, -80, -26, -120, trunk, 6) +
        circle(-40, -150, 56, dark) +
        circle(40, -156, 58, dark) +
        circle(0, -200, 70, leaf) +
        circle(-46, -168, 46, leaf) +
        circle(34, -176, 50, leaf) +
        circle(-20, -228, 30, light, { opacity: 0.8 });
  }
  return at(x, y, s, body);
}

export const bush = (x: number, y: number, s: number, color = "#4f9150") =>
  at(
    x,
    y,
    s,
    circle(-28, -18, 26, shade(color, -0.1)) +
      circle(26, -20, 28, shade(color, -0.1)) +
      circle(0, -34, 34, color) +
      rect(-50, -20, 100, 20, shade(color, -0.1), 10),
  );

/** A few flowers on stalks in `colors`. */
export function flowers(x: number, y: number, s: number, colors: string[], seed = 1) {
  const r = random(seed);
  const parts: string[] = [];
  colors.forEach((c, i) => {
    const fx = (i - (colors.length - 1) / 2) * 22 + (r() - 0.5) * 8;
    const fy = -30 - r() * 26;
    parts.push(seg(fx, 0, fx, fy, "#4f8a3c", 3));
    for (let p = 0; p < 5; p++) {
      const a = (p / 5) * Math.PI * 2;
      parts.push(circle(fx + Math.cos(a) * 7, fy + Math.sin(a) * 7, 6, c));
    }
    parts.push(circle(fx, fy, 5, "#ffd166"));
  });
  return at(x, y, s, parts.join(""));
}

export function sunflower(x: number, y: number, s: number) {
  const petals: string[] = [];
  for (let p = 0; p < 14; p++) {
    const a = (p / 14) * 360;
    petals.push(ellipse(0, -22, 8, 16, "#ffc93c", { transform: `rotate(${n(a)})` }));
  }
  return at(
    x,
    y,
    s,
    seg(0, 0, 4, -160, "#4f8a3c", 7) +
      ellipse(-18, -80, 20, 9, "#5a9a44", { transform: "rotate(25 -18 -80)" }) +
      ellipse(22, -110, 20, 9, "#5a9a44", { transform: "rotate(-25 22 -110)" }) +
      at(4, -170, 1, `${petals.join("")}${circle(0, 0, 15, "#7a4b24")}`),
  );
}

/** Water from `y` down: a band with a few light ripples. */
export function water(w: number, h: number, y: number, color: string, seed = 3) {
  const r = random(seed);
  const ripples: string[] = [];
  for (let i = 0; i < 14; i++) {
    const rx = r() * w;
    const ry = y + 14 + r() * (h - y - 20);
    const len = 30 + r() * 60;
    ripples.push(
      line(
        [
          [rx, ry],
          [rx + len, ry],
        ],
        shade(color, 0.35),
        3,
        { opacity: 0.7 },
      ),
    );
  }
  return (
    path(
      `M0 ${y}Q${w / 8} ${y - 8} ${w / 4} ${y}T${w / 2} ${y}T${(w * 3) / 4} ${y}T${w} ${y}V${h}H0Z`,
      color,
    ) + ripples.join("")
  );
}

/** Falling snow over the whole picture, and drifts along the ground line. */
export function snow(w: number, h: number, seed = 7, count = 70) {
  const r = random(seed);
  const flakes: string[] = [];
  for (let i = 0; i < count; i++)
    flakes.push(circle(r() * w, r() * h, 1.5 + r() * 3.5, "#ffffff", { opacity: 0.85 }));
  return flakes.join("");
}

/** Grass tufts scattered along a strip of ground. */
export function tufts(x0: number, x1: number, y: number, color: string, seed = 5, count = 12) {
  const r = random(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * (x1 - x0);
    const yy = y + r() * 20;
    parts.push(
      path(
        `M${n(x - 6)} ${n(yy)}L${n(x - 2)} ${n(yy - 14)}L${n(x)} ${n(yy)}L${n(x + 4)} ${n(yy - 12)}L${n(x + 7)} ${n(yy)}Z`,
        color,
      ),
    );
  }
  return parts.join("");
}
