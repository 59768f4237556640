import { type User, userQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps } from "../../../app/loader-context";
import { describe } from "../../../app/meta/describe";
import type { MetaArgs, PageMeta, RouteHandle } from "../../../app/meta/page-meta";
import { userCampaignsPageQuery } from "../../campaign/UserCampaignsPage/user-campaigns";
import {
  commentPostQuery,
  loadProfile,
  notFound,
  profileQuery,
  readProfileTab,
  userCommentsPageQuery,
  userDonationsPageQuery,
  userPostsPageQuery,
} from "../profile-queries";
import { ProfilePage } from "./ProfilePage";

/** What a path segment must look like to name a user at all (anything else is not found at once). */
const USERNAME = /^[\p{L}\p{N}._-]{1,64}$/u;

/**
 * /{username}: the user, then their totals and the open tab's first page (and a comment's posts),
 * before the page renders; an unknown user answers the 404 page, with status 404 from the server.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const username = params.username ?? "";
  if (!USERNAME.test(username)) throw notFound();
  const deps = loaderDeps(context);
  const { queryClient } = deps;
  const tab = readProfileTab(new URL(request.url).searchParams);
  return loadProfile(deps, username, (user) => {
    // Hidden donations are shown to their owner only: asked when the visitor may be them.
    const shown = user.donation_settings?.visibility !== false || deps.token() !== null;
    const first: Promise<unknown>[] = [queryClient.prefetchQuery(userQueries.totalEarned(user.id))];
    if (shown) first.push(queryClient.prefetchQuery(userQueries.totalDonations(user.id)));
    if (shown && user.type === "business")
      first.push(queryClient.prefetchQuery(userQueries.donationCategories(user.id)));
    if (tab === "campaigns")
      first.push(queryClient.prefetchQuery(userCampaignsPageQuery(user.id)(0)));
    if (tab === "posts") first.push(queryClient.prefetchQuery(userPostsPageQuery(user.id)(0)));
    if (tab === "donations" && shown)
      first.push(queryClient.prefetchQuery(userDonationsPageQuery(user.id)(0)));
    if (tab === "comments")
      first.push(
        queryClient
          .fetchQuery(userCommentsPageQuery(user.id)(0))
          .then((comments) =>
            Promise.all(
              [...new Set(comments.map((comment) => comment.post_id))].map((id) =>
                queryClient.prefetchQuery(commentPostQuery(id)),
              ),
            ),
          )
          .catch(() => undefined),
      );
    return first;
  });
}

export const Component = ProfilePage;

/** A profile as a shared link shows it: the name, the bio (or mission), the picture. */
export function profileMeta({ params, data, t }: MetaArgs): PageMeta {
  const user = data<User>(profileQuery(params.username ?? ""));
  if (!user) return {};
  const name = user.name || user.username;
  const about = user.bio.trim() || user.business_info?.mission?.trim() || "";
  return {
    title: name,
    description: about ? describe(about) : t("web.meta.profile_description", { name }),
    image: user.avatar?.square.path ?? null,
    type: "profile",
  };
}

export const handle: RouteHandle = { meta: profileMeta };

/** An unknown user's 404 (and any failure) is drawn inside the site's frame, not instead of it. */
export { RouteErrorPage as ErrorBoundary } from "../../errors/RouteErrorPage";
