import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

type Condition = string | { types?: string; default?: string };
type ExportTarget = string | { import?: Condition; default?: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * Vite aliases that make `@causeway/<name>[/sub]` resolve the way an installed package does: to
 * the files its `publishConfig.exports` names (dist/, compiled CSS), not to the sources the
 * workspace links. A host that imports through them sees exactly what npm would give it.
 */
export function publishedAliases(root: string): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const dir of readdirSync(join(root, "packages"))) {
    const manifest = JSON.parse(readFileSync(join(root, "packages", dir, "package.json"), "utf8"));
    const exports: Record<string, ExportTarget> = manifest.publishConfig?.exports ?? {};
    for (const [subpath, target] of Object.entries(exports)) {
      const imported = typeof target === "string" ? target : (target.import ?? target.default);
      const file = typeof imported === "object" ? imported.default : imported;
      if (!file) continue;
      const specifier = `${manifest.name}${subpath.slice(1)}`;
      const absolute = join(root, "packages", dir, file);
      if (specifier.includes("*")) {
        const [before, after] = specifier.split("*");
        aliases.push({
          find: new RegExp(`^${escapeRegExp(before ?? "")}(.+)${escapeRegExp(after ?? "")}$`),
          replacement: absolute.replace("*", "$1"),
        });
      } else {
        aliases.push({ find: new RegExp(`^${escapeRegExp(specifier)}$`), replacement: absolute });
      }
    }
  }
  return aliases;
}
