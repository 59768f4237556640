import { campaignQueries, FEED_PAGE_SIZE, postQueries, userQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../app/loader-context";
import type { RouteHandle } from "../../app/meta/page-meta";
import { HomePage } from "./HomePage";

/** / : a guest's featured campaigns and categories, or a member's user and first feed page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const { queryClient, token } = deps;
  await prefetch(
    deps,
    token()
      ? [
          queryClient.prefetchQuery({ ...userQueries.me(), retry: false }),
          queryClient.prefetchQuery(postQueries.feed({ offset: 0, limit: FEED_PAGE_SIZE })),
        ]
      : [
          queryClient.prefetchQuery(campaignQueries.featured()),
          queryClient.prefetchQuery(campaignQueries.categories()),
        ],
  );
  return null;
}

export const Component = HomePage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ description: t("web.meta.description") }),
};
