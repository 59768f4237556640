// Maria's son learning to walk again: the rehabilitation room, the park, the therapy ball.

import { windows } from "../buildings";
import { HAIR, SKIN } from "../look";
import { heartShape, parallelBars, walker } from "../medical";
import { cloud, hills, sky, sun, tree, tufts } from "../nature";
import { person } from "../people";
import { kneel, sit, stand, walk, withArms } from "../poses";
import { circle, Defs, path, rect, svg } from "../svg";
import { H, room, W } from "./room";

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
