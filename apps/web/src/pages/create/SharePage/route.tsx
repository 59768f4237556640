import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { campaignPageQuery } from "../../campaign/useCampaignPage";
import { SharePage } from "./SharePage";

/** The new campaign loads beside the page's code (the guard before it sent a guest to log in). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const slug = new URL(request.url).searchParams.get("campaign");
  if (slug) await prefetch(deps, [deps.queryClient.prefetchQuery(campaignPageQuery(slug))]);
  return null;
}

export const Component = SharePage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t("web.create.share.title"), noindex: true }),
};
