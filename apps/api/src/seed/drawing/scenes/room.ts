// What the campaign pictures share: their size (960 × 540, 16:9 as the site shows them) and a room
// to stand in.
import { type Defs, rect } from "../svg";

export const W = 960;
export const H = 540;

/** A room: a wall fading to white, a skirting board, a floor from `floorY` down. */
export function room(defs: Defs, wall: string, floor: string, floorY = 420) {
  return (
    rect(0, 0, W, floorY, defs.linear(`wall-${wall.slice(1)}`, [wall, "#ffffff"])) +
    rect(0, floorY - 12, W, 12, "#ffffff", 0, { opacity: 0.7 }) +
    rect(0, floorY, W, H - floorY, floor)
  );
}
