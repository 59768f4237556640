// The medical campaigns' pictures: Maria's son learning to walk again, the children's ward in
// Kraków, Andrei's heart surgery, oxygen for rural clinics.
import { cloud, hills, sky, sun, tree, tufts } from "../nature";
import { HAIR, kneel, person, SKIN, sit, sitUp, stand, walk, withArms } from "../people";
import { circle, Defs, path, rect, svg } from "../svg";
import {
  balloon,
  building,
  concentrator,
  dripStand,
  heartShape,
  hospitalBed,
  monitor,
  parallelBars,
  teddy,
  van,
  walker,
  windows,
} from "../things";

const W = 960;
const H = 540;

/** A room: a wall in two tones, a floor, a skirting board. */
function room(defs: Defs, wall: string, floor: string, floorY = 420) {
  return (
    rect(0, 0, W, floorY, defs.linear(`wall-${wall.slice(1)}`, [wall, "#ffffff"])) +
    rect(0, floorY - 12, W, 12, "#ffffff", 0, { opacity: 0.7 }) +
    rect(0, floorY, W, H - floorY, floor)
  );
}

const maria = {
  skin: SKIN[0],
  hair: HAIR[1],
  hairStyle: "bob" as const,
  top: "#e76f51",
  bottom: "#3d405b",
};
const son = {
  skin: SKIN[0],
  hair: HAIR[2],
  hairStyle: "short" as const,
  top: "#ffd166",
  bottom: "#457b9d",
  sleeves: "short" as const,
};

/** Maria's son at the walker between the parallel bars, his mother and the physiotherapist. */
export function rehabilitation() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#d9eef0", "#c7a27c") +
      windows(560, 60, 340, 200, 1, 3, "#cfe9f7") +
      rect(540, 270, 380, 10, "#ffffff") +
      rect(60, 440, 840, 60, "#7cc6b8", 8) +
      parallelBars(150, 470, 520) +
      walker(400, 470, 1) +
      person(400, 470, 0.78, son, withArms(walk(), "hold"), { child: true }) +
      person(250, 478, 1.05, maria, withArms(kneel(), "reach")) +
      person(
        640,
        478,
        1.12,
        {
          skin: SKIN[3],
          hair: HAIR[0],
          hairStyle: "ponytail",
          top: "#2a9d8f",
          bottom: "#2a9d8f",
          sleeves: "short",
        },
        withArms(stand(), "hips"),
      ) +
      heartShape(120, 120, 30, "#ef8a9a") +
      rect(60, 80, 140, 90, "#ffffff", 8, { opacity: 0.8 }) +
      heartShape(130, 126, 22, "#e76f51"),
  );
}

/** The boy and his mother walking in the park, him on crutches. */
export function parkWalk() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#a9d6f5", "#eaf6fb") +
      sun(d, 820, 90, 40) +
      cloud(200, 90, 1) +
      cloud(600, 60, 0.7) +
      hills(W, H, 330, "#9ccf8c", 40, 11) +
      tree(90, 380, 1.1, "round", "#5fa35a") +
      tree(860, 370, 1.2, "round", "#4f9150") +
      tree(740, 360, 0.8, "tall", "#6aa863") +
      hills(W, H, 400, "#7dbb6e", 24, 12) +
      path(`M0 520Q480 420 960 470V540H0Z`, "#e9d8b4") +
      tufts(0, W, 430, "#5e9e52", 9, 20) +
      person(420, 500, 0.7, { ...son, top: "#8ecae6" }, withArms(walk(), "hold"), { child: true }) +
      path("M386 500L398 410M454 500L442 410", "none", {
        stroke: "#a0aec0",
        "stroke-width": 6,
        "stroke-linecap": "round",
      }) +
      person(540, 505, 1.05, { ...maria, top: "#f4a261" }, withArms(walk(), "wave")),
  );
}

/** The boy on a therapy ball, the physiotherapist holding him steady. */
export function therapyBall() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#fbe8d3", "#b9d3c9", 430) +
      windows(80, 70, 260, 180, 1, 2, "#d3ecf8") +
      rect(700, 90, 160, 110, "#ffffff", 10) +
      heartShape(780, 150, 34, "#e76f51") +
      circle(470, 405, 95, "#5aa9e6") +
      path("M385 370Q470 330 555 370", "none", {
        stroke: "#8ecae6",
        "stroke-width": 10,
        opacity: 0.6,
      }) +
      person(470, 400, 0.74, son, withArms(sit(), "up"), { child: true }) +
      person(
        640,
        470,
        1.1,
        { skin: SKIN[3], hair: HAIR[0], hairStyle: "ponytail", top: "#2a9d8f", bottom: "#2a9d8f" },
        withArms(kneel(), "reach"),
        { flip: true },
      ) +
      person(250, 470, 1.1, maria, withArms(stand(), "hips")),
  );
}

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

/** A small clinic among hills, a van bringing oxygen concentrators. */
export function ruralClinic() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#9fd3f0", "#f1f8fc") +
      sun(d, 150, 90, 36) +
      cloud(520, 80, 0.9) +
      hills(W, H, 300, "#b5d99c", 50, 21) +
      tree(80, 360, 0.9, "pine", "#4f9150") +
      tree(140, 370, 0.7, "pine", "#5fa35a") +
      building(380, 420, 300, 170, {
        wall: "#fdf6e3",
        roofType: "gable",
        roof: "#c0583f",
        rows: 1,
        cols: 4,
        door: "#2a9d8f",
      }) +
      rect(505, 286, 50, 16, "#e63946") +
      rect(522, 270, 16, 48, "#e63946") +
      hills(W, H, 420, "#92c47e", 18, 22) +
      path("M960 470Q700 440 540 540H960Z", "#d9c8a0") +
      van(760, 500, 0.9, "#f8f9fa", "cross") +
      concentrator(580, 510, 0.8) +
      person(
        640,
        515,
        0.95,
        {
          skin: SKIN[3],
          hair: HAIR[0],
          hairStyle: "short",
          top: "#3a86ff",
          bottom: "#1d3557",
          over: { kind: "vest", color: "#ffbe0b" },
        },
        withArms(walk(), "hold"),
      ),
  );
}

/** A nurse with an elderly patient breathing from a concentrator. */
export function oxygenCare() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#eef6e9", "#d4c4a8", 430) +
      windows(600, 60, 300, 200, 1, 2, "#d4ecf7") +
      tree(700, 250, 0.5, "round", "#77b36a") +
      rect(590, 262, 320, 12, "#ffffff") +
      rect(240, 300, 220, 140, "#a26769", 30) +
      rect(230, 370, 240, 40, "#8d5a5c", 12) +
      person(
        350,
        460,
        1,
        {
          skin: SKIN[1],
          hair: HAIR[5],
          hairStyle: "bun",
          top: "#cdb4db",
          bottom: "#6d6875",
          glasses: true,
        },
        sit(),
      ) +
      path("M330 222Q300 260 380 250Q430 245 520 330", "none", {
        stroke: "#a5d8ff",
        "stroke-width": 5,
      }) +
      concentrator(540, 480, 1) +
      person(
        700,
        500,
        1.1,
        { skin: SKIN[3], hair: HAIR[0], hairStyle: "ponytail", top: "#48cae4", bottom: "#48cae4" },
        withArms(stand(), "reach"),
        { flip: true },
      ),
  );
}
