/**
 * The browser every test runs in: Debian's Chromium headless shell, or CHROME_PATH.
 * `npm test` (scripts/cw.mjs) installs the shell when it is missing and sets CHROME_PATH; the story
 * and page screenshots are taken in it, so their baselines hold for it. It loaded the site's pages
 * 2–3 times faster than the full `chromium` of the same version on this machine (README,
 * "Performance").
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

/** Quiet, reproducible rendering: no GPU, no background traffic, no font hinting, sRGB colours. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--font-render-hinting=none",
  "--force-color-profile=srgb",
];
