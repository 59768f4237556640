import { postQueries } from "@causeway/api-client";

/** Comments come 8 to a page; more exist while a page comes back full (001 §9 default limit 8). */
export const COMMENTS_PAGE_SIZE = 8;

/** The post of /campaign/:campaign/:post; a 404 is an answer, not something to retry. */
export const postPageQuery = (slug: string) => ({
  ...postQueries.detail({ slug }),
  retry: false,
});

/** One page of a post's comments, oldest first. */
export const commentsPageQuery = (slug: string, offset: number) =>
  postQueries.comments(slug, { offset, limit: COMMENTS_PAGE_SIZE });

/** The campaign-less post has no page of its own under a campaign; others live at their url. */
export function postPath(post: { slug: string; campaign: { url: string } | null }): string | null {
  return post.campaign ? `/campaign/${post.campaign.url}/${post.slug}` : null;
}
