// The query options of the content pages: a page's text in a language is a query like any other,
// so its loader puts it in the cache before the page renders (the server render waits for it and
// sends it in the page's state) and the page reads it from there; another language chosen in the
// footer is one more query.
import { DEFAULT_LOCALE, isLocale, type Locale } from "@causeway/i18n";
import { queryOptions } from "@tanstack/react-query";
import type { LoaderDeps } from "../../app/loader-context";
import type { ContentDoc } from "../../content/format";
import { loadContentFile } from "../../content/load";
import {
  type ContentPageId,
  SUCCESS_STORIES,
  SUCCESS_STORIES_FILE,
  type SuccessStory,
} from "../../content/pages";

const root = ["causeway", "content"] as const;

/** The language a loader loads text in: the server's choice, else the page's <html lang>. */
export function loaderLocale(deps: LoaderDeps): Locale {
  const given = deps.locale?.();
  if (given) return given;
  const shown = typeof document === "undefined" ? null : document.documentElement.lang;
  return isLocale(shown) ? shown : DEFAULT_LOCALE;
}

/** A content page's one document. */
export const contentPageQuery = (page: ContentPageId, locale: Locale) =>
  queryOptions({
    queryKey: [...root, page, locale] as const,
    queryFn: async (): Promise<ContentDoc> => {
      const [doc] = await loadContentFile(locale, page);
      if (!doc) throw new Error(`${locale}/${page} holds no document.`);
      return doc;
    },
    // Our own text does not change while the site is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export interface StorySummary extends SuccessStory {
  title: string;
  description: string;
}

export interface SuccessStories {
  /** The list page's own text. */
  index: ContentDoc;
  stories: StorySummary[];
}

const storiesFile = (locale: Locale) =>
  loadContentFile(locale, SUCCESS_STORIES_FILE).then(
    (docs) => new Map(docs.map((doc) => [doc.id, doc])),
  );

/** /success-stories: its text and every story's title and summary, in the list's order. */
export const successStoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...root, SUCCESS_STORIES_FILE, locale] as const,
    queryFn: async (): Promise<SuccessStories> => {
      const docs = await storiesFile(locale);
      const index = docs.get("index");
      if (!index) throw new Error(`${locale}/${SUCCESS_STORIES_FILE} has no index.`);
      const stories = SUCCESS_STORIES.flatMap((story) => {
        const doc = docs.get(story.id);
        return doc ? [{ ...story, title: doc.title, description: doc.description }] : [];
      });
      return { index, stories };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One success story's document (the story page), with the campaign it tells of, if any. */
export const successStoryQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: [...root, SUCCESS_STORIES_FILE, id, locale] as const,
    queryFn: async (): Promise<ContentDoc & { campaign: string | null }> => {
      const doc = (await storiesFile(locale)).get(id);
      const story = SUCCESS_STORIES.find((known) => known.id === id);
      if (!doc || !story || id === "index") throw new Error(`There is no success story "${id}".`);
      return { ...doc, campaign: story.campaign ?? null };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
