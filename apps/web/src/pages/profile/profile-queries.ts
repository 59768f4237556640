import { isApiError, postQueries, type User, userQueries } from "@causeway/api-client";
import { data } from "react-router";
import { type LoaderDeps, prefetch } from "../../app/loader-context";

/** A user read by id or username; a 404 is an answer (the not-found page), not something to retry. */
export const profileQuery = (idOrUsername: string | number) => ({
  ...userQueries.profile(idOrUsername),
  retry: false,
});

/** Whether a read failed because there is no such thing (the not-found page, not an error). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The answer of a page about nobody: the site's 404 page, with status 404 from the server. */
export const notFound = () => data(null, { status: 404 });

/**
 * Starts reading a user (the profile, their campaigns' page) beside `more` of the page's queries
 * and, for a member, who they are (their own profile shows its edit buttons from the first render).
 * The server waits for them and answers an unknown user with the 404 page and status; the browser
 * lets the page render at once and the page shows the not-found page when the answer is a 404.
 */
export async function loadProfile(
  deps: LoaderDeps,
  idOrUsername: string | number,
  more: (user: User) => readonly Promise<unknown>[] = () => [],
): Promise<null> {
  const { queryClient, token } = deps;
  let missing = false;
  const user = queryClient
    .fetchQuery(profileQuery(idOrUsername))
    .then((found) => Promise.all(more(found)))
    .catch((error: unknown) => {
      missing = isNotFound(error);
    });
  await prefetch(deps, [
    user,
    ...(token() ? [queryClient.prefetchQuery({ ...userQueries.me(), retry: false })] : []),
  ]);
  if (deps.waitForData && missing) throw notFound();
  return null;
}

/** Posts, comments and donations come 8 to a page (001 §9: donations page 8, default limit 8). */
export const PROFILE_PAGE_SIZE = 8;

/** One page of a user's posts, newest first. */
export const userPostsPageQuery = (userId: number) => (offset: number) =>
  userQueries.posts(userId, { offset, limit: PROFILE_PAGE_SIZE });

/** One page of a user's comments, newest first. */
export const userCommentsPageQuery = (userId: number) => (offset: number) =>
  userQueries.comments(userId, { offset, limit: PROFILE_PAGE_SIZE });

/** One page of a user's donations (the ones the server lets the viewer see), newest first. */
export const userDonationsPageQuery = (userId: number) => (offset: number) =>
  userQueries.donations(userId, { offset, limit: PROFILE_PAGE_SIZE });

/** The parts of a profile, each a tab whose choice lives in the URL (?tab=). */
export type ProfileTab = "campaigns" | "posts" | "comments" | "donations";
export const PROFILE_TABS: readonly ProfileTab[] = ["campaigns", "posts", "comments", "donations"];

export function readProfileTab(params: URLSearchParams): ProfileTab {
  const tab = params.get("tab");
  return PROFILE_TABS.includes(tab as ProfileTab) ? (tab as ProfileTab) : "campaigns";
}

/** The post a comment was written on (a comment names only its post's id). */
export const commentPostQuery = (postId: number) => ({
  ...postQueries.detail({ id: postId }),
  retry: false,
});
