// Runs before the app (a deferred classic script: the Content-Security-Policy allows only our own
// files, no inline script). Until the app has taken over the page (html[data-hydrated], set by
// RootRoute), a form the browser submitted by itself would be a GET that puts its fields in the
// address (a password among them) and leaves the page: keep the visitor and what they typed here.
document.addEventListener(
  "submit",
  (event) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) event.preventDefault();
  },
  true,
);

// What the visitor types, picks or ticks before the app has taken over is theirs too: the app's
// first render sets each field to its own state (empty), so the last value of every field changed
// meanwhile is noted here and given back once html[data-hydrated] appears, as if typed again (the
// value through the element's own setter, then an input or change event for the app to read).
(() => {
  const changed = new Map();
  const note = (event) => {
    const field = event.target;
    if (document.documentElement.hasAttribute("data-hydrated")) return;
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
    )
      return;
    changed.set(field, { value: field.value, checked: "checked" in field ? field.checked : false });
  };
  document.addEventListener("input", note, true);
  document.addEventListener("change", note, true);
  const giveBack = () => {
    document.removeEventListener("input", note, true);
    document.removeEventListener("change", note, true);
    for (const [field, was] of changed) {
      // A chosen file stays chosen (and cannot be set by a script); a field may be gone.
      if (!field.isConnected || field.type === "file") continue;
      try {
        if (
          field instanceof HTMLInputElement &&
          (field.type === "checkbox" || field.type === "radio")
        ) {
          if (field.checked !== was.checked) field.click();
          continue;
        }
        if (field.value === was.value) continue;
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
        setter?.call(field, was.value);
        field.dispatchEvent(
          new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
        );
      } catch {
        // One field the page refuses leaves the others to be given back.
      }
    }
    changed.clear();
  };
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    giveBack();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
})();

// The app itself (vite/paint-first.ts): its entry and the files it imports, added once the page
// has painted its first content, so that paint never waits on them. A browser that does not report
// paints starts it two frames on; a tab in the background draws no frames and starts it at once;
// and a page that paints nothing starts it within a second.
(() => {
  const app = document.querySelector('meta[name="cw-app"]');
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (app.getAttribute("data-preload") ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = app.getAttribute("content");
    // The app's script could not be had (the site was updated since this page was sent, or the
    // connection dropped): the page stays readable, and says why nothing on it answers.
    script.addEventListener("error", () => {
      const notice = document.getElementById("cw-app-failed");
      if (!notice) return;
      notice.removeAttribute("hidden");
      notice.querySelector("button")?.addEventListener("click", () => location.reload());
    });
    document.head.append(script);
  };
  const paints = globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint");
  if (document.visibilityState === "hidden") start();
  else if (paints) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
    setTimeout(start, 1000);
  } else requestAnimationFrame(() => requestAnimationFrame(start));
  document.addEventListener("visibilitychange", start, { once: true });
})();
