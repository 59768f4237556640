import type { Notification } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fakeRealtime, WithRealtime } from "../testing/fake-realtime";
import {
  EVERY_NOTIFICATION,
  GROUPED_NOTIFICATIONS,
  MARIA,
  notificationsAnswer,
  person,
} from "../testing/message-fixtures";
import { PageStory } from "../testing/PageStory";

/** The server's counters: unseen messages and notifications, which the test raises. */
function counters() {
  const state = {
    unseenMessages: 0,
    notifications: EVERY_NOTIFICATION.map((n) => ({ ...n, seen: true })) as Notification[],
  };
  return {
    state,
    overrides: {
      getConversationsMeta: () =>
        Response.json({ response: { total_unseen: state.unseenMessages } }),
      updateConversationsMeta: () => {
        state.unseenMessages = 0;
        return Response.json({ response: { total_unseen: 0 } });
      },
      listNotifications: ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        return Response.json(
          notificationsAnswer(
            state.notifications,
            Number(url.searchParams.get("offset") ?? 0),
            Number(url.searchParams.get("limit") ?? 12),
          ),
        );
      },
      markNotificationsSeen: () => {
        state.notifications = state.notifications.map((n) => ({ ...n, seen: true }));
        return Response.json({ response: "ok" });
      },
    },
  };
}

const meta = {
  title: "Web/Layout/MemberIcons",
  component: PageStory,
  args: { path: "/campaign", signedIn: true },
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const live = fakeRealtime();
const server = counters();

/**
 * The badges are live: a message and a notification pushed by the server raise the messages
 * count and the bell without a reload; opening each resets it to zero.
 */
export const LiveBadges: Story = {
  args: { overrides: server.overrides, onRequest: fn(), onNavigate: fn() },
  render: (args) => (
    <WithRealtime realtime={live}>
      <PageStory {...args} />
    </WithRealtime>
  ),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const messages = await page.findByRole("link", { name: "Messages" });
    const bell = page.getByRole("link", { name: "Notifications" });
    await live.connected();
    await expect(live.announced).toEqual([[42, "mock-token"]]);

    server.state.unseenMessages = 1;
    live.serverSends("receive-message", {
      id: 3400,
      sender: person(88, "Lucía García"),
      receiver: MARIA,
      message: "Hello!",
      readed: false,
      date_added: 1763729000,
    });
    await waitFor(() => expect(messages).toHaveAccessibleName("Messages, 1 unread"));

    server.state.notifications = [
      { ...(EVERY_NOTIFICATION[0] as Notification), id: 7999, seen: false, read: false },
      ...server.state.notifications,
    ];
    live.serverSends("notification", { notificationID: 7999, type: "CAMPAIGN_FUNDS_COLLECTED" });
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications, 1 new"));

    await userEvent.click(messages);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/messages"));
    await waitFor(() =>
      expect(page.getByRole("link", { name: "Messages" })).toHaveAccessibleName("Messages"),
    );
    await userEvent.click(page.getByRole("link", { name: /^Notifications/ }));
    await waitFor(() =>
      expect(page.getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName(
        "Notifications",
      ),
    );
  },
};

const following = fakeRealtime();
const followed = counters();

/**
 * A new follower of her campaign rings the bell (issue 25): the spec's receive-user-follower
 * carries the id of the followers notification it joined, and the bell counts it without a reload.
 */
export const FollowerRingsTheBell: Story = {
  args: { overrides: followed.overrides },
  render: (args) => (
    <WithRealtime realtime={following}>
      <PageStory {...args} />
    </WithRealtime>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const bell = await page.findByRole("link", { name: "Notifications" });
    await following.connected();
    const joined = GROUPED_NOTIFICATIONS[2] as Notification;
    followed.state.notifications = [
      { ...joined, seen: false, read: false, isOpened: false },
      ...followed.state.notifications,
    ];
    following.serverSends("receive-user-follower", {
      followerID: 61,
      isFollowing: true,
      notificationID: joined.id,
    });
    await waitFor(() => expect(bell).toHaveAccessibleName("Notifications, 1 new"));
  },
};

const quiet = fakeRealtime();

/** On /messages a new message does not move the messages count (000 §4): reading marks it. */
export const NotOnMessages: Story = {
  args: { path: "/messages", overrides: counters().overrides, onRequest: fn() },
  render: (args) => (
    <WithRealtime realtime={quiet}>
      <PageStory {...args} />
    </WithRealtime>
  ),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await page.findByRole("link", { name: "Messages" });
    await quiet.connected();
    const asked = () =>
      (args.onRequest as ReturnType<typeof fn>).mock.calls.filter(
        ([request]) =>
          new URL((request as Request).url).pathname === "/api/v1/messages/conversations/meta",
      ).length;
    const before = asked();
    quiet.serverSends("receive-message", {
      id: 3401,
      sender: person(88, "Lucía García"),
      receiver: MARIA,
      message: "Hello again!",
      readed: false,
      date_added: 1763729100,
    });
    // The conversations are asked again; the badge's count is not.
    await waitFor(() =>
      expect(
        (args.onRequest as ReturnType<typeof fn>).mock.calls.filter(
          ([request]) =>
            new URL((request as Request).url).pathname === "/api/v1/messages/conversations",
        ).length,
      ).toBeGreaterThan(1),
    );
    await expect(asked()).toBe(before);
  },
};

const slow = counters();
slow.state.unseenMessages = 2;
slow.state.notifications = [
  { ...(EVERY_NOTIFICATION[0] as Notification), id: 7998, seen: false, read: false },
  ...slow.state.notifications,
];
/** The counts come only when the test lets them (a slow connection). */
let letCountsCome: () => void = () => {};
const countsCame = new Promise<void>((resolve) => {
  letCountsCome = resolve;
});

/**
 * A member who opens her messages and her bell before their counts have come (a slow connection
 * right after logging in) still resets them: when the counts come, both are zero.
 */
export const OpenedBeforeTheCountsCame: Story = {
  args: {
    overrides: {
      ...slow.overrides,
      getConversationsMeta: async () => {
        await countsCame;
        return Response.json({ response: { total_unseen: slow.state.unseenMessages } });
      },
      listNotifications: async (info) => {
        await countsCame;
        return slow.overrides.listNotifications(info);
      },
    },
    onNavigate: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("link", { name: "Messages" }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/messages"));
    await userEvent.click(page.getByRole("link", { name: "Notifications" }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith("/notifications"));
    letCountsCome();
    await waitFor(() => expect(slow.state.unseenMessages).toBe(0));
    await expect(page.getByRole("link", { name: /^Messages/ })).toHaveAccessibleName("Messages");
    await waitFor(() =>
      expect(page.getByRole("link", { name: /^Notifications/ })).toHaveAccessibleName(
        "Notifications",
      ),
    );
    await expect(slow.state.notifications.every((n) => n.seen)).toBe(true);
  },
};
