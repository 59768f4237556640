// Which namespaces of the dictionary a chunk loaded later reads (issue 12). A server-rendered page
// brings only the namespaces it used; a page the visitor then goes to, or a dialog they open, would
// be drawn with blank labels until its namespaces arrive. The build names them: every chunk the app
// imports on demand (a route's page, a lazy part) ends with
//   await globalThis.__cwDictionary?.(["web.settings", …]);
// so the import resolves only once the namespaces its code reads (and the chunks it imports) are
// there; main.tsx supplies the function (chunk-messages.ts). The app's chunk (main.tsx) starts by
// naming the site's frame's namespaces (header, footer, error pages): `globalThis.__cwShellNamespaces`.
import type { Plugin } from "vite";
import { namespaceOf } from "../src/app/locale/namespaces";

/** A key, or the start of one, in quotes: "web.settings.title", `forms.error.${code}`. */
const KEY_LITERAL = /["'`]([a-z][a-z0-9_]*(?:\.[A-Za-z0-9_]+)+)/g;

/** The namespaces of `known` that the code names a key of. */
export function namespacesInCode(code: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(KEY_LITERAL)) {
    const namespace = namespaceOf(match[1] ?? "");
    if (known.has(namespace)) found.add(namespace);
  }
  return [...found];
}

/** A chunk of the build as far as this plugin reads it. */
export interface BuiltChunk {
  code: string;
  /** The chunks it imports statically (they load with it). */
  imports: readonly string[];
}

/**
 * The namespaces named in a chunk and every chunk it imports statically, but for the chunks in
 * `skip` (the site's frame, loaded with the page: its namespaces are listed once, for the frame).
 */
export function namespacesOfChunk(
  fileName: string,
  chunks: ReadonlyMap<string, BuiltChunk>,
  known: ReadonlySet<string>,
  skip: ReadonlySet<string> = new Set(),
): { namespaces: string[]; chunks: Set<string> } {
  const found = new Set<string>();
  const visited = new Set<string>();
  const queue = [fileName];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const chunk = chunks.get(file);
    if (visited.has(file) || skip.has(file) || !chunk) continue;
    visited.add(file);
    for (const namespace of namespacesInCode(chunk.code, known)) found.add(namespace);
    queue.push(...chunk.imports);
  }
  return { namespaces: [...found].sort(), chunks: visited };
}

const isJson = (id: string | null) => id?.endsWith(".json") ?? false;

/** The globals the built chunks use (read and set by src/app/locale/chunk-messages.ts). */
export const SHELL_NAMESPACES_GLOBAL = "__cwShellNamespaces";
export const DICTIONARY_LOADER_GLOBAL = "__cwDictionary";

/** A deferred chunk's code, made to wait for the namespaces it reads before it is handed over. */
export function waitingForNamespaces(code: string, namespaces: readonly string[]): string {
  if (namespaces.length === 0) return code;
  return `${code}\nawait globalThis.${DICTIONARY_LOADER_GLOBAL}?.(${JSON.stringify(namespaces)});\n`;
}

export function routeNamespaces(known: ReadonlySet<string>): Plugin {
  return {
    name: "causeway-route-namespaces",
    apply: "build",
    // Once every chunk is final (tree-shaken, minified): a chunk's name already changes with its
    // code and its imports' names, so what is added here needs no hash of its own.
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunks = new Map<string, BuiltChunk>();
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === "chunk")
          chunks.set(file, { code: output.code, imports: output.imports });
      }
      // The app (main.tsx, which boot.ts imports once the page has painted) and what it imports
      // statically are the site's frame: loaded with every page.
      const apps = Object.values(bundle).filter(
        (output) => output.type === "chunk" && output.facadeModuleId?.endsWith("/src/main.tsx"),
      );
      const [entry] = apps;
      if (apps.length !== 1 || entry?.type !== "chunk") {
        throw new Error(`the build has ${apps.length} chunks of src/main.tsx, not one`);
      }
      const shell = namespacesOfChunk(entry.fileName, chunks, known);
      entry.code = `globalThis.${SHELL_NAMESPACES_GLOBAL}=${JSON.stringify(shell.namespaces)};\n${entry.code}`;
      for (const output of Object.values(bundle)) {
        // Never a chunk the app starts with (the wait would hold the start), nor a language's whole
        // dictionary (it names every namespace and needs none).
        if (output.type !== "chunk" || !output.isDynamicEntry) continue;
        if (shell.chunks.has(output.fileName) || isJson(output.facadeModuleId)) continue;
        const { namespaces } = namespacesOfChunk(output.fileName, chunks, known, shell.chunks);
        output.code = waitingForNamespaces(output.code, namespaces);
      }
    },
  };
}
