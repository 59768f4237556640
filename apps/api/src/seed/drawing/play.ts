// Sport and music: a goal, a ball, a kit, instruments and notes. Each stands on (x, y), `s` its scale.
import { shade } from "./look";
import { at, circle, ellipse, line, n, path, rect, seg } from "./svg";

/** A football goal with its net, `w` wide. */
export function goal(x: number, y: number, w: number, h: number) {
  const net: string[] = [];
  for (let i = 1; i < 10; i++)
    net.push(seg(x + (w / 10) * i, y - h, x + (w / 10) * i, y, "#ffffff", 1.5, { opacity: 0.6 }));
  for (let j = 1; j < 5; j++)
    net.push(seg(x, y - (h / 5) * j, x + w, y - (h / 5) * j, "#ffffff", 1.5, { opacity: 0.6 }));
  return (
    net.join("") +
    line(
      [
        [x, y],
        [x, y - h],
        [x + w, y - h],
        [x + w, y],
      ],
      "#ffffff",
      8,
    )
  );
}

export function ball(x: number, y: number, r: number) {
  const p: string[] = [
    circle(x, y, r, "#ffffff", { stroke: "#2d3748", "stroke-width": n(r * 0.08) }),
  ];
  p.push(
    path(
      `M${n(x)} ${n(y - r * 0.35)}l${n(r * 0.33)} ${n(r * 0.24)}l${n(-r * 0.13)} ${n(r * 0.4)}h${n(-r * 0.4)}l${n(-r * 0.13)} ${n(-r * 0.4)}Z`,
      "#2d3748",
    ),
  );
  for (const a of [-90, -18, 54, 126, 198]) {
    const rad = (a * Math.PI) / 180;
    p.push(circle(x + Math.cos(rad) * r * 0.86, y + Math.sin(rad) * r * 0.86, r * 0.2, "#2d3748"));
  }
  return p.join("");
}

/** A football shirt laid flat, `stripe` across its chest. */
export const shirt = (x: number, y: number, s: number, color: string, stripe: string) =>
  at(
    x,
    y,
    s,
    path(
      "M-40 -100L-80 -76L-64 -44L-44 -54V0H44V-54L64 -44L80 -76L40 -100Q0 -80 -40 -100Z",
      color,
    ) +
      path("M-44 -60H44V-44H-44Z", stripe) +
      path("M-16 -98Q0 -84 16 -98", "none", { stroke: shade(color, -0.3), "stroke-width": 4 }) +
      circle(22, -76, 7, "#ffffff"),
  );

export const boot = (x: number, y: number, s: number, color: string, flip = false) =>
  at(
    x,
    y,
    s,
    path("M-40 0H44Q52 -6 44 -20L10 -30L0 -56H-36Z", color) +
      path("M-40 0H44", "none", { stroke: "#1a202c", "stroke-width": 6 }) +
      [-26, -6, 14, 30].map((sx) => rect(sx, 0, 6, 6, "#1a202c", 1)).join("") +
      seg(-30, -44, -4, -44, "#ffffff", 3) +
      seg(-28, -32, 2, -32, "#ffffff", 3),
    flip,
  );

export const guitar = (x: number, y: number, s: number, angle = -30, color = "#d08c47") =>
  at(
    x,
    y,
    s,
    `<g transform="rotate(${angle})">${rect(-6, -170, 12, 130, "#5c4033", 3)}${rect(-10, -190, 20, 26, "#3b2a20", 4)}${circle(0, -26, 38, color)}${circle(0, 18, 46, color)}${circle(0, -10, 12, "#3b2a20")}${rect(-14, 30, 28, 6, "#3b2a20", 2)}</g>`,
  );

export const violin = (x: number, y: number, s: number, angle = 0) =>
  at(
    x,
    y,
    s,
    `<g transform="rotate(${angle})">${ellipse(0, -16, 20, 22, "#a0522d")}${ellipse(0, 20, 24, 26, "#a0522d")}${rect(-4, -86, 8, 60, "#3b2a20", 2)}${circle(0, -90, 7, "#3b2a20")}${path("M-6 4h12", "none", { stroke: "#3b2a20", "stroke-width": 3 })}</g>`,
  );

/** Music notes drifting up from (x, y). */
export const notes = (x: number, y: number, s: number, color = "#6d597a") =>
  at(
    x,
    y,
    s,
    ellipse(0, 0, 10, 7, color, { transform: "rotate(-20)" }) +
      line(
        [
          [9, -2],
          [9, -46],
          [24, -40],
        ],
        color,
        3.5,
      ) +
      ellipse(40, -40, 10, 7, color, { transform: "rotate(-20 40 -40)" }) +
      ellipse(70, -52, 10, 7, color, { transform: "rotate(-20 70 -52)" }) +
      line(
        [
          [49, -42],
          [49, -86],
          [79, -94],
          [79, -54],
        ],
        color,
        3.5,
      ),
  );
