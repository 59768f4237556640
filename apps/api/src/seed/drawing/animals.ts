// The shelter's dogs, their kennels and bowls. Each stands on (x, y), `s` its scale.
import { shade } from "./look";
import { at, circle, ellipse, line, path, rect } from "./svg";

/** A dog sitting or standing, `coat` its colour, `patch` an ear and spot colour. */
export function dog(
  x: number,
  y: number,
  s: number,
  coat: string,
  patch: string,
  pose: "sit" | "stand" = "sit",
  flip = false,
) {
  const dark = shade(coat, -0.15);
  const eye = "#2b2320";
  const headPart =
    ellipse(0, -8, 34, 30, coat) +
    ellipse(0, 8, 20, 15, shade(coat, 0.25)) +
    ellipse(0, 0, 8, 6, eye) +
    circle(-13, -14, 4, eye) +
    circle(13, -14, 4, eye) +
    path("M-30 -30Q-46 -10 -36 16Q-24 6 -22 -22Z", patch) +
    path("M30 -30Q46 -10 36 16Q24 6 22 -22Z", patch) +
    path("M-6 14Q0 22 6 14", "none", {
      stroke: eye,
      "stroke-width": 3,
      "stroke-linecap": "round",
    }) +
    ellipse(0, 22, 5, 7, "#ef8a9a");
  let body: string;
  if (pose === "sit")
    body =
      path("M40 -20Q78 -30 70 -60", "none", {
        stroke: coat,
        "stroke-width": 10,
        "stroke-linecap": "round",
      }) +
      ellipse(8, -50, 48, 52, coat) +
      ellipse(-8, -40, 26, 34, shade(coat, 0.2)) +
      ellipse(34, -14, 30, 16, dark) +
      rect(-26, -50, 14, 50, coat, 7) +
      rect(-6, -50, 14, 50, coat, 7) +
      ellipse(-19, -3, 11, 6, dark) +
      ellipse(1, -3, 11, 6, dark) +
      ellipse(30, -52, 16, 20, patch, { opacity: 0.9 }) +
      at(-14, -104, 1, headPart);
  else
    body =
      path("M64 -78Q96 -100 88 -122", "none", {
        stroke: coat,
        "stroke-width": 10,
        "stroke-linecap": "round",
      }) +
      rect(-40, -40, 14, 40, dark, 7) +
      rect(40, -40, 14, 40, dark, 7) +
      ellipse(10, -70, 62, 34, coat) +
      rect(-30, -46, 14, 46, coat, 7) +
      rect(50, -46, 14, 46, coat, 7) +
      ellipse(26, -78, 20, 16, patch, { opacity: 0.9 }) +
      at(-56, -104, 1, headPart);
  return at(x, y, s, body, flip);
}

/** A dog's house with a pitched roof, insulated (a thick blanket in the door). */
export function kennel(x: number, y: number, s: number, wall: string, roof: string) {
  return at(
    x,
    y,
    s,
    rect(-80, -110, 160, 110, wall, 4) +
      line(
        [
          [-80, -80],
          [80, -80],
        ],
        shade(wall, -0.12),
        3,
      ) +
      line(
        [
          [-80, -45],
          [80, -45],
        ],
        shade(wall, -0.12),
        3,
      ) +
      path("M-100 -104L0 -180L100 -104Z", roof) +
      path("M-100 -104L0 -180L100 -104", "none", {
        stroke: shade(roof, -0.2),
        "stroke-width": 8,
        "stroke-linejoin": "round",
      }) +
      path("M-34 0V-50Q0 -86 34 -50V0Z", "#3b2f2a") +
      path("M-34 0V-24Q0 -34 34 -24V0Z", "#c1666b"),
  );
}

export const bowl = (x: number, y: number, s: number, color = "#2a9d8f") =>
  at(
    x,
    y,
    s,
    path("M-26 -18H26L18 0H-18Z", color) +
      ellipse(0, -18, 26, 6, shade(color, -0.25)) +
      ellipse(0, -20, 18, 3, "#a0673a"),
  );
