import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { compareShot, pinDateText } from "../../test/journeys/page-shot";
import { changedScreenshots, selectShots, storybookSanitize } from "./changed-screenshots.mjs";
import { accept, writeReport } from "./review.mjs";

/** A 6×6 white PNG, with its row `row` (if any) dark: a one-pixel-row change. */
function png(row?: number): Buffer {
  const image = new PNG({ width: 6, height: 6 });
  for (let y = 0; y < 6; y++) {
    for (let x = 0; x < 6; x++) {
      const at = (y * 6 + x) * 4;
      const value = y === row ? 40 : 255;
      image.data[at] = value;
      image.data[at + 1] = value;
      image.data[at + 2] = value;
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

function put(path: string, content: Buffer | string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const FOLDER = "packages/ui/src/components/Box";
const FILE = `${FOLDER}/Box.stories.tsx`;

/** A repository whose last run changed Box's "padded" (light) and "bordered" (dark) and added "fresh". */
function lastRun() {
  const root = mkdtempSync(join(tmpdir(), "cw-review-"));
  put(join(root, FILE), 'const meta = {\n  title: "UI/Box",\n  component: Box,\n};\n');
  const baseline = (shot: string) =>
    join(root, FOLDER, "__screenshots__/Box.stories.tsx", `${shot}-chromium-linux.png`);
  const attachment = (shot: string, kind: string) =>
    join(root, ".vitest/attachments", FILE, `${shot}-${kind}-chromium-linux.png`);
  for (const shot of ["padded-light", "padded-dark", "bordered-light", "bordered-dark"]) {
    put(baseline(shot), png());
  }
  put(attachment("padded-light", "actual"), png(2));
  put(attachment("padded-light", "diff"), png(2));
  put(attachment("bordered-dark", "actual"), png(4));
  put(attachment("bordered-dark", "diff"), png(4));
  // A story with no baseline yet: the run leaves only its new image.
  put(attachment("fresh-light", "reference"), png(1));
  return { root, baseline };
}

describe("the visual review (issue 32)", () => {
  it("finds each changed or new shot once, with its story's Storybook id and baseline", () => {
    const { root, baseline } = lastRun();
    const shots = changedScreenshots(root);
    expect(shots.map((shot) => [shot.storyId, shot.shot, shot.isNew])).toEqual([
      ["ui-box--bordered", "bordered-dark", false],
      ["ui-box--fresh", "fresh-light", true],
      ["ui-box--padded", "padded-light", false],
    ]);
    expect(shots[2]?.baseline).toBe(baseline("padded-light"));
    expect(shots[2]?.expected).toBe(baseline("padded-light"));
    expect(shots[1]?.expected).toBeNull();
    expect(storybookSanitize("Forms/IBAN field")).toBe("forms-iban-field");
  });

  it("writes reg-cli's report listing exactly the changed and new shots, with their images", () => {
    const { root } = lastRun();
    const { out, list } = writeReport(root, changedScreenshots(root), join(root, "report"));
    const reg = JSON.parse(readFileSync(join(out, "reg.json"), "utf8"));
    expect([...reg.failedItems].sort()).toEqual([
      "ui-box--bordered/bordered-dark.png",
      "ui-box--padded/padded-light.png",
    ]);
    expect(reg.newItems).toEqual(["ui-box--fresh/fresh-light.png"]);
    expect(reg.passedItems).toEqual([]);
    expect(existsSync(join(out, "diff", "ui-box--padded", "padded-light.png"))).toBe(true);
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain("<html");
    expect(list.find((item) => item.shot === "padded-light")?.storybook).toBe(
      "http://localhost:6006/?path=/story/ui-box--padded",
    );
    // The size of each change: one row of six pixels in a 6×6 shot; a new shot's own size.
    expect(list.find((item) => item.shot === "padded-light")?.change).toEqual({
      before: "6×6",
      after: "6×6",
      pixels: 6,
      percent: 16.667,
      text: "6 px changed (16.667 %)",
    });
    expect(list.find((item) => item.shot === "fresh-light")?.change.text).toBe("new, 6×6 px");
  });

  it("accepts only the stories named: their new images become the baselines, nothing else moves", () => {
    const { root, baseline } = lastRun();
    const shots = changedScreenshots(root);
    const chosen = selectShots(shots, ["ui-box--padded"]);
    expect(chosen.map((shot) => shot.shot)).toEqual(["padded-light"]);
    accept(chosen);
    expect(readFileSync(baseline("padded-light"))).toEqual(png(2));
    // Its attachments are gone (the image taken and the difference), the others' stay.
    expect(existsSync(chosen[0]?.actual ?? "")).toBe(false);
    expect(existsSync(chosen[0]?.diff ?? "")).toBe(false);
    expect(existsSync(shots[0]?.diff ?? "")).toBe(true);
    expect(readFileSync(baseline("bordered-dark"))).toEqual(png());
    expect(readFileSync(baseline("padded-dark"))).toEqual(png());
    expect(changedScreenshots(root).map((shot) => shot.shot)).toEqual([
      "bordered-dark",
      "fresh-light",
    ]);
    // One theme of a story by its file; a new story's image becomes its first baseline.
    accept(
      selectShots(changedScreenshots(root), ["Box.stories.tsx#bordered-dark", "ui-box--fresh"]),
    );
    expect(readFileSync(baseline("bordered-dark"))).toEqual(png(4));
    expect(readFileSync(baseline("fresh-light"))).toEqual(png(1));
    expect(readFileSync(baseline("bordered-light"))).toEqual(png());
    expect(changedScreenshots(root)).toEqual([]);
  });
});

describe("the site's page screenshots in the same review (issue 32)", () => {
  it("a page without a baseline fails, is listed as new, and accepting makes it pass", () => {
    const root = mkdtempSync(join(tmpdir(), "cw-pages-"));
    const file = join(root, "test/journeys/pages.test.ts");
    const first = compareShot(file, "home-390px", png(), root);
    expect(first.failure).toContain("home-390px has no approved baseline yet");
    expect(first.failure).toContain("--accept test/journeys/pages.test.ts#home-390px");
    expect(compareShot(file, "home-1280px", png(3), root).failure).not.toBeNull();
    const shots = changedScreenshots(root);
    expect(shots.map((shot) => [shot.story, shot.width, shot.theme, shot.isNew])).toEqual([
      ["home", "1280px", null, true],
      ["home", "390px", null, true],
    ]);
    // A page by its name takes both widths, as a story takes both themes.
    accept(selectShots(shots, ["pages.test.ts#home"]));
    const baseline = join(root, "test/journeys/__screenshots__/pages.test.ts");
    expect(readFileSync(join(baseline, "home-390px-chromium-linux.png"))).toEqual(png());
    expect(readFileSync(join(baseline, "home-1280px-chromium-linux.png"))).toEqual(png(3));
    expect(compareShot(file, "home-390px", png(), root)).toEqual({ changed: 0, failure: null });
    expect(changedScreenshots(root)).toEqual([]);
  });

  it("one pixel row moved fails with its count, and the report shows the page's images", () => {
    const root = mkdtempSync(join(tmpdir(), "cw-pages-"));
    const file = join(root, "test/journeys/pages.test.ts");
    put(
      join(root, "test/journeys/__screenshots__/pages.test.ts/post-390px-chromium-linux.png"),
      png(),
    );
    const moved = compareShot(file, "post-390px", png(5), root);
    expect(moved).toEqual({
      changed: 6,
      failure: expect.stringContaining("6 pixels of post-390px differ from its baseline"),
    });
    const shots = changedScreenshots(root);
    expect(shots.map((shot) => [shot.shot, shot.isNew, shot.diff !== null])).toEqual([
      ["post-390px", false, true],
    ]);
    const { out, list } = writeReport(root, shots, join(root, "report"));
    const reg = JSON.parse(readFileSync(join(out, "reg.json"), "utf8"));
    expect(reg.failedItems).toEqual(["test__journeys__pages.test.ts/post-390px.png"]);
    expect(list[0]?.storybook).toBeNull();
    // Taken again as approved: it passes and leaves nothing to review.
    expect(compareShot(file, "post-390px", png(), root).failure).toBeNull();
    expect(changedScreenshots(root)).toEqual([]);
  });

  it("pins the dates the site writes, whatever the day, and nothing else", () => {
    expect(pinDateText("Created on August 9, 2026")).toBe("Created on May 1, 2026");
    expect(pinDateText("Dec 12, 2027 · Help Maria")).toBe("May 1, 2026 · Help Maria");
    expect(pinDateText("Requested on 27 November 2026")).toBe("Requested on 1 May 2026");
    expect(pinDateText("May 30, 2026")).toBe(pinDateText("Jun 2, 2026"));
    expect(pinDateText("€10,800.00 raised of €25,000.00 · 10 donations")).toBe(
      "€10,800.00 raised of €25,000.00 · 10 donations",
    );
    expect(pinDateText("Request #6")).toBe("Request #6");
    expect(pinDateText("Lucía García · Dec 6, 2026, 9:01 AM")).toBe(
      "Lucía García · May 1, 2026, 12:00 PM",
    );
    expect(pinDateText("Sent at 21:07")).toBe("Sent at 12:00");
  });
});
