// Whole-page screenshots of the site compared with approved baselines (issue 32), reviewed like
// the stories' with `npm run review`. The files sit where Vitest's toMatchScreenshot puts a story's,
// so the review and its --accept read both alike (scripts/review/changed-screenshots.mjs):
// - baseline: test/journeys/__screenshots__/<test file>/<shot>-chromium-linux.png;
// - on a mismatch: .vitest/attachments/test/journeys/<test file>/<shot>-actual-chromium-linux.png,
//   and pixelmatch's difference beside it (`-diff-`) when the sizes agree;
// - no baseline yet: the new image as `-reference-` there, and the test fails until it is accepted.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import pixelmatch from "pixelmatch";
import type { Page } from "playwright";
import { PNG } from "pngjs";
import { PART_ATTRIBUTE, PART_HYDRATED, PART_READY } from "../../apps/web/src/app/deferred-part";

const root = join(import.meta.dirname, "..", "..");
const PLATFORM = "chromium-linux";
/** A pixel counts as changed past this YIQ distance (0..1); anti-aliased edges are never counted. */
const THRESHOLD = 0.1;

/**
 * Before the page is opened: notes each part of the page whose code comes and each React has
 * hydrated (deferred-part.ts's "part-ready" and "part-hydrated", heard on their way down to the
 * part's place), so settle() can wait until every part whose code came is hydrated.
 */
export async function watchParts(page: Page): Promise<void> {
  await page.addInitScript(
    ([ready, hydrated, attribute]) => {
      const loaded = new Set<EventTarget | null>();
      const done = new Set<EventTarget | null>();
      addEventListener(ready, (event) => loaded.add(event.target), true);
      addEventListener(hydrated, (event) => done.add(event.target), true);
      Object.assign(window, {
        partsHydrated: () => [...loaded].every((place) => done.has(place)),
        // A text React owns: in the page's frame, or in a part it has hydrated. One of a part
        // still as the server sent it is left alone (React compares it when it hydrates).
        ownedByReact: (node: Node) => {
          const place = node.parentElement?.closest(`[${attribute}]`);
          return !place || done.has(place);
        },
      });
    },
    [PART_READY, PART_HYDRATED, PART_ATTRIBUTE] as const,
  );
}

/**
 * Brings every part of the page in: scrolls it a screen at a time, so the sections and pictures
 * that load as they near the screen load, then waits for the network, for React to have hydrated
 * every part whose code came (watchParts), for the pictures and the fonts, and goes back to the
 * top.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  for (let y = 0; ; ) {
    const { height, screen } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      screen: window.innerHeight,
    }));
    if (y >= height) break;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState("networkidle");
    y += Math.floor(screen * 0.8);
  }
  // Nothing on the page is touched (pinDates) before React has made it its own.
  await page.waitForFunction(() =>
    (window as unknown as { partsHydrated: () => boolean }).partsHydrated(),
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const MONTHS =
  "January|February|March|April|May|June|July|August|September|October|November|December";
const SHORT = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec";
/** "August 9, 2026", "Dec 1, 2026" and "9 August 2026": the English dates the site writes. */
const DATE = new RegExp(
  `\\b(?:(${MONTHS}|${SHORT}) \\d{1,2}, \\d{4}|\\d{1,2} (${MONTHS}|${SHORT}) \\d{4})\\b`,
  "g",
);
/** "9:01 AM", "21:01": a time of day (a comment's, a message's). */
const TIME = /\b\d{1,2}:\d{2}(\s?[AP]M)?\b/g;

/**
 * `text` with every date in it written as 1 May 2026, in the date's own order ("May" is its long
 * and its short name alike, so whichever the page wrote, the pinned date is as wide every day),
 * and every time of day as 12:00 (12:00 PM where the page wrote AM or PM).
 */
export function pinDateText(text: string): string {
  return text
    .replace(DATE, (_whole, monthFirst?: string) => (monthFirst ? "May 1, 2026" : "1 May 2026"))
    .replace(TIME, (_whole, meridiem?: string) => `12:00${meridiem ? " PM" : ""}`);
}

/**
 * Writes every date on the page as 1 May 2026 and every time as 12:00 (pinDateText). The demo world is dated
 * relative to the moment the server starts (a donation "3 days ago"), so dates and times are what
 * differs on these pages from one run to the next; the rest, figures and names included,
 * must stay exactly as approved. Returns how many texts changed.
 */
export async function pinDates(page: Page): Promise<number> {
  // Only texts React owns already: a part whose code came late and that React has not hydrated
  // yet keeps the server's text (pinning it made React's hydration find other text, error 418:
  // the campaign's updates in the clean clones of 2026-12-07 and -08); the shot after it hydrates
  // pins it, and restingScreenshot waits for that one.
  const texts = await page.evaluate(() => {
    const owned = (window as unknown as { ownedByReact?: (node: Node) => boolean }).ownedByReact;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const all: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      all.push(!owned || owned(node) ? (node.nodeValue ?? "") : "");
    return all;
  });
  const pinned = texts.map((text) => pinDateText(text));
  const changes = pinned.flatMap((text, at) => (text === texts[at] ? [] : [[at, text] as const]));
  await page.evaluate((list) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Node[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    for (const [at, text] of list) {
      const node = nodes[at];
      if (node) node.nodeValue = text;
    }
  }, changes);
  return changes.length;
}

/**
 * The page's whole length as it rests: screenshots are taken until two in a row are the same
 * (as Playwright's own toHaveScreenshot waits), so nothing still loading or moving is approved.
 */
async function restingScreenshot(page: Page): Promise<Buffer> {
  // The dates are pinned again before each shot: a list React draws again after the first pinning
  // (the campaign's donations did, in two CI runs of 2026-12-07) writes its real dates back.
  const take = async () => {
    // A part whose code came late (after settle() looked) is hydrated before its dates are
    // touched: pinning its server text first made React's hydration find other text (error 418,
    // the campaign's donations in a clean clone of 2026-12-07).
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() =>
      (window as unknown as { partsHydrated: () => boolean }).partsHydrated(),
    );
    await pinDates(page);
    return page.screenshot({ fullPage: true, animations: "disabled", caret: "hide", scale: "css" });
  };
  let previous = await take();
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await take();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error("the page kept changing: five screenshots in a row differed");
}

export interface ShotResult {
  /** Pixels that differ (the whole image when the sizes differ); 0 when it matches. */
  changed: number;
  /** Why it failed, with what to do; null when it matches. */
  failure: string | null;
}

/** Where a test file's shots are kept and left, as Vitest keeps a story's (`repo`: its root). */
export function shotPaths(testFile: string, shot: string, repo = root) {
  const file = relative(repo, testFile);
  const left = join(repo, ".vitest", "attachments", file);
  return {
    baseline: join(
      dirname(testFile),
      "__screenshots__",
      basename(testFile),
      `${shot}-${PLATFORM}.png`,
    ),
    actual: join(left, `${shot}-actual-${PLATFORM}.png`),
    diff: join(left, `${shot}-diff-${PLATFORM}.png`),
    reference: join(left, `${shot}-reference-${PLATFORM}.png`),
    file,
  };
}

/** Compares `image` (a PNG) with the shot's baseline and leaves what the review needs. */
export function compareShot(
  testFile: string,
  shot: string,
  image: Buffer,
  repo = root,
): ShotResult {
  const paths = shotPaths(testFile, shot, repo);
  for (const left of [paths.actual, paths.diff, paths.reference]) rmSync(left, { force: true });
  const review = `Review it: npm run review; accept it: npm run review -- --accept ${paths.file}#${shot}`;
  if (!existsSync(paths.baseline)) {
    mkdirSync(dirname(paths.reference), { recursive: true });
    writeFileSync(paths.reference, image);
    return { changed: -1, failure: `${shot} has no approved baseline yet. ${review}` };
  }
  const taken = PNG.sync.read(image);
  const approved = PNG.sync.read(readFileSync(paths.baseline));
  const leave = (diff?: PNG) => {
    mkdirSync(dirname(paths.actual), { recursive: true });
    writeFileSync(paths.actual, image);
    if (diff) writeFileSync(paths.diff, PNG.sync.write(diff));
  };
  if (taken.width !== approved.width || taken.height !== approved.height) {
    leave();
    return {
      changed: taken.width * taken.height,
      failure: `${shot} is ${taken.width}×${taken.height} px, its baseline ${approved.width}×${approved.height} px. ${review}`,
    };
  }
  const diff = new PNG({ width: taken.width, height: taken.height });
  const changed = pixelmatch(approved.data, taken.data, diff.data, taken.width, taken.height, {
    threshold: THRESHOLD,
  });
  if (changed === 0) return { changed, failure: null };
  leave(diff);
  return { changed, failure: `${changed} pixels of ${shot} differ from its baseline. ${review}` };
}

/** The page at rest, its dates pinned, compared with the shot's baseline. */
export async function pageShot(page: Page, testFile: string, shot: string): Promise<ShotResult> {
  await settle(page);
  return compareShot(testFile, shot, await restingScreenshot(page));
}
