// The app starts after the page's first paint (issue 12). The server sends every public page
// readable, so the browser's first job is the HTML, the stylesheet, the font and the cover picture;
// the scripts only make the page interactive. In the built index.html the entry script and its
// modulepreload links become one <meta name="cw-app"> (the entry, and the files it imports); the
// deferred boot.js (public/boot.js) adds them to the page once it has painted, so on a phone's
// connection the app's 150 kB no longer take the bandwidth the first paint needs. The development
// server keeps its own module script: the plugin only changes the build.
import type { Plugin } from "vite";

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/** The built index.html with its module scripts named in a meta element instead of loaded. */
export function paintFirstHtml(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1]);
  if (entries.length !== 1) {
    throw new Error(`index.html has ${entries.length} module scripts, not one: update paint-first`);
  }
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const meta = `<meta name="cw-app" content="${entries[0]}" data-preload="${preloads.join(" ")}" />`;
  const boot = '<script defer src="/boot.js"></script>';
  if (!html.includes(boot)) throw new Error("index.html does not load /boot.js");
  return html.replace(ENTRY, "").replace(PRELOAD, "").replace(boot, `${meta}\n    ${boot}`);
}

export function paintFirst(): Plugin {
  return {
    name: "causeway-paint-first",
    apply: "build",
    transformIndexHtml: { order: "post", handler: paintFirstHtml },
  };
}
