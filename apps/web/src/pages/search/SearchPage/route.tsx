import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { kindPageQuery, overviewQuery, postsPageQuery, readSearch } from "../search-params";
import { SearchPage } from "./SearchPage";

/** The first page of what the URL searches for, in the cache before the page renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { words, kind } = readSearch(new URL(request.url).searchParams);
  if (!words) return null;
  const deps = loaderDeps(context);
  const { queryClient } = deps;
  const queries =
    kind === "campaigns" || kind === "users"
      ? [queryClient.prefetchQuery(kindPageQuery(words, kind)(0))]
      : kind === "posts"
        ? [queryClient.prefetchQuery(postsPageQuery(words)(0))]
        : [
            queryClient.prefetchQuery(overviewQuery(words)),
            queryClient.prefetchQuery(postsPageQuery(words)(0)),
          ];
  await prefetch(deps, queries);
  return null;
}

export const Component = SearchPage;

/** Results pages stay out of search engines (each is one visitor's words). */
export const handle: RouteHandle = {
  meta: ({ url, t }) => {
    const { words } = readSearch(url.searchParams);
    return {
      title: words ? t("web.search.title_for", { words }) : t("web.search.title"),
      description: t("web.meta.search_description"),
      noindex: true,
    };
  },
};
