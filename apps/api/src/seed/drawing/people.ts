// People of the demo pictures, in the flat style of editorial illustration: a figure is drawn from
// its joints (a pose, poses.ts), in its clothes (look.ts), with a face and hair of its own
// (head.ts). `person` moves and scales it.

import { head } from "./head";
import { type Look, shade } from "./look";
import { type P, type Pose, stand } from "./poses";
import { at, circle, ellipse, line, n, path, rect } from "./svg";

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
