import { type Post, userQueries } from "@causeway/api-client";
import { postExcerpt } from "@causeway/rules";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { MetaArgs, PageMeta, RouteHandle } from "../../../app/meta/page-meta";
import { commentsPageQuery, postPageQuery, postPath } from "../post-queries";
import { PostPage } from "./PostPage";

/**
 * /campaign/:campaign/:post: the post, its first page of comments and, for a member, who they
 * are, started before the page renders; on the server (which waits for them) a post reached
 * under another campaign's address is sent to its own (302), so a shared link has one address.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const { queryClient, token } = deps;
  const slug = params.post ?? "";
  const post = queryClient.fetchQuery(postPageQuery(slug)).catch(() => null);
  await prefetch(deps, [
    post,
    queryClient.prefetchQuery(commentsPageQuery(slug, 0)),
    ...(token() ? [queryClient.prefetchQuery({ ...userQueries.me(), retry: false })] : []),
  ]);
  if (!deps.waitForData) return null;
  const found = await post;
  const own = found ? postPath(found) : null;
  if (found && own && found.campaign?.url !== params.campaign) throw redirect(own);
  return null;
}

export const Component = PostPage;

/** A post as a shared link shows it: its title, its text's opening and its first picture. */
export function postMeta({ params, data, t }: MetaArgs): PageMeta {
  const post = data<Post>(postPageQuery(params.post ?? ""));
  if (!post) return {};
  const author = post.user?.name ?? t("forms.post_card.anonymous");
  return {
    title: post.title || t("forms.post_card.untitled", { name: author }),
    description: postExcerpt(post.content, false),
    image: post.image[0]?.compressed.path ?? post.campaign?.cover?.square.path ?? null,
    type: "article",
  };
}

export const handle: RouteHandle = { meta: postMeta };
