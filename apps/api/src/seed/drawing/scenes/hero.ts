// The guest home's hero picture (apps/web/src/pages/home/hero.svg, written by draw.ts): a campaign
// on its card, its bar filling, donations arriving from people around the world. No words in it:
// the page says the words, in the visitor's language. Served as an SVG file (a few kB).
import { HAIR, type Look, SKIN } from "../look";
import { heartShape } from "../medical";
import { cloud, hills, tree } from "../nature";
import { person } from "../people";
import { stand, walk, withArms } from "../poses";
import { at, circle, Defs, ellipse, path, rect, seg, svg } from "../svg";

const W = 600;
const H = 480;
const BRAND = "#0f6a62";
const BRAND_LIGHT = "#7fd3c8";

/** A small face in a circle: the donor of a donation bubble. */
function face(x: number, y: number, skin: string, hair: string, ground: string) {
  return (
    circle(x, y, 17, ground) +
    circle(x, y + 3, 10, skin) +
    path(
      `M${x - 11} ${y + 1}C${x - 11} ${y - 12} ${x + 11} ${y - 12} ${x + 11} ${y + 1}Q${x} ${y - 6} ${x - 11} ${y + 1}Z`,
      hair,
    ) +
    circle(x - 4, y + 3, 1.3, "#2b2320") +
    circle(x + 4, y + 3, 1.3, "#2b2320")
  );
}

/** A donation arriving: a white pill with its donor, a line of text and a heart. */
function bubble(x: number, y: number, skin: string, hair: string, ground: string, width = 150) {
  return (
    rect(x + 3, y + 5, width, 46, "#0b3d39", 23, { opacity: 0.1 }) +
    rect(x, y, width, 46, "#ffffff", 23) +
    face(x + 24, y + 23, skin, hair, ground) +
    rect(x + 50, y + 14, width - 96, 8, "#334155", 4) +
    rect(x + 50, y + 27, width - 110, 6, "#cbd5e1", 3) +
    heartShape(x + width - 24, y + 23, 11, "#e5484d")
  );
}

/** The campaign's picture on the card: a parent and child walking in the park. */
function cardPicture(d: Defs, x: number, y: number, w: number, h: number) {
  const clip = `<clipPath id="card-picture"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12"/></clipPath>`;
  const child: Look = {
    skin: SKIN[1],
    hair: HAIR[3],
    hairStyle: "short",
    top: "#ffd166",
    bottom: "#457b9d",
    legs: "shorts",
    sleeves: "short",
  };
  const parent: Look = {
    skin: SKIN[3],
    hair: HAIR[0],
    hairStyle: "bun",
    top: "#e76f51",
    bottom: "#3d405b",
  };
  const scene =
    rect(x, y, w, h, d.linear("card-sky", ["#a9dcf3", "#eaf7fb"])) +
    circle(x + w - 40, y + 32, 16, "#ffe08a") +
    cloud(x + 60, y + 36, 0.45) +
    hills(w, y + h, y + 92, "#9ccf8c", 14, 3).replace(
      /^<path d="M0/,
      `<path transform="translate(${x} 0)" d="M0`,
    ) +
    tree(x + 30, y + h - 14, 0.38, "round", "#5fa35a") +
    tree(x + w - 26, y + h - 10, 0.42, "round", "#4f9150") +
    rect(x, y + h - 22, w, 22, "#7dbb6e") +
    person(x + 100, y + h - 10, 0.26, child, withArms(walk(), "wave"), { child: true }) +
    person(x + 130, y + h - 8, 0.32, parent, walk());
  return `<defs>${clip}</defs><g clip-path="url(#card-picture)">${scene}</g>`;
}

/** A globe with its continents and lines of longitude. */
function globe(x: number, y: number, r: number) {
  return at(
    x,
    y,
    1,
    circle(0, 0, r, "#cfeee8") +
      path(
        `M${-r * 0.7} ${-r * 0.35}Q${-r * 0.35} ${-r * 0.75} ${r * 0.05} ${-r * 0.55}Q${-r * 0.05} ${-r * 0.2} ${-r * 0.35} ${-r * 0.05}Q${-r * 0.6} ${r * 0.05} ${-r * 0.7} ${-r * 0.35}Z`,
        BRAND_LIGHT,
      ) +
      path(
        `M${r * 0.2} ${-r * 0.1}Q${r * 0.6} ${-r * 0.3} ${r * 0.75} ${r * 0.1}Q${r * 0.55} ${r * 0.55} ${r * 0.25} ${r * 0.45}Q${r * 0.05} ${r * 0.2} ${r * 0.2} ${-r * 0.1}Z`,
        BRAND_LIGHT,
      ) +
      path(
        `M${-r * 0.45} ${r * 0.35}Q${-r * 0.2} ${r * 0.3} ${-r * 0.15} ${r * 0.6}Q${-r * 0.4} ${r * 0.75} ${-r * 0.45} ${r * 0.35}Z`,
        BRAND_LIGHT,
      ) +
      ellipse(0, 0, r * 0.45, r, "none", { stroke: "#ffffff", "stroke-width": 2, opacity: 0.7 }) +
      seg(-r, 0, r, 0, "#ffffff", 2, { opacity: 0.7 }) +
      circle(0, 0, r, "none", { stroke: BRAND, "stroke-width": 3 }),
  );
}

export function hero() {
  const d = new Defs();
  const card = { x: 178, y: 56, w: 250, h: 336 };
  const dotted = {
    stroke: BRAND,
    "stroke-width": 2.5,
    "stroke-dasharray": "2 8",
    "stroke-linecap": "round",
    fill: "none",
    opacity: 0.55,
  };
  return svg(
    W,
    H,
    d,
    // The backdrop: a soft blob the picture stands on, light on the hero's tint in either theme.
    path(
      "M70 170C60 70 190 20 310 30C440 40 560 80 560 210C560 330 520 440 380 452C240 464 100 440 72 330C60 280 76 230 70 170Z",
      BRAND_LIGHT,
      { opacity: 0.35 },
    ) +
      globe(96, 104, 56) +
      path("M150 120Q170 60 230 50", "none", dotted) +
      path("M470 150Q520 110 540 60", "none", dotted) +
      // The campaign card, its picture, its name, its bar and its donate button.
      rect(card.x + 6, card.y + 10, card.w, card.h, "#0b3d39", 22, { opacity: 0.12 }) +
      rect(card.x, card.y, card.w, card.h, "#ffffff", 22) +
      cardPicture(d, card.x + 14, card.y + 14, card.w - 28, 150) +
      rect(card.x + 16, card.y + 182, 176, 12, "#1f2937", 6) +
      rect(card.x + 16, card.y + 202, 124, 9, "#94a3b8", 4.5) +
      rect(card.x + 16, card.y + 232, card.w - 32, 10, "#e2e8f0", 5) +
      rect(card.x + 16, card.y + 232, (card.w - 32) * 0.72, 10, BRAND, 5) +
      rect(card.x + 16, card.y + 254, 70, 8, "#334155", 4) +
      rect(card.x + card.w - 76, card.y + 254, 60, 8, "#cbd5e1", 4) +
      rect(card.x + 16, card.y + 280, card.w - 32, 40, BRAND, 20) +
      heartShape(card.x + card.w / 2, card.y + 300, 9, "#ffffff") +
      // Donations arriving from around the world.
      bubble(392, 100, SKIN[4], HAIR[0], "#ffd6a5") +
      bubble(414, 162, SKIN[0], HAIR[4], "#caffbf", 140) +
      bubble(398, 224, SKIN[2], HAIR[1], "#bde0fe") +
      heartShape(560, 56, 10, "#e5484d") +
      heartShape(532, 34, 6, "#f28b8f") +
      heartShape(150, 230, 8, "#f28b8f") +
      // Two of the people who care.
      person(
        104,
        462,
        0.62,
        { skin: SKIN[2], hair: HAIR[0], hairStyle: "curly", top: "#f4a261", bottom: "#264653" },
        withArms(stand(), "wave"),
      ) +
      rect(135, 227, 14, 24, "#1f2937", 3) +
      person(
        520,
        468,
        0.52,
        {
          skin: SKIN[0],
          hair: HAIR[3],
          hairStyle: "ponytail",
          top: BRAND_LIGHT,
          bottom: "#3d405b",
        },
        withArms(stand(), "hold"),
        { flip: true },
      ) +
      heartShape(520, 370, 12, "#e5484d"),
  );
}
