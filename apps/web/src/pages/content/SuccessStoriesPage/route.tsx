import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { loaderLocale, type SuccessStories, successStoriesQuery } from "../content-queries";
import { SuccessStoriesPage } from "./SuccessStoriesPage";

/** /success-stories: the page's text and every story's title and summary, before it renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  await prefetch(deps, [deps.queryClient.prefetchQuery(successStoriesQuery(loaderLocale(deps)))]);
  return null;
}

export const Component = SuccessStoriesPage;

export const handle: RouteHandle = {
  meta: ({ data, locale }) => {
    const stories = data<SuccessStories>(successStoriesQuery(locale));
    return stories ? { title: stories.index.title, description: stories.index.description } : {};
  },
};
