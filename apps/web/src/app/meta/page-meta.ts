// A page's metadata (issue 12, ARCHITECTURE "How a page is built"): each route may declare
// `handle.meta`, a function of the route's params, the URL, the translator and the query cache the
// loader filled. The server puts the result in the HTML's head (head-tags.ts); in the browser
// DocumentMeta keeps document.title and the description in step on client navigation. A route
// without a title of its own is named by its page's <h1>.

import type { Locale, Translate } from "@causeway/i18n";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Params, UIMatch } from "react-router";

export const SITE_NAME = "Causeway";

export interface PageMeta {
  /** The page's own title, without the site's name (the home page has none: the site's alone). */
  title?: string;
  description?: string;
  /** The picture a shared link shows (Open Graph, Twitter card): absolute or site-relative. */
  image?: string | null;
  /** Open Graph type: "article" for a campaign or a post, "profile" for a member, "website" otherwise. */
  type?: "website" | "article" | "profile";
  /** Private pages (a member's settings, an owner's dashboard) stay out of search engines. */
  noindex?: boolean;
}

export interface MetaArgs {
  params: Params;
  url: URL;
  locale: Locale;
  t: Translate;
  /** What the query cache holds for a query (what the loader fetched), if anything. */
  data: <T>(query: { queryKey: QueryKey }) => T | undefined;
  /** The text of the page's <h1> as rendered, if it has one yet. */
  heading?: string | undefined;
}

export type MetaFunction = (args: MetaArgs) => PageMeta;

/** A route's `handle`: `{ meta }` on any route module that names its page. */
export interface RouteHandle {
  meta?: MetaFunction;
}

/** The cache reader a meta function gets. */
export function cacheReader(queryClient: QueryClient): MetaArgs["data"] {
  return <T>(query: { queryKey: QueryKey }) => queryClient.getQueryData<T>(query.queryKey);
}

type Match = Pick<UIMatch<unknown, unknown>, "handle" | "params">;

/**
 * The meta of the matched routes, the deepest first: a page's own title and description win over
 * its layout's. A meta function that throws (data it expected is missing) counts as no meta.
 */
export function routeMeta(matches: readonly Match[], args: Omit<MetaArgs, "params">): PageMeta {
  const merged: PageMeta = {};
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (typeof meta !== "function") continue;
    let own: PageMeta;
    try {
      own = meta({ ...args, params: match.params });
    } catch {
      continue;
    }
    for (const [key, value] of Object.entries(own) as [keyof PageMeta, unknown][]) {
      if (merged[key] === undefined && value !== undefined) Object.assign(merged, { [key]: value });
    }
  }
  return merged;
}

/** The document's title: the page's, then the site's name. */
export function documentTitle(pageTitle: string | undefined): string {
  const title = pageTitle?.replace(/\s+/g, " ").trim();
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** The handle of a private page (a member's, an owner's, a donor's own result): no search engine. */
export const PRIVATE_PAGE: RouteHandle = { meta: () => ({ noindex: true }) };
