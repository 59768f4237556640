import { campaignQueries, userQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../app/loader-context";
import type { RouteHandle } from "../../app/meta/page-meta";
import { HomePage } from "./HomePage";
import { feedPageQuery, ownCampaignsQuery } from "./member-queries";

/**
 * / : a guest's featured campaigns and categories, or a member's user, first feed page and own
 * campaigns (the post creator's choice and the sidebar's shortcuts).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const { queryClient, token } = deps;
  await prefetch(
    deps,
    token()
      ? [
          queryClient
            .fetchQuery({ ...userQueries.me(), retry: false })
            .then((me) => queryClient.prefetchQuery(ownCampaignsQuery(me.id)))
            .catch(() => undefined),
          queryClient.prefetchQuery(feedPageQuery(0)),
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
