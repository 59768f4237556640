import { type Campaign, type User, userQueries } from "@causeway/api-client";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { loaderDeps, prefetch } from "../../app/loader-context";
import { campaignPageQuery } from "./useCampaignPage";

/** The campaign, or null when it could not be read (the page shows not-found or an error). */
async function readOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

/**
 * The loader of the campaign's public pages (/campaign/:campaign, its donate page): the campaign
 * and, for a member, who they are, started before the page renders; the campaign's owner is sent to
 * the dashboard here (000 §2), never after a flash of the public page, so for a member the loader
 * waits for both.
 */
export async function campaignLoader({ params, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const { queryClient, token } = deps;
  const slug = params.campaign ?? "";
  // A guest cannot be the owner: nothing to decide, only to start.
  if (!token()) {
    await prefetch(deps, [queryClient.prefetchQuery(campaignPageQuery(slug))]);
    return null;
  }
  const [campaign, me] = await Promise.all([
    readOrNull<Campaign>(() => queryClient.fetchQuery(campaignPageQuery(slug))),
    readOrNull<User>(() => queryClient.fetchQuery({ ...userQueries.me(), retry: false })),
  ]);
  if (campaign && me && !campaign.deleted && campaign.created_by.id === me.id) {
    throw redirect(`/campaign/${campaign.url}/dashboard`);
  }
  return null;
}

/**
 * The loader of the owner's pages (dashboard, withdrawals): anyone but the campaign's owner is sent
 * to the campaign page (000 §2). A guest at once (the path names the campaign); a member once who
 * they are and whose the campaign is are known: on the server, which waits for both, so its
 * render answers the redirect instead of an empty page; in the browser the page shows its skeleton
 * meanwhile and OwnedCampaign sends them on.
 */
export async function ownedCampaignLoader({ params, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const { queryClient, token } = deps;
  const slug = params.campaign ?? "";
  if (!token()) throw redirect(`/campaign/${slug}`);
  const reads = Promise.all([
    readOrNull<Campaign>(() => queryClient.fetchQuery(campaignPageQuery(slug))),
    readOrNull<User>(() => queryClient.fetchQuery({ ...userQueries.me(), retry: false })),
  ]);
  if (!deps.waitForData) return null;
  const [campaign, me] = await reads;
  if (campaign && me && !campaign.deleted && campaign.created_by.id !== me.id) {
    throw redirect(`/campaign/${campaign.url}`);
  }
  return null;
}
