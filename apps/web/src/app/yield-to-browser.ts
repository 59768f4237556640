/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in
 * between: the app's start-up is several steps (read the server's state, build the router, load
 * the page's route code, hydrate), and run as one task they held the main thread for one long
 * stretch (Lighthouse's "total blocking time" counts every task's time over 50 ms). Uses
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * work), else a macrotask.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
