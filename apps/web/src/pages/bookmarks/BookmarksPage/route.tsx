import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import { BookmarksPage, bookmarksPageQuery } from "./BookmarksPage";

/** /bookmarks: the first page of the member's bookmarks, started beside the page's code. */
export async function loader({ context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  if (!deps.token()) return null;
  await prefetch(deps, [deps.queryClient.prefetchQuery(bookmarksPageQuery(0))]);
  return null;
}

export const Component = BookmarksPage;
