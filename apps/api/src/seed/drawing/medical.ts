// The care campaigns' things: a hospital bed, a drip, a monitor, a walker, a wheelchair, an oxygen
// concentrator, balloons and a teddy for the ward, a heart. Each stands on (x, y), `s` its scale.
import { shade } from "./look";
import { at, circle, ellipse, line, n, path, rect, seg } from "./svg";

/**
 * A hospital bed seen from the side, its head at the left: `back` (frame, mattress, pillow) goes
 * before whoever sits in it, `front` (the blanket in `blanket`) after.
 */
export function hospitalBed(x: number, y: number, s: number, blanket: string) {
  return {
    back: at(
      x,
      y,
      s,
      rect(-150, -118, 16, 118, "#9aa5b1", 4) +
        rect(134, -90, 14, 90, "#9aa5b1", 4) +
        rect(-150, -70, 300, 14, "#b8c2cc", 4) +
        circle(-130, -6, 8, "#52606d") +
        circle(130, -6, 8, "#52606d") +
        rect(-140, -100, 290, 34, "#f1f5f9", 10) +
        rect(-150, -170, 16, 100, "#cbd2d9", 6) +
        ellipse(-100, -112, 40, 18, "#ffffff"),
    ),
    front: at(x, y, s, path("M-70 -104H146Q156 -104 150 -70H-64Z", blanket)),
  };
}

/** A drip stand with a bag. */
export const dripStand = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    seg(0, 0, 0, -250, "#9aa5b1", 6) +
      seg(-24, 0, 24, 0, "#9aa5b1", 6) +
      seg(-20, -250, 20, -250, "#9aa5b1", 5) +
      rect(4, -246, 30, 44, "#d7f0ff", 8, { stroke: "#9ccbe6", "stroke-width": 3 }) +
      seg(19, -202, 24, -120, "#9ccbe6", 2),
  );

/** A heart monitor on a stand, a pulse line on its screen. */
export const monitor = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    seg(0, 0, 0, -150, "#9aa5b1", 8) +
      rect(-50, -230, 100, 80, "#334e68", 10) +
      rect(-42, -222, 84, 60, "#102a43", 6) +
      path("M-38 -190H-18L-10 -208L0 -172L8 -196L14 -190H38", "none", {
        stroke: "#5ce1a0",
        "stroke-width": 3,
        "stroke-linejoin": "round",
      }) +
      ellipse(0, 0, 30, 6, "#9aa5b1"),
  );

export const balloon = (x: number, y: number, s: number, color: string) =>
  at(
    x,
    y,
    s,
    path("M0 0Q-8 40 4 80Q10 110 0 140", "none", { stroke: "#8d99ae", "stroke-width": 2 }) +
      ellipse(0, -28, 26, 32, color) +
      path("M-5 2L5 2L0 -4Z", shade(color, -0.2)) +
      ellipse(-9, -40, 6, 10, "#ffffff", { opacity: 0.5 }),
  );

export const teddy = (x: number, y: number, s: number, fur = "#b07d52") =>
  at(
    x,
    y,
    s,
    ellipse(0, -30, 28, 32, fur) +
      ellipse(0, -24, 16, 18, shade(fur, 0.3)) +
      circle(-20, -8, 12, fur) +
      circle(20, -8, 12, fur) +
      circle(0, -78, 24, fur) +
      circle(-18, -98, 9, fur) +
      circle(18, -98, 9, fur) +
      ellipse(0, -70, 10, 8, shade(fur, 0.3)) +
      circle(-8, -82, 3, "#2b2320") +
      circle(8, -82, 3, "#2b2320") +
      circle(0, -73, 3, "#2b2320"),
  );

/** Parallel bars of a rehabilitation room, `w` long, at hip height. */
export const parallelBars = (x: number, y: number, w: number) =>
  seg(x, y - 150, x + w, y - 150, "#cbd2d9", 10) +
  [0, 0.5, 1].map((f) => seg(x + w * f, y, x + w * f, y - 150, "#9aa5b1", 9)).join("");

/** A walking frame, its feet on the ground at (x, y). */
export const walker = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    line(
      [
        [-34, 0],
        [-30, -120],
        [30, -120],
        [34, 0],
      ],
      "#a0aec0",
      7,
    ) +
      seg(-32, -60, 32, -60, "#a0aec0", 5) +
      rect(-40, -128, 18, 12, "#4a5568", 5) +
      rect(22, -128, 18, 12, "#4a5568", 5),
  );

/** A wheelchair from the side, facing right (flip for left); the seat about 110 high. */
export const wheelchair = (x: number, y: number, s: number, flip = false, color = "#2b6cb0") =>
  at(
    x,
    y,
    s,
    circle(-10, -58, 58, "none", { stroke: "#2d3748", "stroke-width": 9 }) +
      circle(-10, -58, 44, "none", { stroke: "#a0aec0", "stroke-width": 3 }) +
      circle(-10, -58, 8, "#a0aec0") +
      circle(66, -14, 14, "#2d3748") +
      line(
        [
          [-50, -190],
          [-40, -110],
          [50, -110],
          [66, -28],
        ],
        color,
        8,
      ) +
      line(
        [
          [50, -110],
          [80, -40],
          [96, -40],
        ],
        color,
        6,
      ) +
      seg(-50, -190, -70, -196, "#2d3748", 8) +
      rect(-48, -122, 100, 14, shade(color, -0.25), 6),
    flip,
  );

/** An oxygen concentrator: a rounded cabinet on castors with a tube. */
export const concentrator = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    rect(-40, -130, 80, 122, "#e9eef3", 14) +
      rect(-40, -130, 80, 30, "#cbd5e0", 14) +
      rect(-24, -92, 48, 26, "#2d3748", 5) +
      rect(-18, -86, 22, 6, "#5ce1a0", 2) +
      circle(14, -80, 5, "#63b3ed") +
      [-26, -14, -2, 10, 22].map((lx) => rect(lx, -52, 6, 30, "#cbd5e0", 3)).join("") +
      circle(-28, -4, 6, "#4a5568") +
      circle(28, -4, 6, "#4a5568"),
  );

/** A heart centred on (x, y), `r` about half its width. */
export const heartShape = (x: number, y: number, r: number, color: string) =>
  path(
    `M${n(x)} ${n(y + r * 0.9)}C${n(x - r * 1.4)} ${n(y)} ${n(x - r * 0.9)} ${n(y - r * 1.1)} ${n(x)} ${n(y - r * 0.45)}C${n(x + r * 0.9)} ${n(y - r * 1.1)} ${n(x + r * 1.4)} ${n(y)} ${n(x)} ${n(y + r * 0.9)}Z`,
    color,
  );
