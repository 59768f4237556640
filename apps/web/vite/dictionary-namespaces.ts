// The site's dictionaries as namespace files (issue 12): every language's dictionary of
// @causeway/i18n cut into its namespaces (src/app/locale/namespaces.ts) and written to
// dist/assets/i18n/<build>/<locale>/<namespace>.json, <build> a hash of all of them (so the files
// are cached for a year, like the hashed scripts). The build's hash reaches the app as
// __CW_I18N_BUILD__. The dev server answers the same paths from the dictionaries as they are.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { splitByNamespace } from "../src/app/locale/namespaces";

function readDictionaries(dir: string): Record<string, Record<string, string>> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort();
  return Object.fromEntries(
    files.map((file) => [file.slice(0, -5), JSON.parse(readFileSync(join(dir, file), "utf8"))]),
  );
}

/** Every namespace of the site's dictionary (the English one holds every key). */
export function knownNamespaces(localesDir: string): Set<string> {
  const english = JSON.parse(readFileSync(join(localesDir, "en.json"), "utf8"));
  return new Set(Object.keys(splitByNamespace(english)));
}

export function dictionaryNamespaces(localesDir: string): Plugin {
  const dictionaries = readDictionaries(localesDir);
  const build = createHash("sha256")
    .update(JSON.stringify(dictionaries))
    .digest("hex")
    .slice(0, 10);
  return {
    name: "causeway-dictionary-namespaces",
    config: () => ({ define: { __CW_I18N_BUILD__: JSON.stringify(build) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.match(/^\/assets\/i18n\/[\w]+\/([a-z]{2})\/([^/?]+)\.json/);
        if (!match?.[1] || !match[2]) return next();
        const fresh = readDictionaries(localesDir)[match[1]];
        // Several namespaces asked for together (a,b,c.json) answer as one object, as the server's.
        const parts = fresh ? splitByNamespace(fresh) : {};
        const asked = decodeURIComponent(match[2]).split(",");
        if (!asked.every((namespace) => parts[namespace])) return next();
        const part = Object.assign({}, ...asked.map((namespace) => parts[namespace]));
        response.setHeader("Content-Type", "application/json");
        response.end(JSON.stringify(part));
      });
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const [locale, messages] of Object.entries(dictionaries)) {
        for (const [namespace, part] of Object.entries(splitByNamespace(messages))) {
          this.emitFile({
            type: "asset",
            fileName: `assets/i18n/${build}/${locale}/${namespace}.json`,
            source: JSON.stringify(part),
          });
        }
      }
    },
  };
}
