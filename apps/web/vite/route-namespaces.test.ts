import { describe, expect, it } from "vitest";
import {
  type BuiltChunk,
  namespacesInCode,
  namespacesOfChunk,
  waitingForNamespaces,
} from "./route-namespaces";

const known = new Set(["ui", "web.settings", "web.header", "forms.settings", "validation"]);

describe("namespacesInCode", () => {
  it("finds the namespaces of keys and of key prefixes in any quotes, once each", () => {
    const code = `t("web.settings.title");t('ui.close');t(\`forms.settings.\${field}.label\`);t("ui.open")`;
    expect(namespacesInCode(code, known).sort()).toEqual(["forms.settings", "ui", "web.settings"]);
  });

  it("ignores what is not a namespace of the dictionary", () => {
    const code = `import("./page.js");fetch("api.v2.thing");x="web.unknown.key";y="validation"`;
    expect(namespacesInCode(code, known)).toEqual([]);
  });
});

describe("namespacesOfChunk", () => {
  const chunks = new Map<string, BuiltChunk>([
    ["index.js", { code: `t("web.header.menu")`, imports: ["framework.js"] }],
    ["framework.js", { code: "react", imports: [] }],
    ["settings.js", { code: `t("web.settings.title")`, imports: ["index.js", "fields.js"] }],
    ["fields.js", { code: `t("forms.settings.bio");t("ui.save")`, imports: ["index.js"] }],
  ]);

  it("names the namespaces of the chunk and of every chunk it imports", () => {
    const { namespaces, chunks: read } = namespacesOfChunk("index.js", chunks, known);
    expect(namespaces).toEqual(["web.header"]);
    expect([...read].sort()).toEqual(["framework.js", "index.js"]);
  });

  it("leaves out the frame's chunks, whose namespaces are listed once for the frame", () => {
    const frame = namespacesOfChunk("index.js", chunks, known).chunks;
    expect(namespacesOfChunk("settings.js", chunks, known, frame).namespaces).toEqual([
      "forms.settings",
      "ui",
      "web.settings",
    ]);
  });
});

describe("waitingForNamespaces", () => {
  it("ends a chunk with a wait for its namespaces, which holds its import until they are there", async () => {
    const code = waitingForNamespaces("export const page = 1;", ["web.settings"]);
    expect(code).toContain('await globalThis.__cwDictionary?.(["web.settings"]);');
    const asked: string[][] = [];
    let arrive: () => void = () => {};
    globalThis.__cwDictionary = (namespaces) => {
      asked.push([...namespaces]);
      return new Promise((resolve) => (arrive = resolve));
    };
    let handed = false;
    const url = `data:text/javascript,${encodeURIComponent(code)}`;
    const imported = import(/* @vite-ignore */ url).then(() => (handed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([["web.settings"]]);
    expect(handed).toBe(false);
    arrive();
    await imported;
    expect(handed).toBe(true);
    globalThis.__cwDictionary = undefined;
  });

  it("leaves a chunk that reads no namespace as it is", () => {
    expect(waitingForNamespaces("export const x = 1;", [])).toBe("export const x = 1;");
  });
});
