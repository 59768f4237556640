import type { Notification } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fakeRealtime, WithRealtime } from "../../../testing/fake-realtime";
import {
  EVERY_NOTIFICATION,
  GROUPED_NOTIFICATIONS,
  notificationsAnswer,
} from "../../../testing/message-fixtures";
import { PageStory } from "../../../testing/PageStory";

/** The server's notifications: pages of what it holds, and what marking them changes. */
function notificationServer(start: Notification[] = EVERY_NOTIFICATION) {
  let all = start.map((n) => ({ ...n }));
  const mark = (ids: number[] | null, change: Partial<Notification>) => {
    all = all.map((n) => (ids === null || ids.includes(n.id) ? { ...n, ...change } : n));
  };
  return {
    add: (notification: Notification) => {
      all = [notification, ...all];
    },
    overrides: {
      listNotifications: ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        return Response.json(
          notificationsAnswer(
            all,
            Number(url.searchParams.get("offset") ?? 0),
            Number(url.searchParams.get("limit") ?? 12),
          ),
        );
      },
      markNotificationsSeen: () => {
        mark(null, { seen: true });
        return Response.json({ response: "ok" });
      },
      markNotificationsViewed: () => Response.json({ response: "ok" }),
      updateNotifications: async ({ request }: { request: Request }) => {
        const body = (await request.json()) as { read?: number[] };
        mark(body.read ?? [], { read: true, seen: true, isOpened: true });
        return Response.json({ response: "ok" });
      },
      markNotificationsRead: async ({ request }: { request: Request }) => {
        const body = (await request.json()) as { notifications: number[] };
        mark(body.notifications.length ? body.notifications : null, { read: true, seen: true });
        return Response.json({ response: "ok" });
      },
    },
  };
}

const meta = {
  title: "Web/Pages/Notifications",
  component: PageStory,
  args: { path: "/notifications", signedIn: true, overrides: notificationServer().overrides },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const calls = (onRequest: unknown, method: string, path: string) =>
  (onRequest as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

const rows = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole("list", { name: "Your notifications" })).getAllByRole(
    "link",
  );

/** The first page: the newest 8, unread ones marked, each with its details and its link. */
export const Notifications: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Notifications" }),
    ).toBeVisible();
    const links = await rows(canvasElement);
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAccessibleName(
      /^Unread: Your campaign received a new donation\. Help Maria walk again · €500\.00/,
    );
    await expect(links[0]).toHaveAttribute("href", "/campaign/help-maria-walk-again/dashboard");
    await expect(links[1]).toHaveAccessibleName(
      /You have new tasks for your campaign\. Help Maria walk again · To do: Add a video and Share your campaign/,
    );
    await expect(links[1]).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/dashboard?task_modal=open",
    );
    await expect(links[2]).toHaveAccessibleName(
      /weekly statistics are ready\. Help Maria walk again · €412\.00 collected from Nov 10, 2025 to Nov 16, 2025/,
    );
    await expect(links[3]).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/dashboard/withdraw?withdraw=311",
    );
    await expect(links[4]).toHaveAccessibleName(
      /monthly statistics are ready\. Help Maria walk again · €2,120\.00 collected from Oct 1, 2025 to Oct 31, 2025/,
    );
    await expect(links[4]).not.toHaveAccessibleName(/Unread/);
    // Opening the page is opening the bell: everything seen, the unviewed counter reset.
    await waitFor(() =>
      expect(calls(args.onRequest, "PUT", "/api/v1/notification/seen")).toHaveLength(1),
    );
    await waitFor(() =>
      expect(calls(args.onRequest, "PUT", "/api/v1/notification/viewed")).toHaveLength(1),
    );
  },
};

/** Every type of the spec with its text and where it leads; a deleted campaign's leads home. */
export const EveryType: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await rows(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "Show more notifications" }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(16));
    await userEvent.click(page.getByRole("button", { name: "Show more notifications" }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(20));
    const links = await rows(canvasElement);
    const byText = (text: RegExp) =>
      links.find((link) => text.test(link.textContent ?? "")) as HTMLElement;
    const expected: [RegExp, string][] = [
      [/Your campaign has been verified/, "/campaign/help-maria-walk-again/dashboard"],
      [/Your campaign is active again/, "/campaign/help-maria-walk-again/dashboard"],
      [/Your campaign has been deactivated/, "/campaign/kindergarten-garden/dashboard"],
      [/reached its goal/, "/campaign/dog-shelter/dashboard"],
      [/Your campaign has been deleted/, "/"],
      [
        /post an update.*60 days since your campaign started/,
        "/campaign/help-maria-walk-again/dashboard",
      ],
      [
        /request is being processed.*€400\.00/,
        "/campaign/help-maria-walk-again/dashboard/withdraw?withdraw=311",
      ],
      [
        /approved and paid.*€1,500\.00/,
        "/campaign/help-maria-walk-again/dashboard/withdraw?withdraw=298",
      ],
      [
        /has been declined\. The amount.*€480\.00/,
        "/campaign/help-maria-walk-again/dashboard/withdraw?withdraw=305",
      ],
      [
        /bank account is being reviewed.*BG18 RZBB 9155 0123 4567 89/,
        "/campaign/help-maria-walk-again/dashboard/withdraw?bank_account=14",
      ],
      [
        /bank account has been approved/,
        "/campaign/help-maria-walk-again/dashboard/withdraw?bank_account=14",
      ],
      [
        /bank account has been declined/,
        "/campaign/help-maria-walk-again/dashboard/withdraw?bank_account=15",
      ],
      [
        /Ion Popescu and 1 other person followed your campaign/,
        "/campaign/help-maria-walk-again/dashboard",
      ],
      [
        /Lucía García and 3 others gave karma to your post/,
        "/campaign/help-maria-walk-again/first-week-of-rehabilitation",
      ],
      [
        /Anna Nowak commented on your post/,
        "/campaign/help-maria-walk-again/first-week-of-rehabilitation",
      ],
    ];
    for (const [text, href] of expected) await expect(byText(text)).toHaveAttribute("href", href);
    await expect(page.queryByRole("button", { name: "Show more notifications" })).toBeNull();
  },
};

/**
 * What members did with her campaign and posts (issue 25), one notification a post and kind:
 * the latest member named, the others counted, the post's title under it, leading to the post.
 */
export const Grouped: Story = {
  args: { overrides: notificationServer(GROUPED_NOTIFICATIONS).overrides },
  play: async ({ canvasElement }) => {
    const links = await rows(canvasElement);
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(
      /^Unread: Lucía García and 3 others gave karma to your post\. Help Maria walk again · First week of rehabilitation/,
    );
    await expect(links[0]).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/first-week-of-rehabilitation",
    );
    await expect(links[1]).toHaveAccessibleName(
      /^Unread: Anna Nowak commented on your post\. Help Maria walk again · First week of rehabilitation/,
    );
    await expect(links[2]).toHaveAccessibleName(
      /^Ion Popescu and 1 other person followed your campaign\. Help Maria walk again/,
    );
    await expect(links[2]).toHaveAttribute("href", "/campaign/help-maria-walk-again/dashboard");
  },
};

const followerLive = fakeRealtime();
const followerServer = notificationServer(EVERY_NOTIFICATION.slice(4));

/** A new follower (receive-user-follower with the notification's id): on top without a reload. */
export const FollowerArrives: Story = {
  args: { overrides: followerServer.overrides },
  render: (args) => (
    <WithRealtime realtime={followerLive}>
      <PageStory {...args} />
    </WithRealtime>
  ),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(8);
    await followerLive.connected();
    followerServer.add({
      ...(GROUPED_NOTIFICATIONS[2] as Notification),
      id: 7998,
      seen: false,
      read: false,
      isOpened: false,
    });
    followerLive.serverSends("receive-user-follower", {
      followerID: 61,
      isFollowing: true,
      notificationID: 7998,
    });
    await waitFor(async () =>
      expect((await rows(canvasElement))[0]).toHaveAccessibleName(
        /^Unread: Ion Popescu and 1 other person followed your campaign\./,
      ),
    );
  },
};

/** Opening an unread notification marks it read on the server and follows its link. */
export const OpenOne: Story = {
  args: { onRequest: fn(), onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const [first] = await rows(canvasElement);
    await userEvent.click(first as HTMLElement);
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/campaign/help-maria-walk-again/dashboard"),
    );
    await waitFor(() =>
      expect(calls(args.onRequest, "PUT", "/api/v2/notifications")).toHaveLength(1),
    );
    const [sent] = calls(args.onRequest, "PUT", "/api/v2/notifications");
    await expect(await sent?.json()).toEqual({ read: [7100] });
  },
};

/** "Mark all as read": every notification read, the button gone, and it says so. */
export const MarkAllRead: Story = {
  args: { onRequest: fn(), overrides: notificationServer().overrides },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Mark all as read" }));
    await waitFor(async () =>
      expect(
        (await rows(canvasElement)).some((link) => /Unread/.test(link.textContent ?? "")),
      ).toBe(false),
    );
    const [sent] = calls(args.onRequest, "PUT", "/api/v1/notification");
    await expect(await sent?.json()).toEqual({ notifications: [] });
    await expect(page.queryByRole("button", { name: "Mark all as read" })).toBeNull();
    await expect(
      page
        .getAllByRole("status")
        .some((s) => s.textContent === "All notifications are marked as read."),
    ).toBe(true);
  },
};

const live = fakeRealtime();
const liveServer = notificationServer(EVERY_NOTIFICATION.slice(4));

/** A notification arrives in real time: the list shows it at the top without a reload. */
export const Arrives: Story = {
  args: { overrides: liveServer.overrides },
  render: (args) => (
    <WithRealtime realtime={live}>
      <PageStory {...args} />
    </WithRealtime>
  ),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(8);
    await live.connected();
    liveServer.add({
      ...(EVERY_NOTIFICATION[0] as Notification),
      id: 7999,
      seen: false,
      read: false,
      data: {
        campaign_name: "Help Maria walk again",
        slug: "help-maria-walk-again",
        amount: 2500,
        currency: { id: 1, abbreviation: "EUR", name: "Euro" },
      },
    });
    live.serverSends("notification", { notificationID: 7999, type: "CAMPAIGN_FUNDS_COLLECTED" });
    await waitFor(async () =>
      expect((await rows(canvasElement))[0]).toHaveAccessibleName(
        /^Unread: Your campaign received a new donation\. Help Maria walk again · €25\.00/,
      ),
    );
  },
};

/** No notification yet: it says what will show here. */
export const Empty: Story = {
  args: { overrides: notificationServer([]).overrides },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { name: "No notifications yet" })).toBeVisible();
    await expect(page.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  },
};

/** While the notifications load, row-shaped placeholders stand in. */
export const Loading: Story = {
  args: { overrides: { listNotifications: () => new Promise<Response>(() => {}) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Notifications" }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull();
  },
};

/** The list fails: an error block with a retry (001 §8). */
export const LoadError: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      listNotifications: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Your notifications could not be loaded" }),
    ).toBeVisible();
    const list = () =>
      calls(args.onRequest, "GET", "/api/v2/notifications").filter(
        (r) => new URL(r.url).searchParams.get("limit") === "8",
      );
    const before = list().length;
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(list().length).toBe(before + 1));
  },
};

/** A guest is sent to log in, with the way back. */
export const Guest: Story = {
  args: { signedIn: false, onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/login?redirect=%2Fnotifications"),
    );
  },
};
