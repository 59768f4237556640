// People together: flood relief in Tarifa, the Łódź youth football team, the runners for Maria's son.

import { boat, box, van, waterPack } from "../aid";
import { building, domes } from "../buildings";
import { HAIR, SKIN } from "../look";
import { heartShape } from "../medical";
import { cloud, sky, tree, water } from "../nature";
import { person } from "../people";
import { ball, boot, goal, shirt } from "../play";
import { run, stand, walk, withArms } from "../poses";
import { Defs, rect, seg, svg } from "../svg";
import { H, W } from "./room";

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
      seg(0, 330, 960, 330, "#ffffff", 4, { opacity: 0.8 }) +
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
