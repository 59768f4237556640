// The other campaigns' pictures: the Tarifa school library, Sofia's dog shelter, trees for
// Budapest, flood relief, the Łódź football team, the Plovdiv garden, music lessons in Athens,
// the Varna library ramp and the runners for Maria's son.
import {
  bush,
  cloud,
  flowers,
  hills,
  sky,
  snow,
  sun,
  sunflower,
  tree,
  tufts,
  water,
} from "../nature";
import { HAIR, kneel, person, run, SKIN, sit, stand, walk, withArms } from "../people";
import { Defs, line, path, rect, svg } from "../svg";
import {
  ball,
  boat,
  bookshelf,
  boot,
  bowl,
  box,
  building,
  chainBridge,
  chair,
  dog,
  domes,
  goal,
  guitar,
  heartShape,
  kennel,
  notes,
  piano,
  raisedBed,
  shirt,
  table,
  van,
  violin,
  wateringCan,
  waterPack,
  wheelchair,
  windows,
} from "../things";

const W = 960;
const H = 540;

const room = (d: Defs, wall: string, floor: string, floorY = 420) =>
  rect(0, 0, W, floorY, d.linear(`wall-${wall.slice(1)}`, [wall, "#ffffff"])) +
  rect(0, floorY, W, H - floorY, floor);

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
      line(
        [
          [480, 70],
          [480, 240],
        ],
        "#ffffff",
        6,
      ) +
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

/** Insulated kennels in the snow, dogs in their doors, a volunteer with food. */
export function winterShelter() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#b8c9dc", "#eef3f8") +
      hills(W, H, 320, "#e6edf4", 30, 31) +
      tree(80, 360, 1, "pine", "#4f7f6a") +
      tree(880, 350, 1.1, "pine", "#456f5c") +
      tree(800, 370, 0.7, "bare") +
      path("M0 330Q60 300 110 330Q160 300 230 330", "#ffffff") +
      rect(0, 380, W, H - 380, "#f4f7fb") +
      rect(40, 350, 880, 8, "#a47148") +
      [60, 200, 340, 480, 620, 760, 900].map((px) => rect(px, 330, 10, 60, "#a47148")).join("") +
      kennel(240, 470, 1, "#d08c60", "#6b4226") +
      kennel(520, 460, 0.9, "#8ab17d", "#4a6d3f") +
      dog(250, 478, 0.7, "#c68642", "#7a4b24") +
      dog(700, 500, 0.9, "#e9e4dc", "#8d7b68", "stand", true) +
      bowl(620, 500, 1) +
      person(
        800,
        510,
        1.1,
        {
          skin: SKIN[0],
          hair: HAIR[1],
          hairStyle: "cap",
          accent: "#e63946",
          top: "#2a9d8f",
          bottom: "#264653",
          over: { kind: "vest", color: "#ffb703" },
        },
        withArms(walk(), "reach"),
        { flip: true },
      ) +
      snow(W, H, 7, 90),
  );
}

/** A volunteer hugging a dog wrapped in a blanket. */
export function dogHug() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    room(d, "#fde4cf", "#b08968", 420) +
      windows(600, 60, 300, 200, 1, 2, "#d4e4f1") +
      snow(300, 200, 3, 20).replace(/<circle/g, '<circle transform="translate(600 60)"') +
      rect(80, 80, 180, 130, "#ffffff", 10) +
      dog(170, 200, 0.5, "#c68642", "#7a4b24") +
      person(
        440,
        500,
        1.1,
        { skin: SKIN[4], hair: HAIR[0], hairStyle: "ponytail", top: "#f4a261", bottom: "#3d405b" },
        withArms(kneel(), "reach"),
      ) +
      dog(540, 500, 1.05, "#d9a066", "#8a5a32") +
      path("M470 500Q470 420 540 430Q610 420 610 500Z", "#c1666b", { opacity: 0.95 }) +
      dog(760, 500, 0.8, "#f1ece4", "#3c3c3c", "sit", true) +
      heartShape(640, 120, 26, "#ef476f"),
  );
}

/** Volunteers planting saplings on the Danube's bank, the bridge behind. */
export function treePlanting() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#9fd0ee", "#f3f9fc") +
      sun(d, 820, 80, 34) +
      cloud(260, 70, 0.8) +
      building(20, 260, 90, 110, {
        wall: "#e8d9c0",
        roofType: "gable",
        roof: "#7b8fa1",
        rows: 2,
        cols: 2,
      }) +
      building(120, 260, 70, 150, { wall: "#d6c4a8", rows: 3, cols: 2 }) +
      building(780, 260, 100, 120, { wall: "#efe1c6", rows: 2, cols: 3 }) +
      water(W, 320, 252, "#5b9bd5") +
      chainBridge(180, 260, 600) +
      path(`M0 330Q480 290 960 330V540H0Z`, "#8cc084") +
      path(`M0 400Q480 360 960 410V540H0Z`, "#74ad6b") +
      path("M0 470Q480 440 960 480V540H0Z", "#8a6a4a") +
      tree(120, 420, 0.5, "sapling", "#4f9150") +
      tree(250, 430, 0.55, "sapling", "#4f9150") +
      tree(860, 440, 0.6, "sapling", "#4f9150") +
      person(
        380,
        505,
        1.05,
        {
          skin: SKIN[1],
          hair: HAIR[4],
          hairStyle: "ponytail",
          top: "#90be6d",
          bottom: "#43aa8b",
          over: { kind: "vest", color: "#f9844a" },
        },
        withArms(kneel(), "hold"),
      ) +
      tree(440, 500, 1.1, "sapling", "#5fa35a") +
      line(
        [
          [600, 500],
          [640, 380],
        ],
        "#7a5236",
        6,
      ) +
      path("M584 510L600 478L618 486L608 514Z", "#9aa5b1") +
      person(
        620,
        505,
        1.1,
        {
          skin: SKIN[2],
          hair: HAIR[0],
          hairStyle: "short",
          top: "#577590",
          bottom: "#2b2d42",
          over: { kind: "vest", color: "#f9844a" },
          beard: true,
        },
        withArms(stand(), "hold"),
        { flip: true },
      ) +
      tufts(0, W, 420, "#5e9e52", 4, 16),
  );
}

/** Hands of many ages around a young tree in fresh soil. */
export function saplingRow() {
  const d = new Defs();
  const saplings = [120, 270, 420, 570, 720, 870]
    .map((x, i) =>
      tree(x, 400 + i * 6, 0.9 + (i % 2) * 0.2, "sapling", i % 2 ? "#5fa35a" : "#4f9150"),
    )
    .join("");
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#cde9f7", "#f6fbf2") +
      hills(W, H, 260, "#a9d18e", 30, 41) +
      tree(100, 300, 0.7, "round", "#7cb46b") +
      tree(840, 300, 0.8, "round", "#6aa863") +
      path("M0 330Q480 310 960 330V540H0Z", "#8a6a4a") +
      path("M0 360Q480 345 960 365", "none", { stroke: "#6f5238", "stroke-width": 10 }) +
      saplings +
      person(
        360,
        530,
        0.7,
        {
          skin: SKIN[3],
          hair: HAIR[0],
          hairStyle: "curly",
          top: "#f9c74f",
          bottom: "#277da1",
          legs: "shorts",
          sleeves: "short",
        },
        withArms(walk(), "up"),
        { child: true },
      ) +
      wateringCan(470, 520, 1) +
      person(
        640,
        530,
        1.05,
        {
          skin: SKIN[0],
          hair: HAIR[5],
          hairStyle: "short",
          top: "#4d908e",
          bottom: "#577590",
          glasses: true,
        },
        withArms(walk(), "wave"),
      ),
  );
}

/** A flooded street, volunteers in a boat bringing supplies. */
export function floodStreet() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#9fb3c8", "#dde7ef") +
      cloud(160, 80, 1.1, "#f1f5f9") +
      cloud(700, 60, 1, "#f1f5f9") +
      building(20, 400, 200, 220, {
        wall: "#f6efe1",
        roofType: "gable",
        roof: "#c96b50",
        rows: 2,
        cols: 3,
      }) +
      building(240, 400, 160, 260, { wall: "#fbf6ea", rows: 3, cols: 2 }) +
      building(420, 400, 220, 200, {
        wall: "#f2e6cf",
        roofType: "gable",
        roof: "#b5533c",
        rows: 2,
        cols: 3,
      }) +
      building(660, 400, 280, 240, { wall: "#fdfaf2", rows: 3, cols: 4 }) +
      water(W, H, 360, "#7a9a8c") +
      person(
        420,
        440,
        0.8,
        {
          skin: SKIN[1],
          hair: HAIR[0],
          hairStyle: "cap",
          accent: "#264653",
          top: "#e63946",
          bottom: "#1d3557",
          over: { kind: "vest", color: "#ffd60a" },
        },
        withArms(stand(), "hold"),
      ) +
      person(
        640,
        440,
        0.8,
        {
          skin: SKIN[3],
          hair: HAIR[0],
          hairStyle: "ponytail",
          top: "#e63946",
          bottom: "#1d3557",
          over: { kind: "vest", color: "#ffd60a" },
        },
        withArms(stand(), "wave"),
        { flip: true },
      ) +
      boat(480, 470, 1.1, "#f77f00") +
      box(470, 430, 70, 50, true) +
      waterPack(560, 432, 0.7) +
      person(
        870,
        372,
        0.7,
        { skin: SKIN[2], hair: HAIR[1], hairStyle: "long", top: "#8ecae6", bottom: "#023047" },
        withArms(stand(), "wave"),
        { flip: true },
      ),
  );
}

/** Volunteers handing out water and boxes from a van. */
export function supplies() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#b9d4ea", "#f2f6f9") +
      building(0, 420, 260, 250, { wall: "#f3e9d7", rows: 3, cols: 3 }) +
      building(680, 420, 280, 220, {
        wall: "#efe4cf",
        roofType: "gable",
        roof: "#b5533c",
        rows: 2,
        cols: 4,
      }) +
      rect(0, 420, W, H - 420, "#a9a9a9") +
      rect(0, 420, W, 18, "#cfcfcf") +
      van(360, 480, 1.05, "#ffffff", "heart") +
      box(520, 490, 90, 70, true) +
      box(560, 430, 70, 60, true) +
      waterPack(660, 495, 0.9) +
      person(
        600,
        510,
        1.05,
        {
          skin: SKIN[4],
          hair: HAIR[0],
          hairStyle: "short",
          top: "#ffbe0b",
          bottom: "#3a3a44",
          over: { kind: "vest", color: "#fb5607" },
        },
        withArms(stand(), "hold"),
      ) +
      person(
        780,
        515,
        1.0,
        { skin: SKIN[0], hair: HAIR[3], hairStyle: "bun", top: "#8338ec", bottom: "#3a0ca3" },
        withArms(walk(), "reach"),
        { flip: true },
      ) +
      person(
        870,
        515,
        0.62,
        { skin: SKIN[0], hair: HAIR[3], hairStyle: "short", top: "#3a86ff", bottom: "#1d3557" },
        walk(),
        { child: true, flip: true },
      ),
  );
}

const kit = {
  top: "#e63946",
  bottom: "#ffffff",
  legs: "shorts" as const,
  sleeves: "short" as const,
  shoes: "#1d3557",
};

/** The youth team in their new kit on the pitch, a goal behind them. */
export function footballTeam() {
  const d = new Defs();
  const players = [
    [150, SKIN[1], HAIR[4], "short"],
    [270, SKIN[3], HAIR[0], "curly"],
    [390, SKIN[0], HAIR[2], "ponytail"],
    [510, SKIN[2], HAIR[0], "side"],
    [630, SKIN[4], HAIR[0], "short"],
    [750, SKIN[1], HAIR[1], "bob"],
  ] as const;
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#8fcdf2", "#e9f6fd") +
      cloud(170, 70, 0.8) +
      cloud(780, 90, 1) +
      tree(60, 300, 0.8, "round", "#4f9150") +
      tree(920, 290, 0.9, "tall", "#5fa35a") +
      rect(0, 300, W, H - 300, "#6fbf5b") +
      [0, 1, 2, 3, 4, 5]
        .map((i) => rect(i * 160, 300, 80, 240, "#7cc866", 0, { opacity: 0.6 }))
        .join("") +
      goal(280, 330, 400, 130) +
      line(
        [
          [0, 330],
          [960, 330],
        ],
        "#ffffff",
        4,
        { opacity: 0.8 },
      ) +
      players
        .map(([x, skin, hair, style], i) =>
          person(
            x,
            500 - (i % 2) * 14,
            0.7,
            { ...kit, skin, hair, hairStyle: style },
            withArms(stand(), i % 3 === 1 ? "up" : i % 3 === 2 ? "wave" : "hips"),
            { child: true },
          ),
        )
        .join("") +
      ball(70, 505, 26) +
      person(
        880,
        520,
        1.05,
        {
          skin: SKIN[1],
          hair: HAIR[0],
          hairStyle: "cap",
          accent: "#1d3557",
          top: "#1d3557",
          bottom: "#1d3557",
          beard: true,
        },
        withArms(stand(), "hips"),
      ),
  );
}

/** The new kit laid out: shirts, boots and balls. */
export function newKit() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    rect(0, 0, W, H, d.linear("bench", ["#f1ede4", "#e2dccf"])) +
      [0, 1, 2, 3, 4, 5, 6].map((i) => rect(0, i * 80, W, 3, "#d6cfbf")).join("") +
      shirt(180, 300, 1.6, "#e63946", "#ffffff") +
      shirt(470, 280, 1.6, "#e63946", "#ffffff") +
      shirt(760, 300, 1.6, "#e63946", "#ffffff") +
      boot(200, 470, 1.3, "#1d3557") +
      boot(330, 480, 1.3, "#1d3557", true) +
      boot(620, 470, 1.3, "#ffbe0b") +
      ball(470, 450, 52) +
      ball(820, 460, 44),
  );
}

/** Neighbours at raised beds, sunflowers, the blocks of flats behind. */
export function communityGarden() {
  const d = new Defs();
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#a7d8f0", "#f6fbf7") +
      sun(d, 120, 80, 34) +
      building(300, 330, 150, 240, { wall: "#f0e4cf", rows: 5, cols: 3 }) +
      building(470, 330, 190, 280, { wall: "#e6d5b8", rows: 6, cols: 4 }) +
      building(680, 330, 150, 210, { wall: "#f4ead7", rows: 4, cols: 3 }) +
      rect(0, 330, W, H - 330, "#9ccc7a") +
      rect(0, 320, W, 14, "#b08968") +
      sunflower(60, 470, 1.2) +
      sunflower(110, 480, 1) +
      raisedBed(170, 470, 260, 6) +
      raisedBed(560, 480, 300, 9) +
      person(
        330,
        520,
        1.05,
        {
          skin: SKIN[3],
          hair: HAIR[5],
          hairStyle: "short",
          top: "#f4a261",
          bottom: "#3d405b",
          beard: true,
          over: { kind: "apron", color: "#2a9d8f" },
        },
        withArms(kneel(), "reach"),
      ) +
      wateringCan(520, 520, 1, "#e76f51") +
      person(
        700,
        525,
        1,
        { skin: SKIN[0], hair: HAIR[1], hairStyle: "bun", top: "#e9c46a", bottom: "#264653" },
        withArms(stand(), "hold"),
        { flip: true },
      ) +
      person(
        840,
        525,
        0.66,
        {
          skin: SKIN[0],
          hair: HAIR[4],
          hairStyle: "ponytail",
          top: "#ef476f",
          bottom: "#118ab2",
          legs: "shorts",
          sleeves: "short",
        },
        withArms(walk(), "up"),
        { child: true },
      ) +
      flowers(900, 530, 1, ["#ff6b6b", "#ffd166", "#c77dff"]) +
      bush(30, 530, 1),
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
      line(
        [
          [740, 470],
          [740, 270],
        ],
        "#4a4e69",
        6,
      ) +
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
      [222, 236, 250, 264]
        .map((y) =>
          line(
            [
              [700, y],
              [780, y],
            ],
            "#9a8c98",
            2,
          ),
        )
        .join("") +
      notes(160, 150, 1, "#7b2cbf"),
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
      line(
        [
          [600, 410],
          [960, 470],
        ],
        "#6b7280",
        6,
      ) +
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

/** Runners with numbers on the marathon's street, the cathedral's domes behind. */
export function marathon() {
  const d = new Defs();
  const runners = [
    [250, SKIN[1], HAIR[4], "ponytail", "#ff006e", "#3a0ca3"],
    [420, SKIN[3], HAIR[0], "short", "#3a86ff", "#1d3557"],
    [600, SKIN[0], HAIR[1], "bob", "#ffbe0b", "#264653"],
    [770, SKIN[4], HAIR[0], "curly", "#8338ec", "#2b2d42"],
  ] as const;
  return svg(
    W,
    H,
    d,
    sky(d, W, H, "#a3d5f5", "#f4fafd") +
      cloud(150, 70, 0.9) +
      domes(480, 320, 1.4) +
      tree(90, 340, 0.9, "round", "#5fa35a") +
      tree(880, 340, 1, "round", "#4f9150") +
      rect(0, 330, W, H - 330, "#9aa0a6") +
      rect(0, 330, W, 16, "#c7ccd1") +
      [0, 1, 2, 3, 4, 5]
        .map((i) => rect(40 + i * 170, 430, 90, 8, "#ffffff", 2, { opacity: 0.8 }))
        .join("") +
      runners
        .map(([x, skin, hair, style, top, bottom], i) =>
          person(
            x,
            505 - (i % 2) * 22,
            0.95,
            {
              skin,
              hair,
              hairStyle: style,
              top,
              bottom,
              legs: "shorts",
              sleeves: "short",
              bib: true,
            },
            run(),
          ),
        )
        .join("") +
      heartShape(880, 120, 26, "#ff006e"),
  );
}
