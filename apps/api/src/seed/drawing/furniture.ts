// Rooms' furniture: shelves of books, a table, a chair, a piano. Each stands on (x, y), `s` its scale.
import { shade } from "./look";
import { at, n, path, random, rect } from "./svg";

/** Shelves full of books, `w` wide, `h` high, standing at (x, y). */
export function bookshelf(x: number, y: number, w: number, h: number, seed = 2) {
  const r = random(seed);
  const colors = [
    "#e76f51",
    "#2a9d8f",
    "#e9c46a",
    "#264653",
    "#f4a261",
    "#8ab17d",
    "#b56576",
    "#6d597a",
    "#457b9d",
  ];
  const wood = "#9c6b43";
  const parts = [rect(x, y - h, w, h, wood, 4), rect(x + 8, y - h + 8, w - 16, h - 16, "#6f4a2f")];
  const shelves = Math.max(2, Math.round(h / 80));
  const sh = (h - 16) / shelves;
  for (let i = 0; i < shelves; i++) {
    const base = y - h + 8 + sh * (i + 1);
    parts.push(rect(x + 8, base - 6, w - 16, 6, wood));
    let bx = x + 12;
    while (bx < x + w - 24) {
      const bw = 9 + r() * 9;
      const bh = sh * (0.55 + r() * 0.3);
      const c = colors[Math.floor(r() * colors.length)] ?? "#e76f51";
      if (r() < 0.08 && bx < x + w - 50) {
        parts.push(
          path(
            `M${n(bx)} ${n(base - 6)}L${n(bx + bh * 0.6)} ${n(base - 6 - bh * 0.8)}L${n(bx + bh * 0.6 + bw)} ${n(base - 6 - bh * 0.8)}L${n(bx + bw)} ${n(base - 6)}Z`,
            c,
          ),
        );
        bx += bh * 0.6 + bw + 4;
      } else {
        parts.push(
          rect(bx, base - 6 - bh, bw, bh, c, 1),
          rect(bx + 2, base - 6 - bh * 0.8, bw - 4, 3, shade(c, 0.3)),
        );
        bx += bw + 1.5;
      }
    }
  }
  return parts.join("");
}

export const table = (x: number, y: number, w: number, h: number, color = "#c8895a") =>
  rect(x, y - h, w, 14, color, 3) +
  rect(x + 12, y - h + 10, 12, h - 10, shade(color, -0.2)) +
  rect(x + w - 24, y - h + 10, 12, h - 10, shade(color, -0.2));

export const chair = (x: number, y: number, s: number, color = "#457b9d") =>
  at(
    x,
    y,
    s,
    rect(-28, -170, 56, 70, color, 8) +
      rect(-30, -112, 60, 14, shade(color, -0.15), 4) +
      rect(-26, -100, 8, 100, shade(color, -0.3)) +
      rect(18, -100, 8, 100, shade(color, -0.3)),
  );

/** An upright piano, keys towards the viewer. */
export const piano = (x: number, y: number, s: number) => {
  const keys: string[] = [];
  for (let i = 0; i < 15; i++) keys.push(rect(-112 + i * 15, -102, 14, 34, "#ffffff", 2));
  for (const i of [0, 1, 3, 4, 5, 7, 8, 10, 11, 12])
    keys.push(rect(-102 + i * 15, -102, 9, 20, "#1a202c", 1));
  return at(
    x,
    y,
    s,
    rect(-130, -230, 260, 230, "#3d2b1f", 8) +
      rect(-120, -220, 240, 100, "#4e3628", 6) +
      rect(-124, -108, 248, 46, "#2a1d14", 4) +
      keys.join("") +
      rect(-110, -20, 20, 20, "#2a1d14") +
      rect(90, -20, 20, 20, "#2a1d14"),
  );
};
