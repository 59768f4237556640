import { data, type LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import type { ContentDoc } from "../../../content/format";
import { isSuccessStory } from "../../../content/pages";
import { loaderLocale, successStoryQuery } from "../content-queries";
import { SuccessStoryPage } from "./SuccessStoryPage";

/** /success-stories/:story: one of the twelve stories (any other name is the 404 page). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const story = params.story ?? "";
  if (!isSuccessStory(story)) throw data(null, { status: 404 });
  const deps = loaderDeps(context);
  await prefetch(deps, [
    deps.queryClient.prefetchQuery(successStoryQuery(story, loaderLocale(deps))),
  ]);
  return null;
}

export const Component = SuccessStoryPage;

export const handle: RouteHandle = {
  meta: ({ params, data: cached, locale }) => {
    const doc = cached<ContentDoc>(successStoryQuery(params.story ?? "", locale));
    return doc ? { title: doc.title, description: doc.description, type: "article" } : {};
  },
};
