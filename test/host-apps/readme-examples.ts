// The code examples of the package READMEs (packages/*/README.md), which the host apps are made of.
// A fenced block whose info string names a file (```tsx title="src/main.tsx"```) is that file of a
// host app; any other TypeScript or JavaScript block fails the test, so no example goes untested.
// A line `console.log(x); // → 1250` in a script example says what the script prints there.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

export interface Example {
  /** README and line, for messages: packages/forms/README.md:42 */
  where: string;
  lang: string;
  /** The host file the block is: src/main.tsx, scripts/money.ts … */
  title: string | null;
  code: string;
}

const CODE_LANGS = new Set(["ts", "tsx", "js", "jsx", "mjs", "cjs", "typescript", "javascript"]);

/** Every fenced block of every package README, in order. */
export function readmeExamples(root: string): Example[] {
  const examples: Example[] = [];
  const packages = join(root, "packages");
  for (const dir of readdirSync(packages).sort()) {
    const path = join(packages, dir, "README.md");
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      continue;
    }
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const open = lines[i]?.match(/^```(\w*)(.*)$/);
      if (!open) continue;
      const start = i;
      const body: string[] = [];
      while (++i < lines.length && !lines[i]?.startsWith("```")) body.push(lines[i] ?? "");
      examples.push({
        where: `${relative(root, path)}:${start + 1}`,
        lang: open[1] ?? "",
        title: open[2]?.match(/title="([^"]+)"/)?.[1] ?? null,
        code: `${body.join("\n")}\n`,
      });
    }
  }
  return examples;
}

/** The host files the examples make, by path; throws on an untitled code block or a path twice. */
export function hostFiles(examples: Example[]): Map<string, Example> {
  const files = new Map<string, Example>();
  const problems: string[] = [];
  for (const example of examples) {
    if (!example.title) {
      if (CODE_LANGS.has(example.lang)) {
        problems.push(
          `${example.where}: a ${example.lang} example without title="<file>" is not compiled or run by any host; name the file it is`,
        );
      }
      continue;
    }
    const earlier = files.get(example.title);
    if (earlier) problems.push(`${example.where}: ${example.title} is also ${earlier.where}`);
    files.set(example.title, example);
  }
  if (problems.length) throw new Error(`README examples:\n${problems.join("\n")}`);
  return files;
}

/** What a script example says it prints: the `// → …` comment of each line that has one. */
export function expectedOutput(code: string): string[] {
  return code
    .split("\n")
    .map((line) => line.match(/\/\/ → (.*)$/)?.[1]?.trim())
    .filter((line): line is string => line !== undefined);
}
