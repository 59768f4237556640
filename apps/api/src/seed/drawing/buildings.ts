// Buildings of the demo pictures: walls with windows, a bridge, a cathedral's domes. Each stands on
// the point (x, y) it is given.
import { shade } from "./look";
import { at, circle, n, path, rect, seg } from "./svg";

/** A rectangle of windows (rows × columns) on a wall. */
export function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  rows: number,
  cols: number,
  glass = "#bfe0ef",
  frame = "#ffffff",
) {
  const parts: string[] = [];
  const gw = w / cols;
  const gh = h / rows;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const wx = x + c * gw + gw * 0.18;
      const wy = y + r * gh + gh * 0.16;
      const ww = gw * 0.64;
      const wh = gh * 0.62;
      parts.push(rect(wx - 3, wy - 3, ww + 6, wh + 6, frame, 2), rect(wx, wy, ww, wh, glass));
      parts.push(
        path(
          `M${n(wx)} ${n(wy + wh * 0.7)}L${n(wx + ww * 0.6)} ${n(wy)}H${n(wx + ww * 0.85)}L${n(wx)} ${n(wy + wh)}Z`,
          "#ffffff",
          { opacity: 0.35 },
        ),
      );
    }
  return parts.join("");
}

/** A house or block standing at (x, y) (its left bottom corner). */
export function building(
  x: number,
  y: number,
  w: number,
  h: number,
  o: {
    wall: string;
    roof?: string;
    roofType?: "flat" | "gable";
    rows?: number;
    cols?: number;
    door?: string;
  },
) {
  const parts = [rect(x, y - h, w, h, o.wall)];
  if (o.roofType === "gable")
    parts.push(
      path(
        `M${x - 12} ${y - h}L${x + w / 2} ${y - h - w * 0.36}L${x + w + 12} ${y - h}Z`,
        o.roof ?? "#b5533c",
      ),
    );
  else parts.push(rect(x - 6, y - h - 10, w + 12, 12, o.roof ?? shade(o.wall, -0.2)));
  const rows = o.rows ?? Math.max(1, Math.round(h / 70));
  const cols = o.cols ?? Math.max(1, Math.round(w / 60));
  parts.push(windows(x + 8, y - h + 10, w - 16, h - (o.door ? 70 : 20), rows, cols));
  if (o.door)
    parts.push(
      rect(x + w / 2 - 18, y - 62, 36, 62, o.door, 4),
      circle(x + w / 2 + 10, y - 30, 3, "#f4d35e"),
    );
  return parts.join("");
}

/** A stone suspension bridge across the picture (Budapest's Chain Bridge, loosely). */
export function chainBridge(x: number, y: number, w: number, color = "#d9cbb0") {
  const tower = (tx: number) =>
    rect(tx - 30, y - 150, 60, 150, color) +
    path(
      `M${tx - 16} ${y}V${y - 70}Q${tx} ${y - 96} ${tx + 16} ${y - 70}V${y}Z`,
      shade(color, -0.35),
    ) +
    rect(tx - 36, y - 158, 72, 12, shade(color, -0.1));
  const t1 = x + w * 0.28;
  const t2 = x + w * 0.72;
  return (
    rect(x, y - 40, w, 14, shade(color, -0.15)) +
    path(
      `M${x} ${y - 60}Q${(x + t1) / 2} ${y - 50} ${t1} ${y - 145}Q${(t1 + t2) / 2} ${y - 36} ${t2} ${y - 145}Q${(t2 + x + w) / 2} ${y - 50} ${x + w} ${y - 60}`,
      "none",
      { stroke: "#6b7280", "stroke-width": 5 },
    ) +
    tower(t1) +
    tower(t2)
  );
}

/** Golden domes of a cathedral (Sofia's, loosely) on the skyline. */
export function domes(x: number, y: number, s: number) {
  const gold = "#e0b64c";
  const dome = (dx: number, dy: number, r: number) =>
    path(
      `M${dx - r} ${dy}Q${dx - r} ${dy - r * 1.3} ${dx} ${dy - r * 1.5}Q${dx + r} ${dy - r * 1.3} ${dx + r} ${dy}Z`,
      gold,
    ) +
    seg(dx, dy - r * 1.5, dx, dy - r * 1.5 - 20, gold, 3) +
    rect(dx - r, dy, r * 2, 26, "#e8e2d4");
  return at(
    x,
    y,
    s,
    rect(-160, -90, 320, 90, "#e8e2d4") +
      windows(-150, -84, 300, 60, 1, 8, "#9fb7c9", "#e8e2d4") +
      dome(-110, -116, 26) +
      dome(110, -116, 26) +
      dome(0, -150, 46) +
      rect(-60, -124, 120, 34, "#e8e2d4") +
      dome(-44, -124, 18) +
      dome(44, -124, 18),
  );
}
