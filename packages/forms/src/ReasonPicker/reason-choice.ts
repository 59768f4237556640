// What a change of the reason checkboxes means under the 3-reason rule of 000 §5: the new list,
// and whether the user tried to add one more than allowed (the picker then says so politely).
import { toggleReason } from "@causeway/rules";

export interface ReasonChoice {
  selected: readonly number[];
  /** A 4th reason was ticked and ignored. */
  refused: boolean;
}

/** `next` is what the checkbox group proposes after one tick or untick. */
export function chooseReasons(current: readonly number[], next: readonly number[]): ReasonChoice {
  const added = next.find((id) => !current.includes(id));
  const removed = current.find((id) => !next.includes(id));
  const changed = added ?? removed;
  if (changed === undefined) return { selected: current, refused: false };
  const selected = toggleReason(current, changed);
  return { selected, refused: added !== undefined && selected === current };
}
