import type { Conversation } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CONVERSATIONS, numberedConversation } from "../../../testing/message-fixtures";
import { PageStory } from "../../../testing/PageStory";
import { pagedAnswer } from "../../../testing/post-fixtures";

const meta = {
  title: "Web/Pages/Messages",
  component: PageStory,
  args: {
    path: "/messages",
    signedIn: true,
    overrides: { listConversations: { response: { conversations: CONVERSATIONS } } },
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const requested = (onRequest: unknown, path: string) =>
  (onRequest as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === path);

/** Unread conversations first with how many, then the rest; each leads to its thread. */
export const Conversations: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    const list = page.getByRole("list", { name: "Conversations" });
    const rows = within(list).getAllByRole("link");
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveAccessibleName(/Lucía García.*We are organising a run.*2 unread/);
    await expect(rows[0]).toHaveAttribute("href", "/messages/88");
    await expect(rows[1]).toHaveAccessibleName(/Anna Nowak.*1 unread/);
    // The member's own last message is marked as theirs; a read conversation has no count.
    await expect(rows[2]).toHaveAccessibleName(/Fundacja Zdrowie.*You: Thank you for the books!/);
    await expect(rows[2]).not.toHaveAccessibleName(/unread/);
    await expect(page.queryByRole("button", { name: "Show more conversations" })).toBeNull();
  },
};

/** Choosing a conversation opens its thread. */
export const OpensThread: Story = {
  args: { onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("link", { name: /Anna Nowak/ }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/messages/77"));
  },
};

/** A message's text is shown as text, whatever it holds. */
export const InertText: Story = {
  args: {
    overrides: {
      listConversations: {
        response: {
          conversations: [
            {
              ...(CONVERSATIONS[0] as Conversation),
              last_message: {
                ...(CONVERSATIONS[0] as Conversation).last_message,
                message: '<img src=x onerror="document.body.dataset.hacked=1"><b>bold</b>',
              },
            },
          ],
        },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("link", { name: /<img src=x onerror=.*<b>bold<\/b>/ }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("main img")).toBeNull();
    await expect(document.body.dataset.hacked).toBeUndefined();
  },
};

/** No conversation yet: it says how one starts and offers the campaigns. */
export const Empty: Story = {
  args: { overrides: { listConversations: { response: { conversations: [] } } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { name: "No messages yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore campaigns" })).toHaveAttribute(
      "href",
      "/campaign",
    );
  },
};

/** While the conversations load, row-shaped placeholders stand in. */
export const Loading: Story = {
  args: { overrides: { listConversations: () => new Promise<Response>(() => {}) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull();
  },
};

/** The list fails: an error with a retry that asks again. */
export const LoadError: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listConversations: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Your messages could not be loaded" }),
    ).toBeVisible();
    const before = requested(args.onRequest, "/api/v1/messages/conversations").length;
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(requested(args.onRequest, "/api/v1/messages/conversations").length).toBe(before + 1),
    );
  },
};

/** A full page of 25 offers more; the next asks offset 25 and is added below. */
export const Paged: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listConversations: pagedAnswer(numberedConversation, 30, (conversations) => ({
        response: { conversations },
      })),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("link", { name: /Member 25/ })).toBeVisible();
    await expect(page.queryByRole("link", { name: /Member 26/ })).toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Show more conversations" }));
    await expect(await page.findByRole("link", { name: /Member 30/ })).toBeVisible();
    await expect(
      requested(args.onRequest, "/api/v1/messages/conversations").map((url) => [
        url.searchParams.get("offset"),
        url.searchParams.get("limit"),
      ]),
    ).toEqual([
      ["0", "25"],
      ["25", "25"],
    ]);
    await waitFor(() =>
      expect(page.queryByRole("button", { name: "Show more conversations" })).toBeNull(),
    );
  },
};

/** A guest is sent to log in, with the way back to /messages (000 §2). */
export const Guest: Story = {
  args: { signedIn: false, onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/login?redirect=%2Fmessages"),
    );
  },
};
