import type { User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { MARIAS_POST, numberedComment, pagedAnswer } from "../../../testing/post-fixtures";

const me = mockExample("getCurrentUser").response as User;
const PATH = "/campaign/help-maria-walk-again/first-week-of-rehabilitation";
/** Lucía, a member who is not the post's author (the contract's user 42, Мария, wrote it). */
const lucia = {
  getCurrentUser: { response: { ...me, id: 88, username: "lucia.garcia", name: "Lucía García" } },
};
const withPost = { getPost: { response: MARIAS_POST } };
/** The same post without its picture: the comment stories' page fits the screenshot. */
const textOnly = { getPost: { response: { ...MARIAS_POST, image: [] } } };

const meta = {
  title: "Web/Pages/Post",
  component: PageStory,
  args: { path: PATH, overrides: withPost },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const sentTo = (onRequest: unknown, method: string, path: string) =>
  (onRequest as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((r) => r.method === method && new URL(r.url).pathname === path);

/**
 * A guest reads a post: its title is the page's h1, the whole text, the way back to the campaign,
 * the comments; karma and commenting ask them to register first, and the prompt's ways in bring
 * them back to this post.
 */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Първа седмица рехабилитация" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Help Maria walk again" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(
      page.getByText("Благодарим на всички! Мария вече прави първите си крачки."),
    ).toBeVisible();
    const comments = await page.findByRole("region", { name: "6 comments" });
    await expect(await within(comments).findByText("Успех, Мария!")).toBeVisible();
    await expect(within(comments).getByRole("link", { name: "Lucía García" })).toHaveAttribute(
      "href",
      "/lucia.garcia",
    );
    await userEvent.click(page.getByRole("button", { name: "57 karma" }));
    const prompt = await body().findByRole("dialog", { name: "Join Causeway" });
    await expect(prompt).toHaveAccessibleDescription(/give karma/);
    await expect(
      within(prompt).getByRole("link", { name: "Continue with e-mail" }),
    ).toHaveAttribute("href", `/sign-up?redirect=${encodeURIComponent(PATH)}`);
    await expect(within(prompt).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent(PATH)}`,
    );
    await expect(within(prompt).getByRole("link", { name: "Terms of use" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(within(prompt).getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await expect(page.queryByRole("textbox", { name: /Your comment/ })).toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Write a comment" }));
    await expect(
      await body().findByRole("dialog", { name: "Join Causeway" }),
    ).toHaveAccessibleDescription(/comment/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
    await userEvent.unhover(page.getByRole("button", { name: "Write a comment" }));
    window.scrollTo(0, 0);
  },
};

/** The prompt as it opens for a guest's karma. */
export const RegistrationPrompt: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "57 karma" }));
    await expect(await body().findByRole("dialog", { name: "Join Causeway" })).toBeVisible();
  },
};

/** Choosing sign-up in the prompt goes there with the post as the way back. */
export const PromptLeadsToSignUp: Story = {
  args: { onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    // The contract's example post is bookmarked ("Saved"); a guest's press asks them to join.
    await userEvent.click(await page.findByRole("button", { name: /^Saved?$/ }));
    const prompt = await body().findByRole("dialog", { name: "Join Causeway" });
    await expect(prompt).toHaveAccessibleDescription(/save posts/);
    await userEvent.click(within(prompt).getByRole("link", { name: "Continue with e-mail" }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(`/sign-up?redirect=${encodeURIComponent(PATH)}`),
    );
    await waitFor(() => expect(body().queryByRole("dialog")).toBeNull());
  },
};

const written: Request[] = [];

/**
 * A member writes a comment: sent with the server's rules, shown at once at the end of the list,
 * the count raised, the box emptied and a status says so.
 */
export const MemberComments: Story = {
  args: {
    signedIn: true,
    overrides: {
      ...textOnly,
      ...lucia,
      createPostComment: async ({ request }) => {
        const { content } = (await request.json()) as { content: string };
        return Response.json(
          {
            response: {
              ...numberedComment(777),
              content,
              user: { id: 88, username: "lucia.garcia", name: "Lucía García", avatar: null },
            },
          },
          { status: 201 },
        );
      },
    },
    onRequest: (request: Request) => written.push(request),
  },
  beforeEach: () => {
    written.length = 0;
    localStorage.removeItem("causeway:comment-draft:first-week-of-rehabilitation");
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: /Your comment/ });
    await userEvent.type(box, "  <b>Браво</b>, Мария!  ");
    await userEvent.click(page.getByRole("button", { name: "Post comment" }));
    await expect(await page.findByText("Your comment is posted.")).toBeVisible();
    const comments = page.getByRole("region", { name: "7 comments" });
    // The comment is text: its markup shows as written, nothing of it is drawn as HTML.
    await expect(within(comments).getByText("<b>Браво</b>, Мария!")).toBeVisible();
    await expect(comments.querySelector("b")).toBeNull();
    await expect(box).toHaveValue("");
    const [sent] = written.filter(
      (r) => r.method === "POST" && r.url.endsWith("/first-week-of-rehabilitation/comments"),
    );
    await expect(await sent?.json()).toEqual({ content: "<b>Браво</b>, Мария!", parent_id: null });
  },
};

/** An empty comment is refused under the box, in the user's language; nothing is sent. */
export const CommentEmpty: Story = {
  args: { signedIn: true, overrides: { ...textOnly, ...lucia }, onRequest: fn() },
  globals: { locale: "de" },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: /Ihr Kommentar/ });
    await userEvent.type(box, "   ");
    await userEvent.click(page.getByRole("button", { name: "Kommentar veröffentlichen" }));
    await expect(box).toBeInvalid();
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription(/Schreiben Sie zuerst etwas/);
    await expect(
      sentTo(args.onRequest, "POST", "/api/v2/post/first-week-of-rehabilitation/comments"),
    ).toEqual([]);
  },
};

/** Sending fails: the text stays in the box and "Try again" sends it. */
export const CommentFailedThenRetried: Story = {
  args: {
    signedIn: true,
    overrides: {
      ...textOnly,
      ...lucia,
      createPostComment: (() => {
        let calls = 0;
        return () => {
          calls += 1;
          return calls === 1
            ? Response.json({ code: 503, message: "Unavailable" }, { status: 503 })
            : Response.json(
                { response: { ...numberedComment(778), content: "Get well soon!" } },
                { status: 201 },
              );
        };
      })(),
    },
    onRequest: fn(),
  },
  beforeEach: () => localStorage.removeItem("causeway:comment-draft:first-week-of-rehabilitation"),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: /Your comment/ });
    await userEvent.type(box, "Get well soon!");
    await userEvent.click(page.getByRole("button", { name: "Post comment" }));
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveTextContent("Your comment could not be sent.");
    await expect(alert).toHaveTextContent("Everything you wrote is kept.");
    await expect(box).toHaveValue("Get well soon!");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await page.findByText("Your comment is posted.")).toBeVisible();
    await expect(box).toHaveValue("");
    // The retry is the same submission: the server would answer the first, never post it twice.
    const keys = sentTo(
      args.onRequest,
      "POST",
      "/api/v2/post/first-week-of-rehabilitation/comments",
    ).map((request) => request.headers.get("Idempotency-Key"));
    await expect(keys).toHaveLength(2);
    await expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(keys[1]).toBe(keys[0]);
  },
};

/**
 * Issue 25: a double click on "Post comment" posts once. The button is disabled (the form busy)
 * from the first press, the second press sends nothing, and one comment is shown.
 */
export const CommentDoubleClick: Story = {
  args: {
    signedIn: true,
    overrides: {
      ...textOnly,
      ...lucia,
      createPostComment: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return Response.json(
          { response: { ...numberedComment(779), content: "Twice?" } },
          { status: 201 },
        );
      },
    },
    onRequest: fn(),
  },
  beforeEach: () => localStorage.removeItem("causeway:comment-draft:first-week-of-rehabilitation"),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: /Your comment/ });
    await userEvent.type(box, "Twice?");
    const button = page.getByRole("button", { name: "Post comment" });
    // Both presses arrive before the page draws again (a fast double click or double tap).
    button.click();
    button.click();
    await waitFor(() => expect(button).toBeDisabled());
    await expect(await page.findByText("Your comment is posted.")).toBeVisible();
    await expect(
      sentTo(args.onRequest, "POST", "/api/v2/post/first-week-of-rehabilitation/comments"),
    ).toHaveLength(1);
  },
};

/** What was being typed is still there after a reload. */
export const CommentDraftKept: Story = {
  args: { signedIn: true, overrides: { ...textOnly, ...lucia } },
  beforeEach: () => {
    localStorage.setItem("causeway:comment-draft:first-week-of-rehabilitation", "Half a thought");
    return () => localStorage.removeItem("causeway:comment-draft:first-week-of-rehabilitation");
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: /Your comment/ });
    await waitFor(() => expect(box).toHaveValue("Half a thought"));
  },
};

/** 8 comments fill a page, so more are offered; the next page asks offset 8 and is added. */
export const CommentsPaged: Story = {
  args: {
    overrides: {
      ...withPost,
      getPost: { response: { ...MARIAS_POST, comments: 11 } },
      listPostComments: pagedAnswer(numberedComment, 11, (comments) => ({
        response: { comments },
      })),
    },
    onRequest: fn(),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("Comment 8")).toBeVisible();
    await expect(page.queryByText("Comment 9")).toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Show more comments" }));
    await expect(await page.findByText("Comment 11")).toBeVisible();
    const offsets = sentTo(
      args.onRequest,
      "GET",
      "/api/v2/post/first-week-of-rehabilitation/comments",
    ).map((r) => new URL(r.url).searchParams.get("offset"));
    await expect(offsets).toEqual(["0", "8"]);
    await waitFor(() =>
      expect(page.queryByRole("button", { name: "Show more comments" })).toBeNull(),
    );
  },
};

/** No comment yet: it says so and invites the first. */
export const NoComments: Story = {
  args: { overrides: { ...withPost, listPostComments: { response: { comments: [] } } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText("No comments yet. Be the first to write one."),
    ).toBeVisible();
  },
};

/** The comments fail: an error with a retry in their section; the post stays. */
export const CommentsError: Story = {
  args: {
    overrides: {
      ...textOnly,
      listPostComments: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "The comments could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveTextContent("Първа седмица");
  },
};

export const Loading: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: { mode: "loading" },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("[aria-busy=true]")).not.toBeNull());
  },
};

/** An unknown (or deleted) post is the not-found page. */
export const NotFound: Story = {
  args: {
    overrides: {
      getPost: () => Response.json({ code: 404, message: "Not found" }, { status: 404 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1 })).toHaveTextContent(
      "This page does not exist",
    );
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  },
};

/** The post fails to load: an error with a retry. */
export const LoadError: Story = {
  args: {
    overrides: {
      getPost: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This post could not be loaded" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

/** Reached under another campaign's address, the post moves to its own. */
export const WrongCampaign: Story = {
  args: { path: "/campaign/another/first-week-of-rehabilitation", onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith(PATH));
  },
};

/** The author deletes the post from its own page and is taken to / (000 §2). */
export const AuthorDeletes: Story = {
  args: { signedIn: true, onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Post options" }));
    const menu = await body().findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Unsave", "Edit", "Delete", "Open link"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete" }));
    const ask = await body().findByRole("alertdialog", { name: "Delete this post?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/"));
  },
};

/** An admin sees every action of the menu on another member's post (000 §6). */
export const Admin: Story = {
  args: {
    signedIn: true,
    overrides: {
      ...withPost,
      getCurrentUser: {
        response: { ...me, id: 1, username: "admin", name: "Admin", roles: ["ROLE_ADMIN"] },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Post options" }));
    const menu = await body().findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Unsave", "Edit", "Delete", "Report", "Open link"]);
  },
};
