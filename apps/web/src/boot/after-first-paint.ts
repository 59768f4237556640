// The app starts after the page's first paint (issue 12): the server sends every public page
// readable, so a phone's first job is the HTML, the stylesheet, the font and the cover picture;
// the app's scripts only make the page answer. A browser that does not report paints starts two
// frames on; a tab in the background (no frames) at once; a page that paints nothing within a
// second.

export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === "hidden") {
    once();
    return;
  }
  document.addEventListener("visibilitychange", once, { once: true });
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => requestAnimationFrame(once));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    once();
  }).observe({ type: "paint", buffered: true });
  setTimeout(once, 1000);
}
