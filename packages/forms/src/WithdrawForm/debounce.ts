// The legacy form's submit click debounce (000 §9: 200 ms): clicks closer together than the window
// count once, and the action runs when the clicking has stopped for that long. A double click thus
// sends one request.

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call (the form unmounts or closes). */
  cancel: () => void;
}

export function debounce<A extends unknown[]>(
  action: (...args: A) => void,
  ms: number,
  timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = undefined;
      action(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
