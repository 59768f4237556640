#!/usr/bin/env node
// QA's visual review (issue 32). After a test run in which screenshots differed from their
// baselines:
//   npm run review                          reg-cli's report of every changed or new shot:
//                                           test-results/visual-review/index.html
//   npm run review -- --accept <name…>      the new images become the baselines of the stories
//                                           named (a Storybook id "ui-button--primary", a title's
//                                           prefix "ui-button", "Button.stories.tsx#primary", or
//                                           one shot "…#primary-dark"), and only theirs
// `npm test` makes the report itself when a comparison failed (scripts/cw.mjs).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { changedScreenshots, selectShots } from "./changed-screenshots.mjs";

const STORYBOOK = process.env.STORYBOOK_URL ?? "http://localhost:6006";

/** Where a shot's images go in the report: by story id, else by its test file. */
const reportName = (shot) => `${shot.storyId ?? shot.file.replaceAll("/", "__")}/${shot.shot}.png`;

/**
 * How much a shot changed: its size before and after, and the pixels that differ at all when the
 * size is the same (reg-cli measures them but does not say). A new shot has no "before".
 */
export function changeOf(shot) {
  const actual = PNG.sync.read(readFileSync(shot.actual));
  const after = `${actual.width}×${actual.height}`;
  if (!shot.expected)
    return { before: null, after, pixels: null, percent: null, text: `new, ${after} px` };
  const expected = PNG.sync.read(readFileSync(shot.expected));
  const before = `${expected.width}×${expected.height}`;
  if (before !== after) {
    return { before, after, pixels: null, percent: null, text: `size ${before} → ${after} px` };
  }
  const pixels = pixelmatch(expected.data, actual.data, null, actual.width, actual.height, {
    threshold: 0,
  });
  const percent = Number(((pixels / (actual.width * actual.height)) * 100).toFixed(3));
  return { before, after, pixels, percent, text: `${pixels} px changed (${percent} %)` };
}

/**
 * Writes reg-cli's report of `shots` into `out` (expected/, actual/, diff/, index.html, reg.json)
 * and shots.json (each shot's story, link and baseline). Returns reg-cli's verdict per image.
 */
export function writeReport(root, shots, out = join(root, "test-results", "visual-review")) {
  rmSync(out, { recursive: true, force: true });
  for (const shot of shots) {
    const name = reportName(shot);
    for (const [folder, image] of [
      ["expected", shot.expected],
      ["actual", shot.actual],
    ]) {
      if (!image) continue;
      mkdirSync(dirname(join(out, folder, name)), { recursive: true });
      copyFileSync(image, join(out, folder, name));
    }
  }
  mkdirSync(join(out, "expected"), { recursive: true });
  mkdirSync(join(out, "actual"), { recursive: true });
  const regCli = createRequire(import.meta.url).resolve("reg-cli/dist/cli.js");
  const result = spawnSync(
    process.execPath,
    [
      regCli,
      join(out, "actual"),
      join(out, "expected"),
      join(out, "diff"),
      "--report",
      join(out, "index.html"),
      "--json",
      join(out, "reg.json"),
      // Every image here already failed Vitest's comparison: any pixel that differs is shown.
      "--matchingThreshold",
      "0",
      "--ignoreChange",
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) {
    throw new Error(`reg-cli failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  const list = shots.map((shot) => ({
    story: shot.storyId,
    file: shot.file,
    shot: shot.shot,
    theme: shot.theme,
    width: shot.width,
    isNew: shot.isNew,
    image: reportName(shot),
    storybook: shot.storyId ? `${STORYBOOK}/?path=/story/${shot.storyId}` : null,
    baseline: relative(root, shot.baseline),
    change: changeOf(shot),
  }));
  writeFileSync(join(out, "shots.json"), `${JSON.stringify(list, null, 2)}\n`);
  return { out, list };
}

/** Makes each shot's new image its baseline, and forgets its attachments. */
export function accept(shots) {
  for (const shot of shots) {
    mkdirSync(dirname(shot.baseline), { recursive: true });
    copyFileSync(shot.actual, shot.baseline);
    for (const left of [shot.actual, shot.diff]) if (left) rmSync(left, { force: true });
  }
}

function main(argv) {
  const root = join(import.meta.dirname, "..", "..");
  const shots = changedScreenshots(root);
  const at = argv.indexOf("--accept");
  if (at !== -1) {
    const names = argv.slice(at + 1);
    if (names.length === 0) {
      console.error("Name the stories to accept: npm run review -- --accept ui-button--primary");
      return 2;
    }
    const chosen = selectShots(shots, names);
    if (chosen.length === 0) {
      console.error(`No changed screenshot matches ${names.join(", ")}. Changed:`);
      for (const shot of shots) console.error(`  ${shot.storyId ?? shot.file} (${shot.shot})`);
      return 2;
    }
    accept(chosen);
    for (const shot of chosen) console.info(`accepted ${relative(root, shot.baseline)}`);
    console.info(`\n${chosen.length} baseline(s) replaced; ${shots.length - chosen.length} left.`);
    return 0;
  }
  if (shots.length === 0) {
    console.info("No screenshot differs from its baseline: nothing to review.");
    return 0;
  }
  const { out, list } = writeReport(root, shots);
  console.info(`\nVisual review: ${list.length} screenshot(s) changed or new.`);
  for (const item of list) {
    const where = item.storybook ?? item.file;
    console.info(`  ${item.image}: ${item.change.text}  ${where}`);
  }
  console.info(`\nOpen ${relative(process.cwd(), join(out, "index.html"))} in a browser.`);
  console.info("Accept a story's new images: npm run review -- --accept <story id>");
  return 0;
}

if (process.argv[1] === import.meta.filename) process.exit(main(process.argv.slice(2)));
