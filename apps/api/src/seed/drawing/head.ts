// A face and its hair.
import { type Look, shade } from "./look";
import { circle, n, path, seg } from "./svg";

/** The head at (0, 0), radius r: the hair behind it (drawn before the body), and the head. */
export function head(look: Look, r: number): { behind: string; head: string } {
  const { hair, hairStyle, skin } = look;
  const behind: string[] = [];
  const front: string[] = [];
  const cap = `M${n(-r - 2)} ${n(-2)}C${n(-r - 2)} ${n(-r * 1.45)} ${n(r + 2)} ${n(-r * 1.45)} ${n(r + 2)} ${n(-2)}`;
  switch (hairStyle) {
    case "long":
      behind.push(
        path(
          `M${-r - 4} -4Q${-r - 8} ${r * 1.9} ${-r + 4} ${r * 2}H${r - 4}Q${r + 8} ${r * 1.9} ${r + 4} -4Z`,
          hair,
        ),
      );
      front.push(
        path(
          `${cap}Q${r * 0.3} ${-r * 0.55} ${-r * 0.5} ${-r * 0.4}Q${-r * 0.8} ${-r * 0.1} ${-r - 2} ${r * 0.5}Z`,
          hair,
        ),
      );
      break;
    case "bob":
      behind.push(
        path(
          `M${-r - 5} -4Q${-r - 7} ${r * 1.1} ${-r + 2} ${r * 1.05}H${r - 2}Q${r + 7} ${r * 1.1} ${r + 5} -4Z`,
          hair,
        ),
      );
      front.push(
        path(
          `${cap}Q${r * 0.2} ${-r * 0.75} ${-r * 0.9} ${-r * 0.25}Q${-r - 2} ${r * 0.2} ${-r - 2} ${r * 0.6}Z`,
          hair,
        ),
      );
      break;
    case "bun":
      behind.push(circle(0, -r * 1.12, r * 0.46, hair));
      front.push(path(`${cap}Q0 ${-r * 0.7} ${-r - 2} ${-2}Z`, hair));
      break;
    case "ponytail":
      behind.push(
        path(
          `M${r * 0.6} ${-r * 0.7}Q${r * 1.7} ${-r * 0.4} ${r * 1.25} ${r * 1.2}Q${r * 1.05} ${r * 0.3} ${r * 0.5} ${-r * 0.1}Z`,
          hair,
        ),
      );
      front.push(path(`${cap}Q0 ${-r * 0.8} ${-r - 2} ${-2}Z`, hair));
      break;
    case "curly":
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.95 + (i / 8) * 1.1);
        front.push(
          circle(Math.cos(a) * r * 0.92, Math.sin(a) * r * 0.85 - r * 0.12, r * 0.36, hair),
        );
      }
      behind.push(circle(0, -r * 0.35, r * 1.05, hair));
      break;
    case "side":
      front.push(
        path(
          `${cap}Q${r * 0.6} ${-r * 0.4} ${-r * 0.2} ${-r * 0.62}Q${-r * 0.7} ${-r * 0.5} ${-r - 2} ${r * 0.1}Z`,
          hair,
        ),
      );
      break;
    case "short":
      front.push(path(`${cap}Q${r * 0.4} ${-r * 0.62} ${-r - 2} ${-2}Z`, hair));
      break;
    case "cap": {
      const c = look.accent ?? "#e63946";
      front.push(
        path(`${cap}Z`, c),
        path(
          `M${-r * 0.2} ${-r * 0.28}Q${r * 0.9} ${-r * 0.42} ${r * 1.5} ${-r * 0.1}Q${r * 0.9} ${-r * 0.05} ${-r * 0.2} ${-r * 0.12}Z`,
          shade(c, -0.2),
        ),
      );
      break;
    }
    case "scarf": {
      const c = look.accent ?? "#f4a261";
      front.push(
        path(
          `M${-r - 3} ${r * 0.15}C${-r - 4} ${-r * 1.5} ${r + 4} ${-r * 1.5} ${r + 3} ${r * 0.15}Q0 ${-r * 0.55} ${-r - 3} ${r * 0.15}Z`,
          c,
        ),
        circle(r * 0.95, r * 0.1, r * 0.22, shade(c, -0.15)),
        path(
          `M${r * 0.95} ${r * 0.2}l${r * 0.35} ${r * 0.55}l${-r * 0.3} ${r * 0.05}Z`,
          shade(c, -0.15),
        ),
      );
      break;
    }
    default:
      break;
  }
  const face: string[] = [];
  if (!look.back) {
    const eye = "#2b2320";
    face.push(
      circle(-r * 0.36, r * 0.05, r * 0.085, eye),
      circle(r * 0.36, r * 0.05, r * 0.085, eye),
      path(
        `M${n(-r * 0.26)} ${n(r * 0.38)}Q0 ${n(r * 0.6)} ${n(r * 0.26)} ${n(r * 0.38)}`,
        "none",
        {
          stroke: eye,
          "stroke-width": n(r * 0.08),
          "stroke-linecap": "round",
        },
      ),
      circle(-r * 0.58, r * 0.33, r * 0.13, "#e8826f", { opacity: 0.35 }),
      circle(r * 0.58, r * 0.33, r * 0.13, "#e8826f", { opacity: 0.35 }),
    );
    if (look.beard)
      face.push(
        path(
          `M${-r * 0.9} ${r * 0.1}Q${-r * 0.8} ${r * 1.15} 0 ${r * 1.1}Q${r * 0.8} ${r * 1.15} ${r * 0.9} ${r * 0.1}Q${r * 0.5} ${r * 0.75} 0 ${r * 0.72}Q${-r * 0.5} ${r * 0.75} ${-r * 0.9} ${r * 0.1}Z`,
          hair,
        ),
      );
    if (look.glasses)
      face.push(
        circle(-r * 0.36, r * 0.05, r * 0.24, "none", {
          stroke: "#33302e",
          "stroke-width": n(r * 0.07),
        }),
        circle(r * 0.36, r * 0.05, r * 0.24, "none", {
          stroke: "#33302e",
          "stroke-width": n(r * 0.07),
        }),
        seg(-r * 0.12, r * 0.05, r * 0.12, r * 0.05, "#33302e", r * 0.07),
      );
  }
  const ears = [
    circle(-r * 0.98, r * 0.12, r * 0.16, shade(skin, -0.06)),
    circle(r * 0.98, r * 0.12, r * 0.16, shade(skin, -0.06)),
  ];
  return {
    behind: behind.join(""),
    head: [...ears, circle(0, 0, r, skin), ...face, ...front].join(""),
  };
}
