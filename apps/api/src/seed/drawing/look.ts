// What the people of the demo pictures look like: skin and hair colours, hair styles, clothes.

export const SKIN = ["#f7d7bd", "#eab68c", "#d39a6c", "#b27349", "#8a573a", "#5f3c27"] as const;

export const HAIR = ["#2a1c14", "#4b2e1e", "#7b4a2a", "#b5763c", "#dcb86f", "#a7a2a0"] as const;

export type HairStyle =
  | "short"
  | "side"
  | "long"
  | "bob"
  | "bun"
  | "ponytail"
  | "curly"
  | "bald"
  | "cap"
  | "scarf";

export interface Look {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  bottom: string;
  shoes?: string;
  sleeves?: "long" | "short";
  legs?: "trousers" | "shorts" | "skirt";
  /** A dress in the top's colour down to the knees. */
  dress?: boolean;
  /** A white coat (a doctor), scrubs (top and trousers alike, a V neck), a vest (a volunteer). */
  over?: { kind: "coat" | "vest" | "apron"; color?: string };
  /** A runner's number on the chest. */
  bib?: boolean;
  /** A second hair colour for a scarf or a cap. */
  accent?: string;
  beard?: boolean;
  glasses?: boolean;
  /** No face: seen from behind. */
  back?: boolean;
}

/** `hex` lighter (amount > 0) or darker (amount < 0). */
export const shade = (hex: string, amount: number) => {
  const v = Number.parseInt(hex.slice(1), 16);
  const f = (c: number) =>
    Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
  const r = f((v >> 16) & 255);
  const g = f((v >> 8) & 255);
  const b = f(v & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
};
