import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { campaignLoader } from "../campaign-loader";
import { campaignMeta } from "../campaign-meta";
import { campaignPageQuery } from "../useCampaignPage";
import { CampaignPage } from "./CampaignPage";
import {
  campaignDonationsPageQuery,
  campaignPostsPageQuery,
  inFavourQuery,
} from "./campaign-sections";

/**
 * /campaign/:campaign: the campaign (the owner goes to the dashboard, campaignLoader), then its
 * first page of updates and of donations and the campaigns in its favour, so the server renders
 * the whole page with its data. The campaign is read once (a read counts a visit, README.md).
 */
export async function loader(args: LoaderFunctionArgs) {
  const result = await campaignLoader(args);
  const deps = loaderDeps(args.context);
  const { queryClient } = deps;
  const query = campaignPageQuery(args.params.campaign ?? "");
  // Already failed (a 404 the server waited for): not asked again.
  if (queryClient.getQueryState(query.queryKey)?.status === "error") return result;
  const sections = queryClient
    .ensureQueryData(query)
    .then((campaign) =>
      campaign.deleted
        ? undefined
        : Promise.all([
            queryClient.prefetchQuery(campaignPostsPageQuery(campaign.id)(0)),
            queryClient.prefetchQuery(campaignDonationsPageQuery(campaign.id)(0)),
            queryClient.prefetchQuery(inFavourQuery(campaign.id)),
          ]),
    )
    // An unknown campaign is the page's not-found, a failed one its error: nothing to start.
    .catch(() => undefined);
  await prefetch(deps, [sections]);
  return result;
}

export const Component = CampaignPage;

export const handle: RouteHandle = { meta: campaignMeta };
