import { describe, expect, it } from "vitest";
import { patchPostIn } from "./post-cache";

const post = (id: number) => ({ id, slug: `p-${id}`, karma: 1, is_karmed: false });

describe("patchPostIn", () => {
  it("patches the post in a list and keeps the others as they were", () => {
    const list = [post(1), post(2)];
    const next = patchPostIn(list, 2, { karma: 2, is_karmed: true }) as ReturnType<typeof post>[];
    expect(next[1]).toEqual({ id: 2, slug: "p-2", karma: 2, is_karmed: true });
    expect(next[0]).toBe(list[0]);
  });

  it("patches a single post and a page holding posts", () => {
    expect(patchPostIn(post(3), 3, { karma: 9 })).toEqual({ ...post(3), karma: 9 });
    const page = { posts: [post(4)], total: 1 };
    expect(patchPostIn(page, 4, { karma: 0 })).toEqual({
      posts: [{ ...post(4), karma: 0 }],
      total: 1,
    });
  });

  it("answers the same object when the post is not there (no re-render)", () => {
    const list = [post(1)];
    expect(patchPostIn(list, 5, { karma: 2 })).toBe(list);
    const comments = [{ id: 5, post_id: 1, content: "hi" }];
    expect(patchPostIn(comments, 5, { karma: 2 })).toBe(comments);
    expect(patchPostIn(null, 5, {})).toBeNull();
  });
});
