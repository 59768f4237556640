// Posts and comments for the social pages' stories: the contract's example post with pictures
// drawn inline (no story depends on a server's media), and builders for paged lists.
import type { Post, PostComment } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";

const picture = (sky: string, ground: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${sky}"/><circle cx="320" cy="210" r="90" fill="#e59a3c"/><rect y="330" width="640" height="150" fill="${ground}"/></svg>`,
  )}`;

export const PICTURE = picture("#7cb7e8", "#3b6e3a");

const examples = mockExample("getFeed").response.posts as Post[];

/** The contract's two example posts (Мария's, with a picture drawn inline, and Lucía's). */
export const POSTS: Post[] = examples.map((post) => ({
  ...post,
  image: post.image.map((image) => ({
    ...image,
    compressed: { ...image.compressed, path: PICTURE },
  })),
}));

export const MARIAS_POST = POSTS[0] as Post;

/** A post of the feed's shape, numbered, for paged lists. */
export const numberedPost = (id: number): Post => ({
  ...(POSTS[1] as Post),
  id,
  slug: `update-${id}`,
  url: `/campaign/nueva-biblioteca-tarifa/update-${id}`,
  title: `Update ${id}`,
  content: "<p>News.</p>",
  raw_content: "News.",
  date_added: 1763712000 - id * 3600,
});

export const numberedComment = (id: number): PostComment => ({
  id,
  post_id: 9001,
  parent_id: null,
  content: `Comment ${id}`,
  user: { id: 88, username: "lucia.garcia", name: "Lucía García", avatar: null },
  date_added: 1763715600 + id * 60,
});

/** An answer of `count` items starting at the request's offset, shaped as `wrap` says. */
export const pagedAnswer =
  <T>(make: (id: number) => T, total: number, wrap: (items: T[]) => unknown) =>
  ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 8);
    const count = Math.max(0, Math.min(limit, total - offset));
    return Response.json(wrap(Array.from({ length: count }, (_, i) => make(offset + i + 1))));
  };
