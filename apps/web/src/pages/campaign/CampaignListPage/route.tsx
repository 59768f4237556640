import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { CampaignListPage, listFilter, listPageQuery } from "./CampaignListPage";

/** The first page of the list the URL asks for, in the cache before the page renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { name, order } = listFilter(new URL(request.url).searchParams);
  const deps = loaderDeps(context);
  await prefetch(deps, [deps.queryClient.prefetchQuery(listPageQuery(name, order)(0))]);
  return null;
}

export const Component = CampaignListPage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ description: t("web.meta.campaigns_description") }),
};
