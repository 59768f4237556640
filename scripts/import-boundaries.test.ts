/**
 * The import rules of ARCHITECTURE.md are enforced by `lint:ci` (biome.json: `noRestrictedImports`
 * per room in `overrides`, `noImportCycles` for the whole repository). This test shows the check
 * failing: it writes deliberate violations into the rooms (a unique folder per run, removed in
 * afterAll even when a test fails), runs `biome ci` on them once, and expects each to be named
 * with its rule, while an allowed import next to them passes.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const tmp = `__boundary-check-${process.pid}-${randomUUID().slice(0, 8)}`;
const dirs = [
  "packages/ui/src",
  "packages/rules/src",
  "packages/forms/src",
  "apps/web/src",
  "apps/api/src",
].map((room) => `${room}/${tmp}`);

/** Each file, relative to the repository, and what it imports (formatted as Biome wants). */
const files: Record<string, string> = {
  // Upward: ui may import only @causeway/i18n.
  [`packages/ui/src/${tmp}/upward.ts`]:
    'import { DonateWidget } from "@causeway/forms";\n\nexport const widget = DonateWidget;\n',
  [`packages/ui/src/${tmp}/api.ts`]:
    'import { createApiClient } from "@causeway/api-client";\n\nexport const client = createApiClient;\n',
  // Into another workspace package by relative path (an app, and a sibling package).
  [`packages/ui/src/${tmp}/reach-app.ts`]: 'import "../../../../apps/web/src/main";\n',
  [`packages/ui/src/${tmp}/reach-package.ts`]: 'import "../../../forms/src/index";\n',
  // The rules import no workspace package and no React (zod and ibantools only).
  [`packages/rules/src/${tmp}/rules-client.ts`]:
    'import { createApiClient } from "@causeway/api-client";\n\nexport const client = createApiClient;\n',
  [`packages/rules/src/${tmp}/rules-react.ts`]:
    'import { useState } from "react";\n\nexport const state = useState;\n',
  // The server shares the rules, never the widget package.
  [`apps/api/src/${tmp}/widgets.ts`]:
    'import { DonateWidget } from "@causeway/forms";\n\nexport const widget = DonateWidget;\n',
  // A package importing an app.
  [`packages/forms/src/${tmp}/app.ts`]: 'import "@causeway/web";\n',
  // The apps never import each other's sources.
  [`apps/web/src/${tmp}/server.ts`]: 'import "@causeway/api";\n',
  [`apps/api/src/${tmp}/site.ts`]: 'import "../../../web/server/render";\n',
  // The server mounts the web app's page delivery by its name, and nothing else of the web app.
  [`apps/api/src/${tmp}/web-sources.ts`]: 'import "@causeway/web/src/main";\n',
  [`apps/api/src/${tmp}/page-delivery.ts`]:
    'import { createSite } from "@causeway/web/server";\n\nexport const site = createSite;\n',
  // A circle of two files.
  [`packages/ui/src/${tmp}/cycle-a.ts`]:
    'import { b } from "./cycle-b";\n\nexport const a = (): unknown => b;\n',
  [`packages/ui/src/${tmp}/cycle-b.ts`]:
    'import { a } from "./cycle-a";\n\nexport const b = (): unknown => a;\n',
  // Allowed: ui imports i18n.
  [`packages/ui/src/${tmp}/allowed.ts`]:
    'import { useTranslator } from "@causeway/i18n/react";\n\nexport const translator = useTranslator;\n',
};

interface Diagnostic {
  severity: string;
  category: string;
  message: string;
  location: { path: string };
}

let diagnostics: Diagnostic[] = [];
let status: number | null = null;

const removeAll = () => {
  for (const dir of dirs) rmSync(join(root, dir), { recursive: true, force: true });
};

beforeAll(() => {
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, file, ".."), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const run = spawnSync(
      join(root, "node_modules/.bin/biome"),
      ["ci", "--colors=off", "--reporter=json", "--max-diagnostics=none", ...dirs],
      { cwd: root, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    );
    status = run.status;
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
    diagnostics = report.diagnostics;
  } finally {
    removeAll();
  }
}, 120_000);

afterAll(removeAll);

const at = (name: string) =>
  diagnostics.filter((d) => d.location.path.endsWith(`${tmp}/${name}`)).map((d) => d.category);

describe("lint:ci's import rules", () => {
  it("fails the run", () => {
    expect(status).toBe(1);
  });

  it.each([
    ["upward.ts", "ui importing @causeway/forms"],
    ["api.ts", "ui importing @causeway/api-client"],
    ["reach-app.ts", "ui reaching into apps/web by relative path"],
    ["reach-package.ts", "ui reaching into packages/forms by relative path"],
    ["rules-client.ts", "rules importing @causeway/api-client"],
    ["rules-react.ts", "rules importing React"],
    ["widgets.ts", "apps/api importing @causeway/forms"],
    ["app.ts", "forms importing an app"],
    ["server.ts", "apps/web importing apps/api"],
    ["site.ts", "apps/api importing apps/web's sources by relative path"],
    ["web-sources.ts", "apps/api importing apps/web's sources by name"],
  ])("names %s (%s) with noRestrictedImports as an error", (name) => {
    expect(at(name)).toEqual(["lint/style/noRestrictedImports"]);
    const [found] = diagnostics.filter((d) => d.location.path.endsWith(`${tmp}/${name}`));
    expect(found?.severity).toBe("error");
  });

  it("names both files of a circle with noImportCycles as an error", () => {
    expect(at("cycle-a.ts")).toEqual(["lint/suspicious/noImportCycles"]);
    expect(at("cycle-b.ts")).toEqual(["lint/suspicious/noImportCycles"]);
    const cycles = diagnostics.filter((d) => d.category === "lint/suspicious/noImportCycles");
    expect(cycles.every((d) => d.severity === "error")).toBe(true);
  });

  it("passes an allowed import (ui importing @causeway/i18n)", () => {
    expect(at("allowed.ts")).toEqual([]);
  });

  it("passes apps/api importing the web app's page delivery by its name", () => {
    expect(at("page-delivery.ts")).toEqual([]);
  });

  it("reports nothing outside the files it wrote", () => {
    expect(diagnostics.filter((d) => !d.location.path.includes(tmp))).toEqual([]);
  });
});
