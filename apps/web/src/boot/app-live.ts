// The moment the app has taken over the server's page: its root route's first effect marks
// <html data-hydrated> (layout/RootRoute.tsx), once React has hydrated the page's frame. What the
// early handlers held (a form sent, fields typed) is given to the app then. The attribute is the
// whole contract between this script and the app: they share no module, so this script stays a
// couple of kilobytes that run before any of the app is there.
const LIVE = "data-hydrated";

/** Whether the app has taken over. */
export function isAppLive(root: HTMLElement = document.documentElement): boolean {
  return root.hasAttribute(LIVE);
}

/** Runs `listener` once the app has taken over (at once if it has). */
export function onAppLive(
  listener: () => void,
  root: HTMLElement = document.documentElement,
): void {
  if (isAppLive(root)) {
    listener();
    return;
  }
  new MutationObserver((_, observer) => {
    if (!isAppLive(root)) return;
    observer.disconnect();
    listener();
  }).observe(root, { attributes: true, attributeFilter: [LIVE] });
}
