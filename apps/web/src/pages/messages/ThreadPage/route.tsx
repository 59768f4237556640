import { type User, userQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import { numericPeer, peerParam, ThreadPage, threadPageQuery } from "./ThreadPage";

/**
 * /messages/{user}: the other member's profile and, when the segment is their id (as the
 * conversations link), the thread's newest page beside it; by username the thread waits for the
 * profile to say which id.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  if (!deps.token()) return null;
  const param = peerParam(params.user);
  const id = numericPeer(param);
  const profile = deps.queryClient.prefetchQuery({ ...userQueries.profile(param), retry: false });
  const thread =
    id !== null
      ? deps.queryClient.prefetchQuery(threadPageQuery(id, 0))
      : profile.then(() => {
          const user = deps.queryClient.getQueryData<User>(userQueries.profile(param).queryKey);
          return user ? deps.queryClient.prefetchQuery(threadPageQuery(user.id, 0)) : undefined;
        });
  await prefetch(deps, [profile, thread]);
  return null;
}

/** "Messages with Lucía García" (the <h1> is the name alone). */
export const handle: RouteHandle = {
  meta: ({ params, t, data }) => {
    const user = data<User>(userQueries.profile(peerParam(params.user)));
    return { title: user ? t("web.messages.thread_title", { name: user.name }) : undefined };
  },
};

export const Component = ThreadPage;
