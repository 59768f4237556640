#!/usr/bin/env node
// What an embedding team pays for each widget, measured on what npm would give it: the four
// packages are packed as published (`pnpm pack`, publishConfig applied) and unpacked into a
// throw-away node_modules, their dependencies linked at the versions the workspace resolved. Vite
// then builds, for production, a host entry that imports the widget from `@causeway/forms` and the
// widgets' English dictionary (`@causeway/i18n/locales/widgets/en.json`, what a host embedding only
// the money widgets loads); the figure is the gzip size of ALL the JavaScript beyond react and
// react-dom (our code, react-aria, zod … and the dictionary), and of the stylesheet. Each widget is
// measured again with the providers every host mounts once around its widgets (ApiProvider and
// createApiClient, I18nProvider, React Query's QueryClient): what a host's first widget costs.
// Budgets (issue 11): DonateWidget ≤ 45 kB, ProviderWithdrawalForm ≤ 70 kB, every withdrawal
// widget together ≤ 85 kB. The run fails when a widget or the group is over its budget and says by
// how much. Run after the packages' build.
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const root = join(import.meta.dirname, "..", "..");
const work = join(root, "node_modules", ".cache", "causeway-bench");
const KB = 1000;

const widgets = [
  { name: "DonateWidget", budget: 45 * KB },
  { name: "ProviderWithdrawalForm", budget: 70 * KB, group: "withdrawal" },
  { name: "OwnerWithdrawalForm", group: "withdrawal" },
  { name: "CampaignTransferForm", group: "withdrawal" },
  { name: "WithdrawTypeChooser", group: "withdrawal" },
  { name: "WithdrawCreatedModal", group: "withdrawal" },
  { name: "WithdrawEditedModal", group: "withdrawal" },
];
const groups = [
  {
    label: "withdrawal widgets together",
    budget: 85 * KB,
    members: widgets.filter((w) => w.group === "withdrawal").map((w) => w.name),
  },
];
const external = [/^react($|\/)/, /^react-dom($|\/)/];

/** Packs each package and unpacks it into work/host/node_modules, with its dependencies linked. */
function installPacked() {
  const host = join(work, "host");
  const packs = join(work, "packs");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(host, "node_modules", "@causeway"), { recursive: true });
  mkdirSync(packs, { recursive: true });
  for (const dir of ["i18n", "api-client", "rules", "ui", "forms"]) {
    const pkgDir = join(root, "packages", dir);
    const pack = spawnSync("pnpm", ["pack", "--pack-destination", packs, "--json"], {
      cwd: pkgDir,
      encoding: "utf8",
    });
    if (pack.status !== 0) throw new Error(`pnpm pack ${dir} failed:\n${pack.stderr}`);
    const tarball = JSON.parse(pack.stdout).filename;
    const target = join(host, "node_modules", "@causeway", dir);
    mkdirSync(target, { recursive: true });
    const untar = spawnSync("tar", ["-xzf", tarball, "-C", target, "--strip-components=1"]);
    if (untar.status !== 0) throw new Error(`tar ${tarball} failed`);
    const manifest = JSON.parse(readFileSync(join(target, "package.json"), "utf8"));
    const deps = { ...manifest.dependencies, ...manifest.peerDependencies };
    for (const dep of Object.keys(deps)) {
      if (dep.startsWith("@causeway/")) continue;
      const link = join(host, "node_modules", dep);
      if (existsSync(link)) continue;
      const resolved = join(pkgDir, "node_modules", dep);
      if (!existsSync(resolved)) continue; // an optional peer (msw) the workspace does not link
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(realpathSync(resolved), link, "dir");
    }
  }
  return host;
}

const host = installPacked();

/** What every host adds around any widget (the README's CausewayProviders and api.ts). */
const PROVIDERS = [
  `export { ApiProvider, createApiClient } from "@causeway/api-client";`,
  `export { I18nProvider } from "@causeway/i18n/react";`,
  `export { QueryClient } from "@tanstack/react-query";`,
];

/** The JS of the widgets `names` (none: the providers alone), with or without the providers. */
async function measure(names, withProviders) {
  const dir = join(host, `${names.join("+") || "providers"}${withProviders ? "+providers" : ""}`);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, "entry.js");
  const source = [
    ...(names.length ? [`export { ${names.join(", ")} } from "@causeway/forms";`] : []),
    `export { default as en } from "@causeway/i18n/locales/widgets/en.json";`,
    ...(withProviders ? PROVIDERS : []),
  ].join("\n");
  writeFileSync(entry, `${source}\n`);
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
    if (statSync(path).isDirectory() || !path.endsWith(".js")) continue;
    js += gzipSync(readFileSync(path), { level: 9 }).length;
  }
  return js;
}

/** The compiled stylesheet a host loads for any forms widget (ui primitives included). */
const css = gzipSync(
  readFileSync(join(host, "node_modules", "@causeway", "forms", "dist", "styles.css")),
  { level: 9 },
).length;

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const rows = [];
let over = 0;
const verdict = (js, budget) => {
  if (!budget) return "";
  if (js <= budget) return `within ${fmt(budget)}`;
  over++;
  return `OVER ${fmt(budget)} by ${fmt(js - budget)}`;
};
const providers = await measure([], true);
rows.push(["the providers and the dictionary alone", "", fmt(providers), fmt(css), ""]);
for (const widget of widgets) {
  const js = await measure([widget.name], false);
  const total = await measure([widget.name], true);
  rows.push([widget.name, fmt(js), fmt(total), fmt(css), verdict(js, widget.budget)]);
}
for (const group of groups) {
  const js = await measure(group.members, false);
  const total = await measure(group.members, true);
  rows.push([
    `${group.label} (${group.members.length})`,
    fmt(js),
    fmt(total),
    fmt(css),
    verdict(js, group.budget),
  ]);
}

console.info(
  "\nWidget cost for a host app, from the packed packages (gzip -9, beyond react + react-dom, the widgets' English dictionary included). Budgets (issue 11) are on the widget's own JS; the providers every host mounts once around its widgets (ApiProvider, createApiClient, I18nProvider, QueryClient) come on top\n",
);
console.info(["widget", "JS", "JS with the providers", "CSS", "budget (JS)"].join(" | "));
console.info("--- | --- | --- | --- | ---");
for (const row of rows) console.info(row.join(" | "));
process.exitCode = over ? 1 : 0;
