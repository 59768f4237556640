// A widget's screenshot against the baseline kept in test/host-apps/__screenshots__, compared as
// the story screenshots are (pixelmatch's algorithm through @blazediff/core, the comparator of
// Vitest's browser mode; threshold 0.2, at most 0.2 % of the pixels differing). One baseline per
// widget serves both hosts: a Vite and a webpack build of the same README must look the same.
// HOST_SCREENSHOTS=update rewrites the baselines (look at them before committing).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root } from "./hosts";

// pngjs and @blazediff/core come with @vitest/browser, which the repository has for its stories.
const fromVitestBrowser = createRequire(
  join(root, "node_modules", "@vitest", "browser", "package.json"),
);
interface Png {
  width: number;
  height: number;
  data: Uint8Array;
}
const { PNG } = fromVitestBrowser("pngjs") as {
  PNG: {
    new (size: { width: number; height: number }): Png;
    sync: { read(file: Buffer): Png; write(png: Png): Buffer };
  };
};
const { diff } = fromVitestBrowser("@blazediff/core") as {
  diff: (
    a: Uint8Array,
    b: Uint8Array,
    out: Uint8Array | undefined,
    width: number,
    height: number,
    options: { threshold: number },
  ) => number;
};

export const screenshotDir = join(import.meta.dirname, "__screenshots__");
const THRESHOLD = 0.2;
const ALLOWED_RATIO = 0.002;

/** null when the screenshot matches its baseline, else what is wrong (and the files to look at). */
export function compareWithBaseline(name: string, host: string, png: Buffer): string | null {
  mkdirSync(screenshotDir, { recursive: true });
  const baselinePath = join(screenshotDir, `${name}.png`);
  const actualPath = join(screenshotDir, `${name}-${host}-actual.png`);
  if (process.env.HOST_SCREENSHOTS === "update" && host === "vite") {
    writeFileSync(baselinePath, png);
    return null;
  }
  if (!existsSync(baselinePath)) {
    writeFileSync(actualPath, png);
    return `no baseline ${baselinePath}: the screenshot is in ${actualPath}; look at it, then run with HOST_SCREENSHOTS=update`;
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(actualPath, png);
    return `${name} in the ${host} host is ${actual.width}×${actual.height} px, its baseline ${expected.width}×${expected.height} px (see ${actualPath})`;
  }
  const out = new PNG({ width: actual.width, height: actual.height });
  const differing = diff(expected.data, actual.data, out.data, actual.width, actual.height, {
    threshold: THRESHOLD,
  });
  const allowed = ALLOWED_RATIO * actual.width * actual.height;
  if (differing <= allowed) return null;
  const diffPath = join(screenshotDir, `${name}-${host}-diff.png`);
  writeFileSync(actualPath, png);
  writeFileSync(diffPath, PNG.sync.write(out));
  return `${name} in the ${host} host differs from its baseline in ${differing} pixels (allowed ${Math.floor(allowed)}): see ${actualPath} and ${diffPath}`;
}
