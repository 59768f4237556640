import { campaignQueries, settingsQueries, userQueries } from "@causeway/api-client";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { loaderDeps, prefetch } from "../../app/loader-context";
import { campaignPageQuery } from "../campaign/useCampaignPage";

/** The sign-up page that brings the visitor back to `path` once the account is made. */
export function signupHref(path: string): string {
  return `/sign-up?redirect=${encodeURIComponent(path)}`;
}

/**
 * /campaign/create and /campaign/create-in-favour: a guest is sent to sign up and brought back
 * (000 §2); a member's user, the categories and the currencies (and, in favour, the campaign the
 * new one is for) load beside the page's code.
 */
export async function createLoader({ request, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const { queryClient, token } = deps;
  const url = new URL(request.url);
  if (!token()) throw redirect(signupHref(`${url.pathname}${url.search}`));
  const target = url.searchParams.get("campaign");
  await prefetch(deps, [
    queryClient.prefetchQuery({ ...userQueries.me(), retry: false }),
    queryClient.prefetchQuery(campaignQueries.categories()),
    queryClient.prefetchQuery(settingsQueries.currencies()),
    ...(url.pathname.endsWith("/create-in-favour") && target
      ? [queryClient.prefetchQuery(campaignPageQuery(target))]
      : []),
  ]);
  return null;
}
