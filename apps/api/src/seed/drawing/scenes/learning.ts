// Books and music: the Tarifa school library, the Varna library's ramp, music lessons in Athens.

import { box } from "../aid";
import { windows } from "../buildings";
import { bookshelf, chair, piano, table } from "../furniture";
import { HAIR, SKIN } from "../look";
import { wheelchair } from "../medical";
import { bush, sky, sun } from "../nature";
import { person } from "../people";
import { guitar, notes, violin } from "../play";
import { kneel, sit, stand, walk, withArms } from "../poses";
import { Defs, line, path, rect, seg, svg } from "../svg";
import { H, room, W } from "./room";

/** Children reading at a table between full shelves, the sea in the window. */
export function schoolLibrary() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#fff1d6", "#d9b48f") +
      bookshelf(30, 430, 240, 360, 3) +
      bookshelf(690, 430, 240, 360, 8) +
      rect(330, 60, 300, 190, "#ffffff") +
      rect(340, 70, 280, 170, d.linear("sea", ["#9ad4f5", "#5aa9e6"])) +
      rect(340, 170, 280, 70, "#3a86c8") +
      path("M340 170Q420 150 500 168T620 160V170H340Z", "#e9d8a6") +
      seg(480, 70, 480, 240, "#ffffff", 6) +
      person(
        400,
        500,
        0.66,
        {
          skin: SKIN[2],
          hair: HAIR[0],
          hairStyle: "ponytail",
          top: "#f15bb5",
          bottom: "#3a0ca3",
          legs: "skirt",
        },
        withArms(sit(), "hold"),
        { child: true },
      ) +
      person(
        560,
        500,
        0.66,
        { skin: SKIN[1], hair: HAIR[2], hairStyle: "short", top: "#00bbf9", bottom: "#264653" },
        withArms(sit(), "hold"),
        { child: true },
      ) +
      table(320, 500, 320, 80, "#c8895a") +
      path("M360 414L400 404L440 414L440 420L400 412L360 420Z", "#ffffff") +
      path("M520 414L560 404L600 414L600 420L560 412L520 420Z", "#fee440") +
      person(
        820,
        520,
        1.05,
        {
          skin: SKIN[1],
          hair: HAIR[1],
          hairStyle: "long",
          top: "#9b5de5",
          bottom: "#2b2d42",
          glasses: true,
        },
        withArms(stand(), "hold"),
        { flip: true },
      ),
  );
}

/** Boxes of donated books being unpacked, a pile growing on the floor. */
export function bookBoxes() {
  const d = new Defs();
  const pile = (x: number, y: number, colors: string[]) =>
    colors.map((c, i) => rect(x - 40 + (i % 2) * 6, y - 16 * (i + 1), 80, 15, c, 2)).join("");
  return svg(
    W,
    H,
    d,
    room(d, "#e8f4ea", "#caa27a", 410) +
      bookshelf(600, 410, 300, 300, 5) +
      box(90, 470, 150, 110, true) +
      box(250, 480, 130, 90, false) +
      pile(440, 470, ["#e76f51", "#2a9d8f", "#e9c46a", "#264653", "#f4a261", "#8ab17d"]) +
      person(
        300,
        500,
        1.05,
        {
          skin: SKIN[2],
          hair: HAIR[0],
          hairStyle: "curly",
          top: "#ef476f",
          bottom: "#073b4c",
          sleeves: "short",
        },
        withArms(kneel(), "hold"),
      ) +
      person(
        520,
        500,
        0.7,
        {
          skin: SKIN[1],
          hair: HAIR[3],
          hairStyle: "short",
          top: "#06d6a0",
          bottom: "#118ab2",
          legs: "shorts",
          sleeves: "short",
        },
        withArms(walk(), "up"),
        { child: true },
      ),
  );
}

/** The library's steps and the new ramp beside them, a reader in a wheelchair on it. */
export function libraryRamp() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#9ccff0", "#eef7fc") +
      sun(d, 860, 80, 32) +
      rect(180, 140, 600, 300, "#f1e3c8") +
      path("M160 140L480 60L800 140Z", "#c9b48f") +
      [240, 330, 420, 510, 600, 690].map((x) => rect(x, 170, 34, 250, "#fbf5e6")).join("") +
      rect(440, 300, 80, 120, "#7a5236", 4) +
      rect(160, 420, 640, 20, "#d8c7a6") +
      [0, 1, 2].map((i) => rect(380 + i * 16, 440 + i * 20, 200 - i * 32, 22, "#cdbb97")).join("") +
      path("M560 440H800L960 505V520H560Z", "#b7c4cf") +
      seg(600, 410, 960, 470, "#6b7280", 6) +
      rect(0, 500, W, 40, "#9ac27f") +
      bush(100, 500, 1.1) +
      person(
        770,
        500,
        0.85,
        {
          skin: SKIN[3],
          hair: HAIR[0],
          hairStyle: "short",
          top: "#06d6a0",
          bottom: "#118ab2",
          beard: true,
        },
        withArms(sit(), "wave"),
      ) +
      wheelchair(760, 500, 0.85, true) +
      person(
        300,
        510,
        1.0,
        { skin: SKIN[0], hair: HAIR[4], hairStyle: "bob", top: "#ef476f", bottom: "#073b4c" },
        withArms(walk(), "wave"),
      ),
  );
}

/** A reader in a wheelchair at a low table between the shelves. */
export function readingRoom() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#e9f5f2", "#b5a48b", 420) +
      bookshelf(40, 420, 260, 330, 12) +
      bookshelf(660, 420, 260, 330, 14) +
      table(340, 500, 280, 100, "#a47148") +
      person(
        430,
        500,
        0.85,
        { skin: SKIN[1], hair: HAIR[3], hairStyle: "long", top: "#ffd166", bottom: "#3d405b" },
        withArms(sit(), "hold"),
      ) +
      wheelchair(420, 500, 0.85, false, "#9d4edd") +
      path("M410 400L450 390L490 400L490 406L450 398L410 406Z", "#2a9d8f") +
      person(
        620,
        510,
        0.9,
        {
          skin: SKIN[4],
          hair: HAIR[0],
          hairStyle: "short",
          top: "#8ecae6",
          bottom: "#023047",
          glasses: true,
        },
        withArms(stand(), "hold"),
        { flip: true },
      ),
  );
}

/** A teacher at the piano, children with a violin and a guitar. */
export function musicLesson() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#efe7fb", "#c9a27e", 420) +
      windows(360, 60, 240, 170, 1, 2, "#d7ecf8") +
      rect(60, 70, 150, 110, "#ffffff", 8) +
      notes(100, 160, 0.9, "#7b2cbf") +
      piano(170, 470, 1.1) +
      person(
        330,
        500,
        1.02,
        {
          skin: SKIN[2],
          hair: HAIR[0],
          hairStyle: "side",
          top: "#6d597a",
          bottom: "#2b2d42",
          glasses: true,
        },
        withArms(sit(), "reach"),
        { flip: true },
      ) +
      chair(330, 500, 0.9, "#8d99ae") +
      person(
        560,
        500,
        0.68,
        {
          skin: SKIN[1],
          hair: HAIR[1],
          hairStyle: "ponytail",
          top: "#ff8fab",
          bottom: "#6d597a",
          legs: "skirt",
        },
        withArms(stand(), "up"),
        { child: true },
      ) +
      violin(560, 300, 0.9, -20) +
      person(
        760,
        500,
        0.7,
        { skin: SKIN[4], hair: HAIR[0], hairStyle: "curly", top: "#4cc9f0", bottom: "#3a0ca3" },
        withArms(stand(), "hold"),
        { child: true },
      ) +
      guitar(770, 370, 0.85, -40) +
      notes(640, 160, 1, "#9d4edd"),
  );
}

/** Instruments on chairs and a music stand, waiting for the lesson. */
export function instruments() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#fff3e0", "#b98b63", 410) +
      windows(620, 60, 260, 190, 1, 2, "#d5ebf7") +
      chair(220, 470, 1.1, "#457b9d") +
      chair(480, 470, 1.1, "#e76f51") +
      guitar(230, 330, 1.05, -12) +
      violin(480, 330, 1.2, 10) +
      seg(740, 470, 740, 270, "#4a4e69", 6) +
      line(
        [
          [700, 470],
          [740, 420],
          [780, 470],
        ],
        "#4a4e69",
        5,
      ) +
      path("M680 200H800L790 280H690Z", "#22223b") +
      rect(692, 206, 96, 66, "#ffffff") +
      [222, 236, 250, 264].map((y) => seg(700, y, 780, y, "#9a8c98", 2)).join("") +
      notes(160, 150, 1, "#7b2cbf"),
  );
}
