import { configure } from "storybook/test";
import { afterEach, beforeAll, expect } from "vitest";
import { page } from "vitest/browser";

/**
 * Visual regression for every story: after the story has rendered and its play function has
 * passed, its root is compared with the baseline committed beside the stories file
 * (`__screenshots__/<file>/<story>-light-chromium-linux.png`). Stories opt out or widen the shot with
 * `parameters.screenshot`: `{ skip: true }`, `{ target: "page" }` for overlays rendered in a portal,
 * `{ target: "content" }` for a whole site page whose header and footer have stories of their own
 * (only its <main id="content"> is compared), `{ dark: true }` to compare the dark theme as well.
 */
interface ScreenshotParameters {
  skip?: boolean;
  target?: "root" | "page" | "content";
  dark?: boolean;
}

// findBy* and waitFor give up after 5 s instead of 1 s: decoding and encoding images, or a mock
// round trip, can take more than a second on a loaded 2-core CI machine. A story whose expected
// state never comes still fails.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  const style = document.createElement("style");
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
  const name = context.task.name.replace(/[^\w-]+/g, "-").toLowerCase();
  await expect.element(locator).toMatchScreenshot(`${name}-light`);
  if (options.dark) {
    document.documentElement.dataset.theme = "dark";
    try {
      await expect.element(locator).toMatchScreenshot(`${name}-dark`);
    } finally {
      document.documentElement.dataset.theme = "light";
    }
  }
});
