import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { kindPageQuery } from "../../search/search-params";
import { CampaignSearchPage, campaignSearchWords } from "./CampaignSearchPage";

/** The first page of campaigns matching the URL's words, in the cache before the page renders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const words = campaignSearchWords(new URL(request.url).searchParams);
  if (!words) return null;
  const deps = loaderDeps(context);
  await prefetch(deps, [deps.queryClient.prefetchQuery(kindPageQuery(words, "campaigns")(0))]);
  return null;
}

export const Component = CampaignSearchPage;

/** A results page is one visitor's words: out of search engines. */
export const handle: RouteHandle = {
  meta: ({ url, t }) => {
    const words = campaignSearchWords(url.searchParams);
    return {
      title: words ? t("web.campaign_search.title_for", { words }) : t("web.campaign_search.title"),
      description: t("web.meta.campaigns_description"),
      noindex: true,
    };
  },
};
