// The content files, each its own small chunk: a page loads its own text in its own language and
// nothing else (the build splits every ./<locale>/<file>.md into a module of its own).
import { DEFAULT_LOCALE, type Locale } from "@causeway/i18n";
import { type ContentDoc, parseContent } from "./format";

const files = import.meta.glob<string>("./*/*.md", { query: "?raw", import: "default" });

/** The content files there are, as `<locale>/<file>` (for the tests). */
export const contentFiles = (): string[] =>
  Object.keys(files).map((path) => path.replace(/^\.\//, "").replace(/\.md$/, ""));

/**
 * The documents of a content file in a language (English where the language lacks the file, which
 * a test forbids). Throws when neither exists.
 */
export async function loadContentFile(locale: Locale, file: string): Promise<ContentDoc[]> {
  const own = files[`./${locale}/${file}.md`];
  const load = own ?? files[`./${DEFAULT_LOCALE}/${file}.md`];
  if (!load) throw new Error(`There is no content file "${file}".`);
  return parseContent(await load(), `${own ? locale : DEFAULT_LOCALE}/${file}`);
}
