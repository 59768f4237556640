import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  publishedMessages,
  underPrefix,
  WIDGET_NAMESPACES,
  widgetMessages,
  // @ts-expect-error: a plain .mjs build script without declarations
} from "../scripts/publish-locales.mjs";
import { LOCALES } from "./locales";

type Dictionary = Record<string, string>;

const root = join(import.meta.dirname, "..", "..", "..");
const packages = join(root, "packages");
const read = (locale: string): Dictionary =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "locales", `${locale}.json`), "utf8"));
const en = read("en");
const published: Dictionary = publishedMessages(en);
const widgets: Dictionary = widgetMessages(en);

/** The money widgets (what scripts/bench/widget-size.mjs measures) and the folder of each. */
const MONEY_WIDGETS: Record<string, string> = {
  DonateWidget: "DonateWidget",
  ProviderWithdrawalForm: "ProviderWithdrawalForm",
  OwnerWithdrawalForm: "OwnerWithdrawalForm",
  CampaignTransferForm: "CampaignTransferForm",
  WithdrawTypeChooser: "WithdrawTypeChooser",
  WithdrawCreatedModal: "WithdrawSuccessModals",
  WithdrawEditedModal: "WithdrawSuccessModals",
};

// ---------------------------------------------------------------------------------------------
// A regex-based import walker over the packages' sources: from a module and the names asked of it,
// through barrels (`export * from`, `export { x } from`) to the modules that declare them, then
// every import of those modules, transitively. A module is reached whole once any of its own
// exports is asked for; type-only imports are not followed.

interface Module {
  text: string;
  /** Runtime imports: the names taken, or "*" (namespace, side effect, dynamic import). */
  imports: { spec: string; names: string[] | "*" }[];
  /** Re-exports: exported name -> name in the target, or `star` for `export * from`. */
  reexports: { spec: string; names?: Map<string, string>; star?: true }[];
  /** What the module declares and exports itself. */
  locals: Set<string>;
}

/** Comments out: a key in a comment is not said. `//` after a colon or a quote is a URL. */
const stripComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:\\"'`])\/\/.*$/gm, "$1");

/** `a, type B, c as d` -> the names taken (a, c), type-only ones left out. */
function specifiers(list: string): [exported: string, original: string][] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => {
      const [original = "", alias] = part.split(/\s+as\s+/).map((name) => name.trim());
      return [alias ?? original, original];
    });
}

const modules = new Map<string, Module>();
function parse(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const text = stripComments(readFileSync(file, "utf8"));
  const module: Module = { text, imports: [], reexports: [], locals: new Set() };
  for (const m of text.matchAll(
    /^\s*import\s+(?!type\s)([\w$]+)?\s*,?\s*(\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*["']([^"']+)["']/gm,
  )) {
    const [, defaultName, clause = "", spec = ""] = m;
    if (clause.startsWith("*")) {
      module.imports.push({ spec, names: "*" });
      continue;
    }
    const names = specifiers(clause.slice(1, -1)).map(([, original]) => original);
    if (defaultName) names.push("default");
    module.imports.push({ spec, names });
  }
  for (const m of text.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) {
    module.imports.push({ spec: m[1] ?? "", names: "*" });
  }
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    module.imports.push({ spec: m[1] ?? "", names: "*" });
  }
  for (const m of text.matchAll(/^\s*export\s+(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    if (!m[1]) module.reexports.push({ spec: m[3] ?? "", names: new Map(specifiers(m[2] ?? "")) });
  }
  for (const m of text.matchAll(
    /^\s*export\s+\*\s*(?:as\s+([\w$]+)\s*)?from\s*["']([^"']+)["']/gm,
  )) {
    const spec = m[2] ?? "";
    module.reexports.push(m[1] ? { spec, names: new Map([[m[1], "*"]]) } : { spec, star: true });
  }
  for (const m of text.matchAll(
    /^\s*export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|enum|interface|type|namespace)\s+([\w$]+)/gm,
  )) {
    module.locals.add(m[1] ?? "");
  }
  if (/^\s*export\s+default\b/m.test(text)) module.locals.add("default");
  for (const m of text.matchAll(/^\s*export\s+\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const [exported] of specifiers(m[1] ?? "")) module.locals.add(exported);
  }
  modules.set(file, module);
  return module;
}

/** Our packages' workspace exports: `@causeway/ui` -> packages/ui/src/index.ts. */
const workspaceExports = new Map<string, { dir: string; exports: Record<string, unknown> }>();
for (const dir of readdirSync(packages)) {
  const manifest = join(packages, dir, "package.json");
  if (!existsSync(manifest)) continue;
  const pkg = JSON.parse(readFileSync(manifest, "utf8"));
  workspaceExports.set(pkg.name, { dir: join(packages, dir), exports: pkg.exports ?? {} });
}

/** The source module `spec` names from `from`; null for a bare import of another package. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith(".")) base = join(dirname(from), spec);
  else {
    const [, name = "", subpath = ""] = spec.match(/^(@causeway\/[^/]+)(\/.*)?$/) ?? [];
    const pkg = workspaceExports.get(name);
    const target = pkg?.exports[`.${subpath}`];
    if (!pkg || typeof target !== "string") return null;
    base = join(pkg.dir, target);
  }
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function exportsName(file: string, name: string, visiting = new Set<string>()): boolean {
  if (visiting.has(file)) return false;
  visiting.add(file);
  const module = parse(file);
  if (module.locals.has(name)) return true;
  return module.reexports.some((re) => {
    if (re.names) return re.names.has(name);
    const target = resolve(file, re.spec);
    return target !== null && exportsName(target, name, visiting);
  });
}

/** The modules the money widgets' index files reach. */
function reachableModules(entries: string[]): Set<string> {
  const reached = new Set<string>();
  const asked = new Set<string>();
  const reach = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const { spec, names } of parse(file).imports) {
      const target = resolve(file, spec);
      if (target) for (const name of names === "*" ? ["*"] : names) provide(target, name);
    }
  };
  const provide = (file: string, name: string) => {
    if (asked.has(`${file}#${name}`)) return;
    asked.add(`${file}#${name}`);
    const module = parse(file);
    if (name === "*" || module.locals.has(name)) reach(file);
    for (const re of module.reexports) {
      const target = resolve(file, re.spec);
      if (!target) continue;
      if (re.names) {
        for (const [exported, original] of re.names) {
          if (name === "*" || name === exported) provide(target, original);
        }
      } else if (name === "*" || (!module.locals.has(name) && exportsName(target, name))) {
        provide(target, name);
      }
    }
    // A name the walker cannot place (a pattern it does not read): the whole module, to be safe.
    if (name !== "*" && !exportsName(file, name)) reach(file);
  };
  for (const entry of entries) provide(entry, "*");
  return reached;
}

// ---------------------------------------------------------------------------------------------
// What the reached modules say: key literals ("forms.iban.label") and template keys
// (`donate.method.${method}`, read as every key of that shape).

const KEY_LITERAL = /["'`]((?:[a-z0-9_-]+\.)+[a-z0-9_-]+)["'`]/g;

function wordsOf(files: Iterable<string>) {
  const keys = new Map<string, string>(); // key -> a module that says it
  const templates = new Map<string, { file: string; keys: string[] }>();
  const all = Object.keys(en);
  for (const file of files) {
    const { text } = parse(file);
    const where = relative(root, file);
    for (const m of text.matchAll(KEY_LITERAL)) {
      const key = m[1] ?? "";
      if (key in en && !keys.has(key)) keys.set(key, where);
    }
    // `forms.documents_policy.${policy.case}.title`, and "withdraw.reason." + x.
    const shapes = [
      ...[...text.matchAll(/`([^`]*\$\{[^`]*)`/g)].map((m) => m[1] ?? ""),
      ...[...text.matchAll(/["'`]((?:[a-z0-9_-]+\.)+)["'`]/g)].map((m) => `${m[1]}\${}`),
    ];
    for (const shape of shapes) {
      const holes = shape.replace(/\$\{[^}]*\}/g, "\0");
      if (!/^[a-z0-9_-]+\.[a-z0-9_.\-\0]*$/.test(holes) || !holes.includes("\0")) continue;
      const parts = holes.split("\0").map((part) => part.replace(/[.-]/g, "\\$&"));
      const pattern = new RegExp(`^${parts.join(".+")}$`);
      const matched = all.filter((key) => pattern.test(key));
      // No key of that shape: not a dictionary key (a storage key such as `causeway.donate-draft.${id}`).
      if (matched.length) templates.set(shape, { file: where, keys: matched });
    }
  }
  return { keys, templates };
}

const entries = [...new Set(Object.values(MONEY_WIDGETS))].map((dir) =>
  join(packages, "forms", "src", dir, "index.ts"),
);
const reached = reachableModules(entries);
const said = wordsOf(reached);

/**
 * What the server answers the money widgets' requests with (donation, withdrawals, uploads, and
 * any request's parsing and validation), read from apps/api's sources, less what those files say
 * on requests no money widget makes.
 */
const apiSources = join(root, "apps", "api", "src");
/** The server's files on those requests, wherever a route's room puts them (routes/, services/, http/). */
const SERVER_FILE =
  /^(routes\/(donations|withdrawals|media)|services\/(withdraw|idempotency|donations)|http|input-edge|lib\/validate)/;
const SERVER_FILES = readdirSync(apiSources, { recursive: true })
  .map((file) => String(file).replaceAll("\\", "/"))
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && SERVER_FILE.test(file))
  .map((file) => `apps/api/src/${file}`);
const NOT_FOR_THE_WIDGETS = [
  "donation.certificate", // the certificate (a link DonateResult shows; the server's own page)
  "donation.thank_you", // the owner's thank-you e-mail to a donor
  "notification", // what the server tells the owner and the staff, in the site's notifications
];

describe("the money widgets' dictionary (locales/widgets/<code>.json)", () => {
  it("reaches the widgets' modules through barrels, @causeway/ui included, and not the others'", () => {
    for (const [widget, dir] of Object.entries(MONEY_WIDGETS)) {
      expect(exportsName(join(packages, "forms", "src", dir, "index.ts"), widget), widget).toBe(
        true,
      );
    }
    const files = [...reached].map((file) => relative(root, file));
    expect(files).toEqual(
      expect.arrayContaining([
        "packages/forms/src/IbanField/IbanField.tsx",
        "packages/forms/src/Uploader/Uploader.tsx",
        "packages/forms/src/WithdrawalFormParts/SubmitRow.tsx",
        "packages/rules/src/iban.ts",
        "packages/ui/src/components/Button/Button.tsx",
        "packages/ui/src/components/StatusIcon/StatusIcon.tsx",
      ]),
    );
    expect(files).not.toContain("packages/forms/src/CampaignForm/CampaignCreationForm.tsx");
    expect(files).not.toContain("packages/rules/src/campaign.ts");
    expect(files).not.toContain("packages/ui/src/components/RichTextEditor/RichTextEditor.tsx");
    expect(said.keys.size).toBeGreaterThan(150);
  });

  it("keeps every key the widgets' modules say", () => {
    const missing = [...said.keys].filter(([key]) => !(key in widgets));
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
  });

  it("keeps every key a template key of theirs can be (donate.method.<method>)", () => {
    expect(said.templates.size).toBeGreaterThan(0);
    const missing = [...said.templates].flatMap(([shape, { file, keys }]) =>
      keys
        .filter((key) => key in published && !(key in widgets))
        .map((key) => `${key} (${shape} in ${file})`),
    );
    expect(missing).toEqual([]);
  });

  it("keeps every key the server answers their requests with", () => {
    expect(SERVER_FILES).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/routes\/withdrawals/),
        "apps/api/src/routes/media.ts",
      ]),
    );
    const missing: string[] = [];
    for (const file of SERVER_FILES) {
      const text = stripComments(readFileSync(join(root, file), "utf8"));
      for (const m of text.matchAll(KEY_LITERAL)) {
        const key = m[1] ?? "";
        if (!(key in published) || key in widgets) continue;
        if (NOT_FOR_THE_WIDGETS.some((prefix) => underPrefix(key, prefix))) continue;
        missing.push(`${key} (${file})`);
      }
    }
    // The cost types GET /campaign/withdraw/reasons lists, which ReasonPicker translates.
    const migrations = join(root, "apps", "api", "migrations");
    const reasons = readdirSync(migrations)
      .filter((file) => file.endsWith(".sql"))
      .flatMap((file) => [
        ...readFileSync(join(migrations, file), "utf8").matchAll(
          /INSERT INTO withdraw_reasons[^;]*;/g,
        ),
      ])
      .flatMap((m) => [...m[0].matchAll(KEY_LITERAL)].map((key) => key[1] ?? ""));
    expect(reasons.length).toBeGreaterThan(0);
    missing.push(
      ...reasons.filter((key) => !(key in widgets)).map((key) => `${key} (withdraw_reasons)`),
    );
    expect(missing).toEqual([]);
  });

  it("names only prefixes that keep something", () => {
    const empty = (WIDGET_NAMESPACES as string[]).filter(
      (prefix) => !Object.keys(widgets).some((key) => underPrefix(key, prefix)),
    );
    expect(empty).toEqual([]);
  });

  it("has the same keys in all 14 languages, each a subset of the published dictionary", () => {
    const english = Object.keys(widgets);
    for (const locale of LOCALES) {
      const full: Dictionary = publishedMessages(read(locale));
      const own: Dictionary = widgetMessages(read(locale));
      expect(Object.keys(own), locale).toEqual(english);
      for (const [key, message] of Object.entries(own))
        expect(full[key], `${locale} ${key}`).toBe(message);
    }
    expect(LOCALES).toHaveLength(14);
  });

  it("is about half of the published dictionary", () => {
    const gzip = (messages: Dictionary) => gzipSync(JSON.stringify(messages), { level: 9 }).length;
    expect(gzip(widgets)).toBeLessThan(gzip(published) * 0.6);
  });
});
