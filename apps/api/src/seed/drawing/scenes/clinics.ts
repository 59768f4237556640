// Oxygen for rural clinics: the van bringing concentrators, a patient breathing from one.

import { van } from "../aid";
import { building, windows } from "../buildings";
import { HAIR, SKIN } from "../look";
import { concentrator } from "../medical";
import { cloud, hills, sky, sun, tree } from "../nature";
import { person } from "../people";
import { sit, stand, walk, withArms } from "../poses";
import { Defs, path, rect, svg } from "../svg";
import { H, room, W } from "./room";

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
