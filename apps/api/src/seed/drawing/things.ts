// Buildings, furniture and the objects of the campaigns' stories (a walker, a hospital bed, a
// kennel, a football goal …). Each stands on the point (x, y) it is given, `s` its scale.
import { shade } from "./people";
import { at, circle, ellipse, line, n, path, random, rect } from "./svg";

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

/** A dog sitting or standing, `coat` its colour, `patch` an ear and spot colour. */
export function dog(
  x: number,
  y: number,
  s: number,
  coat: string,
  patch: string,
  pose: "sit" | "stand" = "sit",
  flip = false,
) {
  const dark = shade(coat, -0.15);
  const eye = "#2b2320";
  const headPart =
    ellipse(0, -8, 34, 30, coat) +
    ellipse(0, 8, 20, 15, shade(coat, 0.25)) +
    ellipse(0, 0, 8, 6, eye) +
    circle(-13, -14, 4, eye) +
    circle(13, -14, 4, eye) +
    path("M-30 -30Q-46 -10 -36 16Q-24 6 -22 -22Z", patch) +
    path("M30 -30Q46 -10 36 16Q24 6 22 -22Z", patch) +
    path("M-6 14Q0 22 6 14", "none", {
      stroke: eye,
      "stroke-width": 3,
      "stroke-linecap": "round",
    }) +
    ellipse(0, 22, 5, 7, "#ef8a9a");
  let body: string;
  if (pose === "sit")
    body =
      path("M40 -20Q78 -30 70 -60", "none", {
        stroke: coat,
        "stroke-width": 10,
        "stroke-linecap": "round",
      }) +
      ellipse(8, -50, 48, 52, coat) +
      ellipse(-8, -40, 26, 34, shade(coat, 0.2)) +
      ellipse(34, -14, 30, 16, dark) +
      rect(-26, -50, 14, 50, coat, 7) +
      rect(-6, -50, 14, 50, coat, 7) +
      ellipse(-19, -3, 11, 6, dark) +
      ellipse(1, -3, 11, 6, dark) +
      ellipse(30, -52, 16, 20, patch, { opacity: 0.9 }) +
      at(-14, -104, 1, headPart);
  else
    body =
      path("M64 -78Q96 -100 88 -122", "none", {
        stroke: coat,
        "stroke-width": 10,
        "stroke-linecap": "round",
      }) +
      rect(-40, -40, 14, 40, dark, 7) +
      rect(40, -40, 14, 40, dark, 7) +
      ellipse(10, -70, 62, 34, coat) +
      rect(-30, -46, 14, 46, coat, 7) +
      rect(50, -46, 14, 46, coat, 7) +
      ellipse(26, -78, 20, 16, patch, { opacity: 0.9 }) +
      at(-56, -104, 1, headPart);
  return at(x, y, s, body, flip);
}

/** A dog's house with a pitched roof, insulated (a thick blanket in the door). */
export function kennel(x: number, y: number, s: number, wall: string, roof: string) {
  return at(
    x,
    y,
    s,
    rect(-80, -110, 160, 110, wall, 4) +
      line(
        [
          [-80, -80],
          [80, -80],
        ],
        shade(wall, -0.12),
        3,
      ) +
      line(
        [
          [-80, -45],
          [80, -45],
        ],
        shade(wall, -0.12),
        3,
      ) +
      path("M-100 -104L0 -180L100 -104Z", roof) +
      path("M-100 -104L0 -180L100 -104", "none", {
        stroke: shade(roof, -0.2),
        "stroke-width": 8,
        "stroke-linejoin": "round",
      }) +
      path("M-34 0V-50Q0 -86 34 -50V0Z", "#3b2f2a") +
      path("M-34 0V-24Q0 -34 34 -24V0Z", "#c1666b"),
  );
}

export const bowl = (x: number, y: number, s: number, color = "#2a9d8f") =>
  at(
    x,
    y,
    s,
    path("M-26 -18H26L18 0H-18Z", color) +
      ellipse(0, -18, 26, 6, shade(color, -0.25)) +
      ellipse(0, -20, 18, 3, "#a0673a"),
  );

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
    line(
      [
        [0, 0],
        [0, -250],
      ],
      "#9aa5b1",
      6,
    ) +
      line(
        [
          [-24, 0],
          [24, 0],
        ],
        "#9aa5b1",
        6,
      ) +
      line(
        [
          [-20, -250],
          [20, -250],
        ],
        "#9aa5b1",
        5,
      ) +
      rect(4, -246, 30, 44, "#d7f0ff", 8, { stroke: "#9ccbe6", "stroke-width": 3 }) +
      line(
        [
          [19, -202],
          [24, -120],
        ],
        "#9ccbe6",
        2,
      ),
  );

/** A heart monitor on a stand, a pulse line on its screen. */
export const monitor = (x: number, y: number, s: number) =>
  at(
    x,
    y,
    s,
    line(
      [
        [0, 0],
        [0, -150],
      ],
      "#9aa5b1",
      8,
    ) +
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
  line(
    [
      [x, y - 150],
      [x + w, y - 150],
    ],
    "#cbd2d9",
    10,
  ) +
  [0, 0.5, 1]
    .map((f) =>
      line(
        [
          [x + w * f, y],
          [x + w * f, y - 150],
        ],
        "#9aa5b1",
        9,
      ),
    )
    .join("");

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
      line(
        [
          [-32, -60],
          [32, -60],
        ],
        "#a0aec0",
        5,
      ) +
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
      line(
        [
          [-50, -190],
          [-70, -196],
        ],
        "#2d3748",
        8,
      ) +
      rect(-48, -122, 100, 14, shade(color, -0.25), 6),
    flip,
  );

/** A football goal with its net, `w` wide. */
export function goal(x: number, y: number, w: number, h: number) {
  const net: string[] = [];
  for (let i = 1; i < 10; i++)
    net.push(
      line(
        [
          [x + (w / 10) * i, y - h],
          [x + (w / 10) * i, y],
        ],
        "#ffffff",
        1.5,
        { opacity: 0.6 },
      ),
    );
  for (let j = 1; j < 5; j++)
    net.push(
      line(
        [
          [x, y - (h / 5) * j],
          [x + w, y - (h / 5) * j],
        ],
        "#ffffff",
        1.5,
        { opacity: 0.6 },
      ),
    );
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
      line(
        [
          [-30, -44],
          [-4, -44],
        ],
        "#ffffff",
        3,
      ) +
      line(
        [
          [-28, -32],
          [2, -32],
        ],
        "#ffffff",
        3,
      ),
    flip,
  );

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
        line(
          [
            [px, y - 66],
            [px, y - 110],
          ],
          "#4f8a3c",
          4,
        ),
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

/** A heart centred on (x, y), `r` about half its width. */
export const heartShape = (x: number, y: number, r: number, color: string) =>
  path(
    `M${n(x)} ${n(y + r * 0.9)}C${n(x - r * 1.4)} ${n(y)} ${n(x - r * 0.9)} ${n(y - r * 1.1)} ${n(x)} ${n(y - r * 0.45)}C${n(x + r * 0.9)} ${n(y - r * 1.1)} ${n(x + r * 1.4)} ${n(y)} ${n(x)} ${n(y + r * 0.9)}Z`,
    color,
  );

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
    line(
      [
        [dx, dy - r * 1.5],
        [dx, dy - r * 1.5 - 20],
      ],
      gold,
      3,
    ) +
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
