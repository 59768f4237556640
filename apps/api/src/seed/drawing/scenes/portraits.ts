// The demo members' profile pictures (head and shoulders on a coloured ground), the two
// organisations' logos, and the foundation's cover.
import { building } from "../buildings";
import { HAIR, type Look, SKIN } from "../look";
import { balloon, heartShape } from "../medical";
import { cloud, hills, sky, sun, tree } from "../nature";
import { person } from "../people";
import { stand, walk, withArms } from "../poses";
import { circle, Defs, path, rect, svg } from "../svg";

const S = 256;

/** A head-and-shoulders portrait on `ground`. */
function portrait(look: Look, ground: string) {
  const d = new Defs();
  return svg(
    S,
    S,
    d,
    rect(0, 0, S, S, d.linear(`p-${ground.slice(1)}`, [ground, "#ffffff"])) +
      circle(200, 50, 70, "#ffffff", { opacity: 0.25 }) +
      person(128, 560, 1.42, look, stand()),
  );
}

export const avatarAdmin = () =>
  portrait(
    { skin: SKIN[1], hair: HAIR[1], hairStyle: "bob", top: "#2a9d8f", bottom: "#264653" },
    "#bde0fe",
  );
export const avatarSuperadmin = () =>
  portrait(
    {
      skin: SKIN[0],
      hair: HAIR[0],
      hairStyle: "short",
      top: "#264653",
      bottom: "#264653",
      beard: true,
    },
    "#caffbf",
  );
export const avatarMaria = () =>
  portrait(
    { skin: SKIN[0], hair: HAIR[1], hairStyle: "bob", top: "#e76f51", bottom: "#3d405b" },
    "#ffc6ff",
  );
export const avatarLucia = () =>
  portrait(
    { skin: SKIN[2], hair: HAIR[0], hairStyle: "long", top: "#ffd166", bottom: "#3d405b" },
    "#a0c4ff",
  );
export const avatarAnna = () =>
  portrait(
    { skin: SKIN[0], hair: HAIR[4], hairStyle: "ponytail", top: "#06d6a0", bottom: "#3d405b" },
    "#ffadad",
  );
export const avatarIon = () =>
  portrait(
    {
      skin: SKIN[1],
      hair: HAIR[0],
      hairStyle: "short",
      top: "#577590",
      bottom: "#3d405b",
      beard: true,
    },
    "#9bf6ff",
  );

/** Fundacja Zdrowie's logo: a heart holding a cross. */
export function logoHealth() {
  const d = new Defs();
  return svg(
    S,
    S,
    d,
    rect(0, 0, S, S, d.linear("lh", ["#2a9d8f", "#1f7a70"])) +
      heartShape(128, 134, 84, "#ffffff") +
      rect(116, 84, 24, 84, "#e63946", 4) +
      rect(86, 114, 84, 24, "#e63946", 4),
  );
}

/** Zöld Jövő's logo: a leaf in a ring. */
export function logoGreen() {
  const d = new Defs();
  return svg(
    S,
    S,
    d,
    rect(0, 0, S, S, "#f1faee") +
      circle(128, 128, 96, "none", { stroke: "#2d6a4f", "stroke-width": 14 }) +
      path("M80 170Q70 90 176 74Q186 170 96 176Z", "#40916c") +
      path("M86 174Q120 130 160 96", "none", {
        stroke: "#d8f3dc",
        "stroke-width": 7,
        "stroke-linecap": "round",
      }),
  );
}

/** The foundation's cover: children with balloons outside a children's hospital. */
export function coverHealth() {
  const W = 1200;
  const H = 490;
  const d = new Defs();
  const kids: [number, Look, ReturnType<typeof stand>][] = [
    [
      420,
      {
        skin: SKIN[1],
        hair: HAIR[0],
        hairStyle: "scarf",
        accent: "#ff8fab",
        top: "#bdb2ff",
        bottom: "#6d597a",
        legs: "skirt",
      },
      withArms(stand(), "up"),
    ],
    [
      540,
      {
        skin: SKIN[3],
        hair: HAIR[0],
        hairStyle: "curly",
        top: "#ffd166",
        bottom: "#118ab2",
        legs: "shorts",
        sleeves: "short",
      },
      withArms(walk(), "wave"),
    ],
    [
      660,
      { skin: SKIN[0], hair: HAIR[4], hairStyle: "ponytail", top: "#06d6a0", bottom: "#073b4c" },
      withArms(stand(), "wave"),
    ],
    [
      780,
      {
        skin: SKIN[2],
        hair: HAIR[1],
        hairStyle: "short",
        top: "#ef476f",
        bottom: "#264653",
        legs: "shorts",
        sleeves: "short",
      },
      withArms(stand(), "up"),
    ],
  ];
  // A profile shows the cover at 765:312 on a phone and as a 4:1 band on a wide screen: what
  // matters stays in the middle band (y 95 to 395).
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#a9d6f5", "#f3f9fd") +
      sun(d, 1080, 130, 36) +
      cloud(160, 130, 0.9) +
      cloud(760, 110, 0.7) +
      hills(W, H, 300, "#a8d59b", 26, 51) +
      building(90, 382, 280, 240, { wall: "#fdf6e3", rows: 4, cols: 5, door: "#2a9d8f" }) +
      rect(205, 112, 50, 16, "#e63946") +
      rect(222, 95, 16, 50, "#e63946") +
      tree(990, 385, 0.95, "round", "#5fa35a") +
      tree(1120, 392, 0.8, "round", "#4f9150") +
      rect(0, 380, W, H - 380, "#8cc084") +
      balloon(490, 170, 0.85, "#ff6b6b") +
      balloon(525, 146, 0.95, "#ffd166") +
      balloon(705, 160, 0.85, "#4cc9f0") +
      kids.map(([x, look, pose]) => person(x, 392, 0.5, look, pose, { child: true })).join("") +
      person(
        880,
        396,
        0.78,
        { skin: SKIN[4], hair: HAIR[0], hairStyle: "bun", top: "#a3cef1", bottom: "#a3cef1" },
        withArms(stand(), "wave"),
        { flip: true },
      ),
  );
}
