// The moment the app has taken over the server's page: RootRoute's first effect, once React has
// hydrated the page's frame. What the early handlers held (a form sent, fields typed) is given to
// the app then. `html[data-hydrated]` says the same to a stylesheet or a test.
type Listener = () => void;

let live = false;
const listeners: Listener[] = [];

/** Called once by the app when its first render is on the page. */
export function markAppLive(root: HTMLElement = document.documentElement): void {
  if (live) return;
  live = true;
  root.removeAttribute("data-hydrating");
  root.setAttribute("data-hydrated", "");
  for (const listener of listeners.splice(0)) listener();
}

/** Whether the app has taken over. */
export function isAppLive(): boolean {
  return live;
}

/** Runs `listener` once the app has taken over (at once if it has). */
export function onAppLive(listener: Listener): void {
  if (live) listener();
  else listeners.push(listener);
}
