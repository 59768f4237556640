import type { User } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { loadProfile, notFound, profileQuery } from "../../profile/profile-queries";
import { UserCampaignsPage } from "./UserCampaignsPage";
import { userCampaignsPageQuery, userIdParam } from "./user-campaigns";

/** The user and their first page of campaigns; an unknown user (or no id at all) answers 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const userId = userIdParam(params.userId);
  if (userId === null) throw notFound();
  const deps = loaderDeps(context);
  // The id is known: the campaigns are asked beside the user, not after.
  const campaigns = deps.queryClient.prefetchQuery(userCampaignsPageQuery(userId)(0));
  return loadProfile(deps, userId, () => [campaigns]);
}

export const Component = UserCampaignsPage;

/** "Campaigns by …", with their picture. */
export const handle: RouteHandle = {
  meta: ({ params, data, t }) => {
    const userId = userIdParam(params.userId);
    const user = userId === null ? undefined : data<User>(profileQuery(userId));
    if (!user) return {};
    const name = user.name || user.username;
    return {
      title: t("web.user_campaigns.title", { name }),
      description: t("web.meta.user_campaigns_description", { name }),
      image: user.avatar?.square.path ?? null,
    };
  },
};

/** An unknown user's 404 (and any failure) is drawn inside the site's frame, not instead of it. */
export { RouteErrorPage as ErrorBoundary } from "../../errors/RouteErrorPage";
