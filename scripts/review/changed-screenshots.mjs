// The screenshots a test run found changed (issue 32). Vitest's toMatchScreenshot, on a mismatch,
// leaves the image it took (and, when the sizes agree, the difference) in its attachments folder:
// `.vitest/attachments/<test file's folder>/<test file>/<shot>-actual-chromium-linux.png` (and
// `…-diff-…`); the image it compared with is the baseline beside the stories
// (`<folder>/__screenshots__/<file>/<shot>-chromium-linux.png`). A shot with no baseline at all
// leaves its new image there as `…-reference-…`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { sanitize, toId } from "storybook/internal/csf";

const SUFFIX = /-(reference|actual|diff)-(chromium-linux)\.png$/;

/** Storybook's sanitising of a title or a story's name into its id (its own, from storybook). */
export const storybookSanitize = sanitize;

/** The title a stories file gives its meta (`title: "UI/Button"`), or null. */
function storiesTitle(path) {
  if (!existsSync(path)) return null;
  const match = readFileSync(path, "utf8").match(/^\s*title:\s*["'`]([^"'`]+)["'`]/m);
  return match ? match[1] : null;
}

/**
 * Every changed or new shot under `attachments`, once per shot:
 * `{ key, file, shot, theme, story, storyId, title, baseline, expected, actual, diff, isNew }`
 * - `file`: the test file, relative to `root` ("packages/ui/src/components/Button/Button.stories.tsx");
 * - `shot`: the shot's name ("primary-light"), `theme` "light" or "dark" (or null), `story` its
 *   story's part of the name ("primary"); a page's shot ("home-390px") has its `width` ("390px")
 *   and its page for `story` ("home");
 * - `storyId`: Storybook's id ("ui-button--primary") when the file is a stories file with a title;
 * - `baseline`: where its approved image lives; `expected` the image it was compared with (the
 *   baseline, or null for a new shot); `actual` the image taken; `diff` Vitest's difference image
 *   (when the sizes agreed), or null.
 */
export function changedScreenshots(root, attachments = join(root, ".vitest/attachments")) {
  const shots = new Map();
  const found = existsSync(attachments) ? readdirSync(attachments, { recursive: true }) : [];
  for (const name of found) {
    const path = join(attachments, String(name));
    const match = path.match(SUFFIX);
    if (!match) continue;
    const [, kind, platform] = match;
    const fileDir = dirname(path);
    const file = relative(attachments, fileDir);
    const shot = path.slice(fileDir.length + 1).replace(SUFFIX, "");
    const key = `${file}#${shot}`;
    const entry = shots.get(key) ?? { key, file, shot, parts: {} };
    entry.parts[kind] = path;
    entry.platform = platform;
    shots.set(key, entry);
  }
  return [...shots.values()]
    .filter(({ parts }) => parts.actual || parts.reference)
    .map(({ key, file, shot, parts, platform }) => {
      const themed = shot.match(/^(.*)-(light|dark)$/);
      // A page of the site is shot at a width ("home-390px", test/journeys/page-shot.ts).
      const sized = shot.match(/^(.*)-(\d+px)$/);
      const story = themed?.[1] ?? sized?.[1] ?? shot;
      const title = file.endsWith(".stories.tsx") ? storiesTitle(join(root, file)) : null;
      const baseline = join(
        root,
        dirname(file),
        "__screenshots__",
        file.split("/").at(-1),
        `${shot}-${platform}.png`,
      );
      // A mismatch leaves the image taken; a shot without a baseline only its new image.
      const isNew = !parts.actual;
      return {
        key,
        file,
        shot,
        theme: themed ? themed[2] : null,
        width: sized ? sized[2] : null,
        story,
        title,
        storyId: title ? toId(title, story) : null,
        baseline,
        expected: isNew ? null : baseline,
        actual: isNew ? parts.reference : parts.actual,
        diff: parts.diff ?? null,
        isNew,
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The shots `names` point at: a Storybook id ("ui-button--primary"), a story's file and name
 * ("Button.stories.tsx#primary") or one shot ("…#primary-dark"), a stories file, or a title's
 * prefix ("ui-button"). Both themes of a named story go together, as both widths of a page
 * ("page-screenshots.test.ts#home").
 */
export function selectShots(shots, names) {
  return shots.filter((shot) =>
    names.some((name) => {
      const [file, part] = name.split("#");
      if (part !== undefined) {
        return (
          (shot.file === file || shot.file.endsWith(`/${file}`)) &&
          (shot.story === part || shot.shot === part)
        );
      }
      return (
        shot.storyId === name ||
        (shot.storyId !== null && shot.storyId.startsWith(`${name}--`)) ||
        shot.file === name ||
        shot.file.endsWith(`/${name}`)
      );
    }),
  );
}
