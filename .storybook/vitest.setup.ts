import { configure } from "storybook/test";
import { afterEach, beforeAll, expect } from "vitest";
import { page } from "vitest/browser";

/**
 * Visual regression for every story: after the story has rendered and its play function has
 * passed, its root is compared with the baseline committed beside the stories file
 * (`__screenshots__/<file>/<story>-light-chromium-linux.png`). Stories opt out or widen the shot with
 * `parameters.screenshot`: `{ skip: true }`, `{ target: "page" }` for overlays rendered in a portal,
 * `{ target: "content" }` for a whole site page whose header and footer have stories of their own
 * (only its <main id="content"> is compared), `{ dark: false }` to compare the light theme only
 * (every other story is compared in the dark theme too, `<story>-dark-chromium-linux.png`),
 * `{ fullHeight: true }` for a target taller than the test's viewport (a long text page): the viewport
 * grows to hold it for the shot, since what lies below the viewport is not painted (a shot cut at
 * the viewport's edge shows an unpainted white band, which the dark theme makes plain).
 */
interface ScreenshotParameters {
  skip?: boolean;
  target?: "root" | "page" | "content";
  dark?: boolean;
  fullHeight?: boolean;
}

// findBy* and waitFor give up after 5 s instead of 1 s: decoding and encoding images, or a mock
// round trip, can take more than a second on a loaded 2-core CI machine. A story whose expected
// state never comes still fails.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  // The story files of a project share one page (isolate: false in vitest.config.ts): one sheet.
  if (document.getElementById("no-motion")) return;
  const style = document.createElement("style");
  style.id = "no-motion";
  style.textContent = `*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition:none!important;caret-color:transparent!important}`;
  document.head.append(style);
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters: Record<string, unknown> } }).story;
  if (!story || context.task.result?.state === "fail") return;
  const options = (story.parameters.screenshot ?? {}) as ScreenshotParameters;
  if (options.skip) return;
  await document.fonts.ready;
  const storyRoot = [...document.querySelectorAll<HTMLElement>("[data-story-root]")].at(-1);
  const root =
    options.target === "page"
      ? document.body
      : options.target === "content"
        ? (storyRoot?.querySelector<HTMLElement>("main#content") ?? storyRoot)
        : storyRoot;
  const locator = page.elementLocator(root ?? document.body);
  // A site page's <main> stretches to fill the viewport below the header and above the footer;
  // for the shot it is as tall as what it holds, so the baseline does not depend on the height of
  // the viewport or of the footer (which earlier story files may leave different).
  const stretched = options.target === "content" && root?.matches("main") ? root : null;
  if (stretched) stretched.style.flexGrow = "0";
  const name = context.task.name.replace(/[^\w-]+/g, "-").toLowerCase();
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  let grown = false;
  if (options.fullHeight && root) {
    const bottom = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY) + 16;
    if (bottom > viewport.height) {
      grown = true;
      await page.viewport(viewport.width, bottom);
    }
  }
  // A tall shot takes a while to capture twice alike on a loaded machine.
  const shot = options.fullHeight ? { timeout: 20_000 } : {};
  // A target taller than the viewport is shot from the top of the page in both themes: where a
  // play function (or the light shot) left the scroll would otherwise decide what is framed.
  const tall = (root ?? document.body).getBoundingClientRect().height > window.innerHeight;
  if (tall) window.scrollTo(0, 0);
  // Both themes are compared even when the light one differs, so the visual review (issue 32:
  // `npm run review`) shows a change in each; the first difference then fails the story.
  let lightDiffers: unknown = null;
  try {
    try {
      await expect.element(locator).toMatchScreenshot(`${name}-light`, shot);
    } catch (error) {
      lightDiffers = error;
    }
    if (options.dark !== false) {
      document.documentElement.dataset.theme = "dark";
      if (tall) window.scrollTo(0, 0);
      try {
        // A locator names its element by what it says: made again, in case a live region
        // changed the text since the light shot.
        await expect
          .element(page.elementLocator(root ?? document.body))
          .toMatchScreenshot(`${name}-dark`, shot);
      } finally {
        document.documentElement.dataset.theme = "light";
      }
    }
    if (lightDiffers) throw lightDiffers;
  } finally {
    // The next story starts in the usual viewport (a taller one would stretch its page).
    if (grown) await page.viewport(viewport.width, viewport.height);
    if (stretched) stretched.style.flexGrow = "";
  }
  // Room for the tall shots' longer matcher; a shot of usual size still gives up after 5 s.
}, 60_000);
