import type { Post } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { numberedPost, POSTS, pagedAnswer } from "../../../testing/post-fixtures";

const saved = POSTS.map((post) => ({ ...post, is_bookmarked: true }));

const meta = {
  title: "Web/Pages/Bookmarks",
  component: PageStory,
  args: {
    path: "/bookmarks",
    signedIn: true,
    overrides: { listBookmarkedPosts: { response: { posts: saved } } },
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const requested = (onRequest: unknown, path: string) =>
  (onRequest as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === path);

/** The member's saved posts, each a card whose Save is pressed. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your bookmarks" }),
    ).toBeVisible();
    const first = await page.findByRole("article", { name: "Първа седмица рехабилитация" });
    await expect(within(first).getByRole("button", { name: "Saved" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("article", { name: "An update from Lucía García" })).toBeVisible();
    await expect(page.queryByRole("button", { name: "Show more bookmarks" })).toBeNull();
  },
};

/** The server's bookmarks: unsaving one (a toggle answering added: false) takes it off the list. */
function unsavingServer() {
  let list: Post[] = saved;
  return {
    listBookmarkedPosts: () => Response.json({ response: { posts: list } }),
    toggleBookmark: ({ params }: { params: Record<string, unknown> }) => {
      list = list.filter((post) => post.slug !== params.slug);
      return Response.json({ response: { added: false } });
    },
  };
}

/** Unsaving a post from the list takes it off: the answer says not added, the list is read again. */
export const Unsaved: Story = {
  args: { overrides: unsavingServer() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = await page.findByRole("article", { name: "Първа седмица рехабилитация" });
    await userEvent.click(within(first).getByRole("button", { name: "Saved" }));
    await waitFor(() =>
      expect(page.queryByRole("article", { name: "Първа седмица рехабилитация" })).toBeNull(),
    );
    await expect(page.getByRole("article", { name: "An update from Lucía García" })).toBeVisible();
  },
};

/** Nothing saved yet: it says how to save and leads back to the feed. */
export const Empty: Story = {
  args: { overrides: { listBookmarkedPosts: { response: { posts: [] } } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { name: "No bookmarks yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your feed" })).toHaveAttribute("href", "/");
  },
};

/** While the list loads (the member is known), card-shaped placeholders stand in. */
export const Loading: Story = {
  args: { overrides: { listBookmarkedPosts: () => new Promise<Response>(() => {}) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your bookmarks" }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull();
  },
};

/** The list fails: an error with a retry that asks again. */
export const LoadError: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listBookmarkedPosts: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Your bookmarks could not be loaded" }),
    ).toBeVisible();
    const before = requested(args.onRequest, "/api/v2/post/bookmark").length;
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(requested(args.onRequest, "/api/v2/post/bookmark").length).toBe(before + 1),
    );
  },
};

/** A full page of 8 offers more; the next asks offset 8 and is added below. */
export const Paged: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listBookmarkedPosts: pagedAnswer(numberedPost, 11, (posts) => ({ response: { posts } })),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("link", { name: "Update 8" })).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Show more bookmarks" }));
    await expect(await page.findByRole("link", { name: "Update 11" })).toBeVisible();
    await expect(
      requested(args.onRequest, "/api/v2/post/bookmark").map((url) =>
        url.searchParams.get("offset"),
      ),
    ).toEqual(["0", "8"]);
    await waitFor(() =>
      expect(page.queryByRole("button", { name: "Show more bookmarks" })).toBeNull(),
    );
  },
};

/** A guest is sent to log in, with the way back to /bookmarks (000 §2). */
export const Guest: Story = {
  args: { signedIn: false, onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/login?redirect=%2Fbookmarks"),
    );
  },
};
