import { settingsQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { campaignLoader } from "../campaign-loader";
import { donateMeta } from "../campaign-meta";
import { DonatePage } from "./DonatePage";

/**
 * /campaign/:campaign/donate: the campaign (campaignLoader: the owner goes to the dashboard) and
 * the currencies the donate widget offers, so the server renders the form itself, not its spinner.
 */
export async function loader(args: LoaderFunctionArgs) {
  const deps = loaderDeps(args.context);
  const [result] = await Promise.all([
    campaignLoader(args),
    prefetch(deps, [deps.queryClient.prefetchQuery(settingsQueries.currencies())]),
  ]);
  return result;
}

export const Component = DonatePage;

export const handle: RouteHandle = { meta: donateMeta };
