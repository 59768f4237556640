// The wards: the children's ward in Kraków, Andrei's heart surgery.

import { building, windows } from "../buildings";
import { HAIR, SKIN } from "../look";
import { balloon, dripStand, heartShape, hospitalBed, monitor, teddy } from "../medical";
import { person } from "../people";
import { sit, sitUp, stand, withArms } from "../poses";
import { circle, Defs, path, rect, svg } from "../svg";
import { H, room, W } from "./room";

/** A child in a hospital bed with a teddy, balloons, a nurse beside them. */
export function childrenWard() {
  const d = new Defs();
  const ward = hospitalBed(560, 480, 1.2, "#ffafcc");
  return svg(
    W,
    H,
    d,
    room(d, "#e3eefc", "#d8dee9", 420) +
      windows(80, 60, 360, 220, 1, 3, "#cde8fb") +
      building(120, 270, 60, 90, { wall: "#e8d9c0", roofType: "gable", rows: 2, cols: 1 }) +
      building(200, 270, 80, 140, { wall: "#d9c7a8", rows: 3, cols: 2 }) +
      building(310, 270, 70, 70, { wall: "#efe3cf", roofType: "gable", rows: 1, cols: 1 }) +
      rect(60, 268, 400, 14, "#ffffff") +
      ward.back +
      person(
        505,
        446,
        0.7,
        {
          skin: SKIN[1],
          hair: HAIR[0],
          hairStyle: "scarf",
          accent: "#8ecae6",
          top: "#ffd6a5",
          bottom: "#ffd6a5",
        },
        withArms(sitUp(), "wave"),
        { child: true },
      ) +
      ward.front +
      teddy(590, 362, 0.8) +
      balloon(720, 180, 1, "#ff6b6b") +
      balloon(760, 150, 1.1, "#ffd166") +
      balloon(800, 190, 0.95, "#4cc9f0") +
      dripStand(360, 480, 1) +
      person(
        860,
        500,
        1.1,
        { skin: SKIN[4], hair: HAIR[0], hairStyle: "bun", top: "#a3cef1", bottom: "#a3cef1" },
        withArms(stand(), "wave"),
        { flip: true },
      ),
  );
}

/** A doctor giving a high five to a smiling girl in a head scarf. */
export function highFive() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#fde2e4", "#cfd8dc", 440) +
      rect(80, 80, 200, 140, "#ffffff", 10) +
      heartShape(180, 150, 40, "#ff8fab") +
      rect(640, 60, 240, 180, "#ffffff", 10) +
      circle(700, 130, 30, "#ffd166") +
      path("M650 220L720 160L780 200L830 150L870 220Z", "#8ac926") +
      person(
        390,
        490,
        0.7,
        {
          skin: SKIN[2],
          hair: HAIR[0],
          hairStyle: "scarf",
          accent: "#ff8fab",
          top: "#bdb2ff",
          bottom: "#6d597a",
          legs: "skirt",
        },
        withArms(stand(), "wave"),
        { child: true },
      ) +
      person(
        580,
        500,
        1.15,
        {
          skin: SKIN[0],
          hair: HAIR[3],
          hairStyle: "short",
          top: "#8ecae6",
          bottom: "#8ecae6",
          over: { kind: "coat" },
          glasses: true,
          beard: true,
        },
        withArms(stand(), "reach"),
        { flip: true },
      ),
  );
}

/** Andrei in bed after surgery, his father holding his hand, the monitor's steady line. */
export function afterSurgery() {
  const d = new Defs();
  const bed = hospitalBed(420, 480, 1.25, "#90be6d");
  return svg(
    W,
    H,
    d,
    room(d, "#e0f2f1", "#d6dde3", 420) +
      windows(520, 60, 360, 200, 1, 3, "#d6ecf8") +
      rect(500, 268, 400, 12, "#ffffff") +
      monitor(150, 480, 1.1) +
      bed.back +
      person(
        360,
        446,
        0.7,
        { skin: SKIN[1], hair: HAIR[1], hairStyle: "short", top: "#caf0f8", bottom: "#caf0f8" },
        withArms(sitUp(), "wave"),
        { child: true },
      ) +
      bed.front +
      heartShape(150, 110, 26, "#e63946") +
      person(
        690,
        500,
        1.12,
        {
          skin: SKIN[1],
          hair: HAIR[1],
          hairStyle: "side",
          top: "#577590",
          bottom: "#2b2d42",
          beard: true,
        },
        withArms(stand(), "reach"),
        { flip: true },
      ) +
      balloon(820, 200, 1, "#ef476f"),
  );
}

/** A doctor listening to Andrei's heart, his mother watching. */
export function checkUp() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#e8f1fb", "#c9d6df", 440) +
      rect(90, 70, 220, 160, "#ffffff", 10) +
      heartShape(200, 150, 46, "#e63946") +
      path("M120 150H160L175 120L195 180L210 150H280", "none", {
        stroke: "#ffffff",
        "stroke-width": 5,
        "stroke-linejoin": "round",
      }) +
      rect(340, 360, 300, 40, "#94a3b8", 8) +
      rect(350, 400, 14, 90, "#64748b") +
      rect(616, 400, 14, 90, "#64748b") +
      person(
        480,
        370,
        0.68,
        {
          skin: SKIN[1],
          hair: HAIR[1],
          hairStyle: "short",
          top: "#90be6d",
          bottom: "#264653",
          legs: "shorts",
          sleeves: "short",
        },
        sit(),
        { child: true },
      ) +
      person(
        660,
        500,
        1.12,
        {
          skin: SKIN[4],
          hair: HAIR[0],
          hairStyle: "short",
          top: "#4d908e",
          bottom: "#4d908e",
          over: { kind: "coat" },
        },
        withArms(stand(), "reach"),
        { flip: true },
      ) +
      person(
        250,
        500,
        1.05,
        { skin: SKIN[1], hair: HAIR[0], hairStyle: "long", top: "#f9c74f", bottom: "#577590" },
        withArms(stand(), "hold"),
      ),
  );
}
