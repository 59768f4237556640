import { campaignQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import { trendingPageQuery } from "./CategoryPage";

/** The categories (for the name) and the first trending page, in parallel, before the page renders. */
export const categoryLoader =
  (kind: "category" | "disease") =>
  async ({ params, context }: LoaderFunctionArgs) => {
    const deps = loaderDeps(context);
    const { queryClient } = deps;
    const slug = (kind === "category" ? params.category : params.disease) ?? "";
    await prefetch(deps, [
      queryClient.prefetchQuery(campaignQueries.categories()),
      queryClient.prefetchQuery(trendingPageQuery(kind, slug)(0)),
    ]);
    return null;
  };

/** /campaign/categories: the categories. */
export async function categoriesLoader({ context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  await prefetch(deps, [deps.queryClient.prefetchQuery(campaignQueries.categories())]);
  return null;
}
