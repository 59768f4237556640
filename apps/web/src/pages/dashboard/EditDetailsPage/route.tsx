import { campaignQueries, settingsQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { ownerPageLoader } from "../shared/owner-page-loader";
import { EditDetailsPage } from "./EditDetailsPage";

/**
 * Anyone but the campaign's owner is sent to the campaign page (a guest logs in first); the
 * categories and currencies the form offers load beside the campaign.
 */
export async function loader(args: LoaderFunctionArgs) {
  const deps = loaderDeps(args.context);
  // A guest is sent to log in before anything of the page is asked for.
  if (!deps.token()) return ownerPageLoader(args);
  const options = prefetch(deps, [
    deps.queryClient.prefetchQuery(campaignQueries.categories()),
    deps.queryClient.prefetchQuery(settingsQueries.currencies()),
  ]);
  const [decided] = await Promise.all([ownerPageLoader(args), options]);
  return decided;
}

export const Component = EditDetailsPage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t("web.edit.details.title"), noindex: true }),
};
