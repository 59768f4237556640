// Relief and gardening: boxes, water, a van, a boat, a raised bed, a watering can. Each stands on
// (x, y), `s` its scale.
import { shade } from "./look";
import { heartShape } from "./medical";
import { at, circle, ellipse, line, path, random, rect, seg } from "./svg";

/** A raised garden bed with rows of plants. */
export function raisedBed(x: number, y: number, w: number, seed = 4) {
  const r = random(seed);
  const parts = [
    rect(x, y - 60, w, 60, "#a0673a", 4),
    rect(x, y - 60, w, 12, "#bf834f", 4),
    rect(x + 6, y - 70, w - 12, 14, "#5c3d2e", 6),
  ];
  for (let px = x + 22; px < x + w - 14; px += 34) {
    const kind = r();
    if (kind < 0.4)
      parts.push(ellipse(px, y - 80, 18, 14, "#6ab04c"), ellipse(px, y - 86, 10, 8, "#8fd16a"));
    else if (kind < 0.7)
      parts.push(
        seg(px, y - 66, px, y - 110, "#4f8a3c", 4),
        circle(px - 8, y - 96, 7, "#e63946"),
        circle(px + 7, y - 106, 7, "#e63946"),
        ellipse(px + 6, y - 86, 12, 5, "#5a9a44"),
      );
    else
      parts.push(
        path(
          `M${px - 14} ${y - 66}Q${px - 10} ${y - 104} ${px} ${y - 108}Q${px + 10} ${y - 104} ${px + 14} ${y - 66}Z`,
          "#3f8f5f",
        ),
        path(`M${px} ${y - 66}V${y - 104}`, "none", { stroke: "#2f6f47", "stroke-width": 2 }),
      );
  }
  return parts.join("");
}

export const wateringCan = (x: number, y: number, s: number, color = "#2a9d8f") =>
  at(
    x,
    y,
    s,
    path("M-30 0V-50H30V0Z", color) +
      path("M30 -40L70 -74L74 -68L34 -22Z", color) +
      path("M-30 -44Q-58 -40 -30 -10", "none", { stroke: shade(color, -0.2), "stroke-width": 8 }) +
      rect(-34, -56, 68, 10, shade(color, -0.2), 4),
  );

/** A cardboard box, a red heart on its side when `heart`. */
export function box(x: number, y: number, w: number, h: number, heart = false, color = "#c9955c") {
  const parts = [
    rect(x, y - h, w, h, color, 3),
    rect(x, y - h, w, h * 0.18, shade(color, -0.12), 3),
    rect(x + w / 2 - 6, y - h, 12, h * 0.45, "#e6c79c"),
  ];
  if (heart) parts.push(heartShape(x + w / 2, y - h * 0.42, w * 0.16, "#e63946"));
  return parts.join("");
}

/** A pack of six water bottles in film. */
export const waterPack = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    [-36, -12, 12]
      .map(
        (bx) =>
          rect(bx, -70, 22, 70, "#bde0fe", 6) +
          rect(bx + 5, -84, 12, 16, "#1d70b8", 3) +
          rect(bx, -48, 22, 18, "#1d70b8"),
      )
      .join("") + rect(-40, -60, 80, 60, "#ffffff", 8, { opacity: 0.25 }),
  );

/** A van from the side, facing left; a red cross or a heart on it. */
export function van(
  x: number,
  y: number,
  s: number,
  color: string,
  mark: "cross" | "heart" | "none" = "none",
) {
  const parts = [
    path(
      "M-170 -40V-150Q-170 -170 -150 -170H60Q80 -170 96 -150L140 -96Q150 -86 150 -70V-40Z",
      color,
    ),
    path("M66 -156L118 -100H66Z", "#bfe0ef"),
    rect(-150, -150, 60, 50, "#bfe0ef", 6),
    rect(-170, -48, 320, 16, shade(color, -0.2), 6),
    circle(-110, -30, 28, "#2d3748"),
    circle(-110, -30, 12, "#a0aec0"),
    circle(90, -30, 28, "#2d3748"),
    circle(90, -30, 12, "#a0aec0"),
  ];
  if (mark === "cross")
    parts.push(rect(-44, -140, 24, 72, "#e63946", 3), rect(-68, -116, 72, 24, "#e63946", 3));
  if (mark === "heart") parts.push(heartShape(-32, -108, 30, "#e63946"));
  return at(x, y, s, parts.join(""));
}

export const boat = (x: number, y: number, s: number, color = "#f77f00") =>
  at(
    x,
    y,
    s,
    path("M-120 -40H120L90 10H-90Z", color) +
      rect(-120, -48, 240, 12, shade(color, -0.2), 6) +
      line(
        [
          [-70, -40],
          [-70, -10],
        ],
        shade(color, -0.3),
        4,
      ) +
      line(
        [
          [70, -40],
          [70, -10],
        ],
        shade(color, -0.3),
        4,
      ),
  );
