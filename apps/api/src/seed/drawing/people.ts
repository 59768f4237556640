// People of the demo pictures, in the flat style of editorial illustration: a figure is drawn from
// its joints (a pose), in its clothes, with a face and hair of its own. Coordinates are a standing
// adult's, 340 units tall, the origin between the feet; `person` moves and scales it.
import { at, circle, ellipse, line, n, path, rect } from "./svg";

type P = [number, number];

export interface Pose {
  /** How high the hips are (178 standing, lower sitting or kneeling). */
  hip: number;
  /** Sideways shift of the chest (a lean). */
  lean: number;
  /** Elbow and hand, left and right. */
  armL: [P, P];
  armR: [P, P];
  /** Knee and foot. */
  legL: [P, P];
  legR: [P, P];
}

export const SKIN = ["#f7d7bd", "#eab68c", "#d39a6c", "#b27349", "#8a573a", "#5f3c27"] as const;
export const HAIR = ["#2a1c14", "#4b2e1e", "#7b4a2a", "#b5763c", "#dcb86f", "#a7a2a0"] as const;

/** Standing, arms down. */
export const stand = (): Pose => ({
  hip: 178,
  lean: 0,
  armL: [
    [-40, -218],
    [-42, -160],
  ],
  armR: [
    [40, -218],
    [42, -160],
  ],
  legL: [
    [-15, -92],
    [-17, 0],
  ],
  legR: [
    [15, -92],
    [17, 0],
  ],
});

/** Walking: legs apart, arms swinging. */
export const walk = (): Pose => ({
  ...stand(),
  armL: [
    [-44, -222],
    [-56, -170],
  ],
  armR: [
    [38, -220],
    [30, -164],
  ],
  legL: [
    [-24, -92],
    [-40, 0],
  ],
  legR: [
    [12, -90],
    [30, -4],
  ],
});

/** Running: a long stride, elbows bent. */
export const run = (): Pose => ({
  hip: 176,
  lean: 6,
  armL: [
    [-46, -236],
    [-30, -266],
  ],
  armR: [
    [44, -214],
    [60, -238],
  ],
  legL: [
    [-26, -92],
    [-52, -52],
  ],
  legR: [
    [30, -98],
    [34, 0],
  ],
});

/** Sitting on a seat about 110 high, seen from the front. */
export const sit = (): Pose => ({
  hip: 120,
  lean: 0,
  armL: [
    [-42, -160],
    [-24, -128],
  ],
  armR: [
    [42, -160],
    [24, -128],
  ],
  legL: [
    [-20, -104],
    [-22, 0],
  ],
  legR: [
    [20, -104],
    [22, 0],
  ],
});

/** Sitting up in bed: the legs under the blanket. */
export const sitUp = (): Pose => ({
  ...sit(),
  legL: [
    [-16, -112],
    [-16, -104],
  ],
  legR: [
    [16, -112],
    [16, -104],
  ],
});

/** On one knee. */
export const kneel = (): Pose => ({
  hip: 118,
  lean: 0,
  armL: [
    [-42, -160],
    [-36, -104],
  ],
  armR: [
    [42, -160],
    [40, -104],
  ],
  legL: [
    [-16, -12],
    [-20, -6],
  ],
  legR: [
    [24, -70],
    [28, 0],
  ],
});

/** A pose with the arms changed: hands raised, held out or holding something in front. */
export function withArms(pose: Pose, arms: "up" | "wave" | "hold" | "reach" | "hips"): Pose {
  const s = 178 - pose.hip;
  const y = (v: number) => v + s;
  const set = {
    up: {
      armL: [
        [-52, y(-310)],
        [-58, y(-372)],
      ],
      armR: [
        [52, y(-310)],
        [58, y(-372)],
      ],
    },
    wave: {
      armL: pose.armL,
      armR: [
        [58, y(-290)],
        [62, y(-350)],
      ],
    },
    hold: {
      armL: [
        [-40, y(-214)],
        [-16, y(-190)],
      ],
      armR: [
        [40, y(-214)],
        [16, y(-190)],
      ],
    },
    reach: {
      armL: pose.armL,
      armR: [
        [62, y(-246)],
        [100, y(-236)],
      ],
    },
    hips: {
      armL: [
        [-56, y(-220)],
        [-28, y(-184)],
      ],
      armR: [
        [56, y(-220)],
        [28, y(-184)],
      ],
    },
  }[arms] as Pick<Pose, "armL" | "armR">;
  return { ...pose, ...set };
}

export type HairStyle =
  | "short"
  | "side"
  | "long"
  | "bob"
  | "bun"
  | "ponytail"
  | "curly"
  | "bald"
  | "cap"
  | "scarf";

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes?: string;
  sleeves?: "long" | "short";
  legs?: "trousers" | "shorts" | "skirt";
  /** A dress in the top's colour down to the knees. */
  dress?: boolean;
  /** A white coat (a doctor), scrubs (top and trousers alike, a V neck), a vest (a volunteer). */
  over?: { kind: "coat" | "vest" | "apron"; color?: string };
  /** A runner's number on the chest. */
  bib?: boolean;
  /** A second hair colour for a scarf or a cap. */
  accent?: string;
  beard?: boolean;
  glasses?: boolean;
  /** No face: seen from behind. */
  back?: boolean;
}

const shade = (hex: string, amount: number) => {
  const v = Number.parseInt(hex.slice(1), 16);
  const f = (c: number) =>
    Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
  const r = f((v >> 16) & 255);
  const g = f((v >> 8) & 255);
  const b = f(v & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
};

export { shade };

/** The head at (0, 0), radius r: the hair behind it (drawn before the body), and the head. */
function head(look: Look, r: number): { behind: string; head: string } {
  const { hair, hairStyle, skin } = look;
  const behind: string[] = [];
  const front: string[] = [];
  const cap = `M${n(-r - 2)} ${n(-2)}C${n(-r - 2)} ${n(-r * 1.45)} ${n(r + 2)} ${n(-r * 1.45)} ${n(r + 2)} ${n(-2)}`;
  switch (hairStyle) {
    case "long":
      behind.push(
        path(
          `M${-r - 4} -4Q${-r - 8} ${r * 1.9} ${-r + 4} ${r * 2}H${r - 4}Q${r + 8} ${r * 1.9} ${r + 4} -4Z`,
          hair,
        ),
      );
      front.push(
        path(
          `${cap}Q${r * 0.3} ${-r * 0.55} ${-r * 0.5} ${-r * 0.4}Q${-r * 0.8} ${-r * 0.1} ${-r - 2} ${r * 0.5}Z`,
          hair,
        ),
      );
      break;
    case "bob":
      behind.push(
        path(
          `M${-r - 5} -4Q${-r - 7} ${r * 1.1} ${-r + 2} ${r * 1.05}H${r - 2}Q${r + 7} ${r * 1.1} ${r + 5} -4Z`,
          hair,
        ),
      );
      front.push(
        path(
          `${cap}Q${r * 0.2} ${-r * 0.75} ${-r * 0.9} ${-r * 0.25}Q${-r - 2} ${r * 0.2} ${-r - 2} ${r * 0.6}Z`,
          hair,
        ),
      );
      break;
    case "bun":
      behind.push(circle(0, -r * 1.12, r * 0.46, hair));
      front.push(path(`${cap}Q0 ${-r * 0.7} ${-r - 2} ${-2}Z`, hair));
      break;
    case "ponytail":
      behind.push(
        path(
          `M${r * 0.6} ${-r * 0.7}Q${r * 1.7} ${-r * 0.4} ${r * 1.25} ${r * 1.2}Q${r * 1.05} ${r * 0.3} ${r * 0.5} ${-r * 0.1}Z`,
          hair,
        ),
      );
      front.push(path(`${cap}Q0 ${-r * 0.8} ${-r - 2} ${-2}Z`, hair));
      break;
    case "curly":
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.95 + (i / 8) * 1.1);
        front.push(
          circle(Math.cos(a) * r * 0.92, Math.sin(a) * r * 0.85 - r * 0.12, r * 0.36, hair),
        );
      }
      behind.push(circle(0, -r * 0.35, r * 1.05, hair));
      break;
    case "side":
      front.push(
        path(
          `${cap}Q${r * 0.6} ${-r * 0.4} ${-r * 0.2} ${-r * 0.62}Q${-r * 0.7} ${-r * 0.5} ${-r - 2} ${r * 0.1}Z`,
          hair,
        ),
      );
      break;
    case "short":
      front.push(path(`${cap}Q${r * 0.4} ${-r * 0.62} ${-r - 2} ${-2}Z`, hair));
      break;
    case "cap": {
      const c = look.accent ?? "#e63946";
      front.push(
        path(`${cap}Z`, c),
        path(
          `M${-r * 0.2} ${-r * 0.28}Q${r * 0.9} ${-r * 0.42} ${r * 1.5} ${-r * 0.1}Q${r * 0.9} ${-r * 0.05} ${-r * 0.2} ${-r * 0.12}Z`,
          shade(c, -0.2),
        ),
      );
      break;
    }
    case "scarf": {
      const c = look.accent ?? "#f4a261";
      front.push(
        path(
          `M${-r - 3} ${r * 0.15}C${-r - 4} ${-r * 1.5} ${r + 4} ${-r * 1.5} ${r + 3} ${r * 0.15}Q0 ${-r * 0.55} ${-r - 3} ${r * 0.15}Z`,
          c,
        ),
        circle(r * 0.95, r * 0.1, r * 0.22, shade(c, -0.15)),
        path(
          `M${r * 0.95} ${r * 0.2}l${r * 0.35} ${r * 0.55}l${-r * 0.3} ${r * 0.05}Z`,
          shade(c, -0.15),
        ),
      );
      break;
    }
    default:
      break;
  }
  const face: string[] = [];
  if (!look.back) {
    const eye = "#2b2320";
    face.push(
      circle(-r * 0.36, r * 0.05, r * 0.085, eye),
      circle(r * 0.36, r * 0.05, r * 0.085, eye),
      path(
        `M${n(-r * 0.26)} ${n(r * 0.38)}Q0 ${n(r * 0.6)} ${n(r * 0.26)} ${n(r * 0.38)}`,
        "none",
        {
          stroke: eye,
          "stroke-width": n(r * 0.08),
          "stroke-linecap": "round",
        },
      ),
      circle(-r * 0.58, r * 0.33, r * 0.13, "#e8826f", { opacity: 0.35 }),
      circle(r * 0.58, r * 0.33, r * 0.13, "#e8826f", { opacity: 0.35 }),
    );
    if (look.beard)
      face.push(
        path(
          `M${-r * 0.9} ${r * 0.1}Q${-r * 0.8} ${r * 1.15} 0 ${r * 1.1}Q${r * 0.8} ${r * 1.15} ${r * 0.9} ${r * 0.1}Q${r * 0.5} ${r * 0.75} 0 ${r * 0.72}Q${-r * 0.5} ${r * 0.75} ${-r * 0.9} ${r * 0.1}Z`,
          hair,
        ),
      );
    if (look.glasses)
      face.push(
        circle(-r * 0.36, r * 0.05, r * 0.24, "none", {
          stroke: "#33302e",
          "stroke-width": n(r * 0.07),
        }),
        circle(r * 0.36, r * 0.05, r * 0.24, "none", {
          stroke: "#33302e",
          "stroke-width": n(r * 0.07),
        }),
        line(
          [
            [-r * 0.12, r * 0.05],
            [r * 0.12, r * 0.05],
          ],
          "#33302e",
          r * 0.07,
        ),
      );
  }
  const ears = [
    circle(-r * 0.98, r * 0.12, r * 0.16, shade(skin, -0.06)),
    circle(r * 0.98, r * 0.12, r * 0.16, shade(skin, -0.06)),
  ];
  return {
    behind: behind.join(""),
    head: [...ears, circle(0, 0, r, skin), ...face, ...front].join(""),
  };
}

/** An arm or a leg: the whole limb in `under`, the part nearest the body in `over` up to `share`. */
function limb(
  from: P,
  joints: [P, P],
  under: string,
  over: string | null,
  width: number,
  share: number,
) {
  const [mid, end] = joints;
  const parts = [line([from, mid, end], under, width)];
  if (over && share > 0) {
    const upTo: P =
      share >= 1
        ? end
        : share >= 0.5
          ? [
              mid[0] + (end[0] - mid[0]) * (share - 0.5) * 2,
              mid[1] + (end[1] - mid[1]) * (share - 0.5) * 2,
            ]
          : [from[0] + (mid[0] - from[0]) * share * 2, from[1] + (mid[1] - from[1]) * share * 2];
    const points: P[] = share >= 0.5 ? [from, mid, upTo] : [from, upTo];
    parts.push(line(points, over, width + 1.5));
  }
  return parts.join("");
}

/** One person at (x, y) (the ground between the feet), `scale` of an adult, looking as `look` says. */
export function person(
  x: number,
  y: number,
  scale: number,
  look: Look,
  pose: Pose = stand(),
  options: { child?: boolean; flip?: boolean; holding?: string } = {},
): string {
  const child = options.child ?? false;
  const r = child ? 34 : 29;
  const hipY = -pose.hip;
  const lift = 178 - pose.hip;
  const sh: P = [pose.lean, -280 + lift];
  const shoes = look.shoes ?? "#3a3a44";
  const skin = look.skin;
  const legShare = look.legs === "shorts" ? 0.42 : look.legs === "skirt" || look.dress ? 0 : 1;
  const parts: string[] = [];
  const drawn = head(look, r);
  const headAt = (body: string) => at(sh[0], sh[1] - 40 - (child ? 6 : 0), 1, body);
  parts.push(headAt(drawn.behind));
  // Legs and shoes.
  for (const [side, leg] of [
    [-1, pose.legL],
    [1, pose.legR],
  ] as const) {
    const hip: P = [side * 13, hipY];
    parts.push(
      limb(
        hip,
        leg,
        legShare === 1 ? look.bottom : skin,
        legShare < 1 ? look.bottom : null,
        21,
        legShare,
      ),
    );
    const foot = leg[1];
    if (foot[1] > -60) parts.push(ellipse(foot[0] + side * 5, foot[1] - 3, 15, 8, shoes));
  }
  // The torso (a dress or skirt flares below it).
  const top = look.top;
  const torso = `M${n(sh[0] - 31)} ${n(sh[1] - 6)}Q${n(sh[0] - 37)} ${n(sh[1] + 4)} ${n(sh[0] - 34)} ${n(sh[1] + 30)}Q${n(-24)} ${n(hipY - 30)} ${n(-27)} ${n(hipY + 8)}H27Q24 ${n(hipY - 30)} ${n(sh[0] + 34)} ${n(sh[1] + 30)}Q${n(sh[0] + 37)} ${n(sh[1] + 4)} ${n(sh[0] + 31)} ${n(sh[1] - 6)}Q${n(sh[0])} ${n(sh[1] - 14)} ${n(sh[0] - 31)} ${n(sh[1] - 6)}Z`;
  if (look.dress || look.legs === "skirt") {
    const c = look.dress ? top : look.bottom;
    parts.push(
      path(
        `M-28 ${n(hipY - 6)}L-44 ${n(hipY + 74)}Q0 ${n(hipY + 84)} 44 ${n(hipY + 74)}L28 ${n(hipY - 6)}Z`,
        c,
      ),
    );
  } else {
    parts.push(path(`M-28 ${n(hipY - 4)}H28L27 ${n(hipY + 16)}H-27Z`, look.bottom));
  }
  if (look.over?.kind === "coat")
    parts.push(
      path(
        `M${n(sh[0] - 35)} ${n(sh[1] - 2)}Q${n(sh[0] - 42)} ${n(hipY + 10)} -34 ${n(hipY + 62)}H34Q${n(sh[0] + 42)} ${n(hipY + 10)} ${n(sh[0] + 35)} ${n(sh[1] - 2)}Z`,
        look.over.color ?? "#f8fafc",
      ),
    );
  parts.push(path(torso, top));
  // Neck opening.
  parts.push(
    path(
      `M${n(sh[0] - 11)} ${n(sh[1] - 10)}Q${n(sh[0])} ${n(sh[1] + 6)} ${n(sh[0] + 11)} ${n(sh[1] - 10)}Z`,
      shade(skin, -0.08),
    ),
  );
  if (look.over?.kind === "coat") {
    const c = look.over.color ?? "#f8fafc";
    parts.push(
      path(
        `M${n(sh[0] - 35)} ${n(sh[1] - 2)}Q${n(sh[0] - 42)} ${n(hipY + 10)} -34 ${n(hipY + 62)}H-6L${n(sh[0] - 8)} ${n(sh[1] + 40)}L${n(sh[0] - 14)} ${n(sh[1] - 10)}Z`,
        c,
      ),
      path(
        `M${n(sh[0] + 35)} ${n(sh[1] - 2)}Q${n(sh[0] + 42)} ${n(hipY + 10)} 34 ${n(hipY + 62)}H6L${n(sh[0] + 8)} ${n(sh[1] + 40)}L${n(sh[0] + 14)} ${n(sh[1] - 10)}Z`,
        c,
      ),
      rect(14, hipY - 40, 14, 10, shade(c, -0.12), 3),
    );
  }
  if (look.over?.kind === "vest") {
    const c = look.over.color ?? "#f77f00";
    parts.push(
      path(
        `M${n(sh[0] - 31)} ${n(sh[1] + 2)}Q${n(sh[0] - 36)} ${n(hipY - 20)} -26 ${n(hipY + 6)}H-8L${n(sh[0] - 8)} ${n(sh[1] - 8)}Z`,
        c,
      ),
      path(
        `M${n(sh[0] + 31)} ${n(sh[1] + 2)}Q${n(sh[0] + 36)} ${n(hipY - 20)} 26 ${n(hipY + 6)}H8L${n(sh[0] + 8)} ${n(sh[1] - 8)}Z`,
        c,
      ),
      rect(-27, hipY - 40, 54, 7, "#f1f5f9", 0, { opacity: 0.85 }),
    );
  }
  if (look.over?.kind === "apron") {
    const c = look.over.color ?? "#2a9d8f";
    parts.push(
      path(`M-20 ${n(sh[1] + 18)}H20L26 ${n(hipY + 50)}H-26Z`, c),
      line(
        [
          [-20, sh[1] + 18],
          [sh[0] - 10, sh[1] - 8],
        ],
        c,
        4,
      ),
      line(
        [
          [20, sh[1] + 18],
          [sh[0] + 10, sh[1] - 8],
        ],
        c,
        4,
      ),
    );
  }
  if (look.bib)
    parts.push(
      rect(sh[0] - 17, sh[1] + 34, 34, 26, "#ffffff", 3),
      rect(sh[0] - 10, sh[1] + 42, 20, 4, "#334155", 2),
      rect(sh[0] - 7, sh[1] + 50, 14, 4, "#334155", 2),
    );
  // Arms: sleeves over skin, hands.
  const sleeve = look.over?.kind === "coat" ? (look.over.color ?? "#f8fafc") : top;
  const armShare = look.sleeves === "short" ? 0.32 : 0.93;
  for (const [side, arm] of [
    [-1, pose.armL],
    [1, pose.armR],
  ] as const) {
    const shoulder: P = [sh[0] + side * 27, sh[1] + 8];
    parts.push(limb(shoulder, arm, skin, shade(sleeve, -0.09), 15, armShare));
    parts.push(circle(arm[1][0], arm[1][1], 8.5, skin));
  }
  if (options.holding) parts.push(options.holding);
  // Neck and head.
  parts.push(rect(sh[0] - 8, sh[1] - 26, 16, 22, shade(skin, -0.1), 6));
  parts.push(headAt(drawn.head));
  return at(x, y, scale, parts.join(""), options.flip);
}
