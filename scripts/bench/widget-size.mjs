#!/usr/bin/env node
// What an embedding team pays for each widget: the gzip size of ALL the JavaScript a host app must
// load for it beyond react and react-dom (our code, react-aria, react-hook-form, zod … all counted),
// built for production by Vite from the published entry, and of the CSS it needs. Budgets from
// issue 4: the donate widget under 60 kB, the withdrawal widgets together under 100 kB.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const root = join(import.meta.dirname, "..", "..");
const work = join(root, "node_modules", ".cache", "causeway-bench");
const KB = 1000;

/** Each widget a team embeds, with the budget it must stay under (null: counted in a group). */
const widgets = [
  { name: "DonateWidget", budget: 60 * KB },
  { name: "ProviderWithdrawalForm", group: "withdrawal" },
  { name: "OwnerWithdrawalForm", group: "withdrawal" },
  { name: "CampaignTransferForm", group: "withdrawal" },
  { name: "WithdrawTypeChooser", group: "withdrawal" },
  { name: "WithdrawForm", group: "withdrawal" },
  { name: "WithdrawCreatedModal", folder: "WithdrawSuccessModals", group: "withdrawal" },
  { name: "WithdrawEditedModal", folder: "WithdrawSuccessModals", group: "withdrawal" },
];
const groups = {
  withdrawal: {
    budget: 100 * KB,
    label: "withdrawal widgets together",
    members: widgets.filter((w) => w.group === "withdrawal").map((w) => w.name),
  },
};
const external = [/^react($|\/)/, /^react-dom($|\/)/];

async function measure(names) {
  const dir = join(work, names.join("+"));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, "entry.js");
  writeFileSync(entry, `export { ${names.join(", ")} } from "@causeway/forms";\n`);
  await build({
    root: dir,
    logLevel: "error",
    configFile: false,
    build: {
      outDir: join(dir, "out"),
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: false,
      lib: { entry, formats: ["es"], fileName: "widget" },
      rolldownOptions: { external },
    },
    define: { "process.env.NODE_ENV": '"production"' },
  });
  let js = 0;
  for (const file of readdirSync(join(dir, "out"), { recursive: true })) {
    const path = join(dir, "out", String(file));
    if (statSync(path).isDirectory()) continue;
    const size = gzipSync(readFileSync(path), { level: 9 }).length;
    if (path.endsWith(".js")) js += size;
  }
  return { js, css: cssSize };
}

/** The compiled stylesheet a host loads for any forms widget (ui primitives included). */
const cssFile = join(root, "packages", "forms", "dist", "styles.css");
let cssSize = 0;
try {
  cssSize = gzipSync(readFileSync(cssFile), { level: 9 }).length;
} catch {
  console.warn(`No ${cssFile}: run the packages' build first to measure CSS.`);
}

/** Widgets the package exports today (an entry line per widget folder in src/index.ts). */
const entrySource = readFileSync(join(root, "packages", "forms", "src", "index.ts"), "utf8");
const available = widgets
  .map((w) => w.name)
  .filter((name) => {
    try {
      const dir = widgets.find((w) => w.name === name)?.folder ?? name;
      const folder = join(root, "packages", "forms", "src", dir);
      return statSync(folder).isDirectory() && entrySource.includes(`"./${dir}"`);
    } catch {
      return false;
    }
  });
const rows = [];
let over = 0;
for (const widget of widgets) {
  if (!available.includes(widget.name)) {
    rows.push([widget.name, "not built yet", "", ""]);
    continue;
  }
  const { js, css } = await measure([widget.name]);
  const verdict = widget.budget ? (js <= widget.budget ? "within" : "OVER") : "";
  if (verdict === "OVER") over++;
  rows.push([
    widget.name,
    fmt(js),
    fmt(css),
    widget.budget ? `${verdict} ${fmt(widget.budget)}` : "",
  ]);
}
for (const group of Object.values(groups)) {
  const members = group.members.filter((m) => available.includes(m));
  if (!members.length) continue;
  const { js, css } = await measure(members);
  const verdict = js <= group.budget ? "within" : "OVER";
  if (verdict === "OVER") over++;
  rows.push([
    `${group.label} (${members.length})`,
    fmt(js),
    fmt(css),
    `${verdict} ${fmt(group.budget)}`,
  ]);
}

function fmt(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}
console.info("\nWidget cost for a host app (gzip -9, beyond react + react-dom)\n");
console.info(["widget", "JS", "CSS", "budget"].join(" | "));
console.info("--- | --- | --- | ---");
for (const row of rows) console.info(row.join(" | "));
process.exitCode = over ? 1 : 0;
