// Animals and nature: Sofia's dog shelter, trees for Budapest, the Plovdiv community garden.

import { raisedBed, wateringCan } from "../aid";
import { bowl, dog, kennel } from "../animals";
import { building, chainBridge, windows } from "../buildings";
import { HAIR, SKIN } from "../look";
import { heartShape } from "../medical";
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
import { person } from "../people";
import { kneel, stand, walk, withArms } from "../poses";
import { Defs, path, rect, seg, svg } from "../svg";
import { H, room, W } from "./room";

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
      seg(600, 500, 640, 380, "#7a5236", 6) +
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
