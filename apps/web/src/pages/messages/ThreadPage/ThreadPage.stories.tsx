import type { ConversationMessage } from "@causeway/api-client";
import { clearMessageDraft } from "@causeway/forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fakeRealtime, WithRealtime } from "../../../testing/fake-realtime";
import {
  LUCIA_PROFILE,
  LUCIA_THREAD,
  MARIA,
  person,
  threadWithLucia,
} from "../../../testing/message-fixtures";
import { PageStory } from "../../../testing/PageStory";

const THREAD = "/api/v1/messages/88";

/** The server's side of the thread: what it holds, and what a send adds (or how it fails). */
function threadServer(
  start: ConversationMessage[] = LUCIA_THREAD,
  send: "ok" | "fail-once" | "fail" = "ok",
) {
  let messages = [...start];
  let failures = send === "fail-once" ? 1 : send === "fail" ? Number.POSITIVE_INFINITY : 0;
  return {
    getUser: { response: LUCIA_PROFILE },
    listMessages: ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 25);
      return Response.json({ response: { messages: messages.slice(offset, offset + limit) } });
    },
    sendMessage: async ({ request }: { request: Request }) => {
      if (failures > 0) {
        failures -= 1;
        return Response.json({ code: 500, message: "down" }, { status: 500 });
      }
      const body = (await request.json()) as { receiver: number; message: string };
      const sent: ConversationMessage = {
        id: 9000 + messages.length,
        sender: MARIA,
        receiver: person(body.receiver, "Lucía García"),
        message: body.message,
        readed: false,
        date_added: 1763730000 + messages.length,
      };
      messages = [sent, ...messages];
      return Response.json({ response: sent }, { status: 201 });
    },
  };
}

const meta = {
  title: "Web/Pages/Messages/Thread",
  component: PageStory,
  args: { path: "/messages/88", signedIn: true, overrides: threadServer() },
  // What an earlier story typed is kept as Maria's draft for Lucía: each story starts without it.
  beforeEach: () => clearMessageDraft("42:88"),
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const calls = (onRequest: unknown, method: string, path: string) =>
  (onRequest as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

const log = (canvas: HTMLElement) =>
  within(canvas).findByRole("region", { name: "Conversation with Lucía García" });
const item = (region: HTMLElement, text: string) =>
  within(region)
    .getAllByRole("listitem")
    .find((li) => li.querySelector("p")?.textContent?.endsWith(text));
const texts = (region: HTMLElement) =>
  within(region)
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent ?? "");

/** The thread, oldest first, the member's own on the other side; Lucía's unread ones are read. */
export const Thread: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Lucía García" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "View profile" })).toHaveAttribute(
      "href",
      "/lucia.garcia",
    );
    const region = await log(canvasElement);
    await waitFor(() =>
      expect(texts(region)).toEqual([
        "Lucía García: ¡Hola Maria! ¿Cómo va la rehabilitación?",
        "You: Much better, thank you!\nHe walked 20 metres today.",
        "Lucía García: We are organising a run for him!",
        "Lucía García: Can you come on Saturday? We start at 10 at the harbour.",
      ]),
    );
    // Opened, the conversation's unread messages are marked read on the server.
    await waitFor(() => expect(calls(args.onRequest, "PUT", `${THREAD}/readed`)).toHaveLength(1));
    // The box opens at the newest message.
    await waitFor(() =>
      expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(
        region.scrollHeight - 2,
      ),
    );
    await expect(page.getByRole("textbox", { name: "Message to Lucía García" })).toBeVisible();
  },
};

/** Enter sends: the payload of 001 §7, the message at the bottom at once, the box empty again. */
export const Send: Story = {
  args: { onRequest: fn(), overrides: threadServer() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: "Message to Lucía García" });
    await userEvent.type(box, "  See you there!{Shift>}{Enter}{/Shift}Bringing water.  ");
    await userEvent.keyboard("{Enter}");
    const region = await log(canvasElement);
    await waitFor(() => expect(texts(region).at(-1)).toBe("You: See you there!\nBringing water."));
    const [sent] = calls(args.onRequest, "POST", "/api/v1/message");
    await expect(await sent?.json()).toEqual({
      receiver: 88,
      message: "See you there!\nBringing water.",
    });
    await expect(box).toHaveValue("");
    await expect(box).toHaveFocus();
  },
};

/** A message that could not be sent stays in the box with the reason and "Try again". */
export const SendFailed: Story = {
  args: { overrides: threadServer(LUCIA_THREAD, "fail") },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: "Message to Lucía García" });
    await userEvent.type(box, "I will bring the banner.");
    await userEvent.click(page.getByRole("button", { name: "Send" }));
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveTextContent("Your message was not sent.");
    await expect(alert).toHaveTextContent("It is still in the box, nothing you wrote is lost.");
    await expect(box).toHaveValue("I will bring the banner.");
    const region = await log(canvasElement);
    await expect(texts(region).at(-1)).not.toContain("banner");
  },
};

/** "Try again" sends the kept message once more; sent, it shows and the box empties. */
export const RetryAfterFailure: Story = {
  args: { onRequest: fn(), overrides: threadServer(LUCIA_THREAD, "fail-once") },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: "Message to Lucía García" });
    await userEvent.type(box, "I will bring the banner.");
    await userEvent.click(page.getByRole("button", { name: "Send" }));
    const alert = await page.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const region = await log(canvasElement);
    await waitFor(() => expect(texts(region).at(-1)).toBe("You: I will bring the banner."));
    await expect(page.queryByRole("alert")).toBeNull();
    await expect(box).toHaveValue("");
    await expect(calls(args.onRequest, "POST", "/api/v1/message")).toHaveLength(2);
  },
};

/** Nothing to send: the server's own rule says so under the box, and nothing is sent. */
export const Empty: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = await page.findByRole("textbox", { name: "Message to Lucía García" });
    await userEvent.type(box, "   ");
    await userEvent.keyboard("{Enter}");
    await expect(box).toHaveAccessibleDescription(/Write a message\./);
    await expect(box).toHaveFocus();
    await expect(calls(args.onRequest, "POST", "/api/v1/message")).toHaveLength(0);
  },
};

/** What a message holds is text: markup shows as typed and nothing in it runs. */
export const InertText: Story = {
  args: {
    overrides: threadServer([
      {
        ...(LUCIA_THREAD[0] as ConversationMessage),
        message: '<img src=x onerror="document.body.dataset.hacked=1"><script>alert(1)</script>',
      },
    ]),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const region = await log(canvasElement);
    await waitFor(() =>
      expect(texts(region)).toEqual([
        'Lucía García: <img src=x onerror="document.body.dataset.hacked=1"><script>alert(1)</script>',
      ]),
    );
    await expect(region.querySelector("img, script")).toBeNull();
    await expect(document.body.dataset.hacked).toBeUndefined();
  },
};

/** A long thread: earlier messages load above and what was on screen stays where it was. */
export const Earlier: Story = {
  args: { onRequest: fn(), overrides: threadServer(threadWithLucia(30)) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const region = await log(canvasElement);
    await waitFor(() => expect(texts(region)).toHaveLength(25));
    await expect(texts(region)[0]).toBe("You: Maria's answer 6");
    // Scroll to the top, where the oldest loaded message is.
    region.scrollTop = 0;
    region.dispatchEvent(new Event("scroll"));
    const top = () => item(region, "Maria's answer 6")?.getBoundingClientRect().top ?? 0;
    const before = top();
    await userEvent.click(page.getByRole("button", { name: "Show earlier messages" }));
    await waitFor(() => expect(texts(region)).toHaveLength(30));
    await expect(texts(region)[0]).toBe("Lucía García: Lucía's message 1");
    await expect(
      calls(args.onRequest, "GET", THREAD).map((r) => new URL(r.url).searchParams.get("offset")),
    ).toEqual(["0", "25"]);
    // The message that was first on screen has not moved.
    await waitFor(() => expect(Math.abs(top() - before)).toBeLessThan(2));
    await expect(page.queryByRole("button", { name: "Show earlier messages" })).toBeNull();
  },
};

const live = fakeRealtime();

/**
 * A message from Lucía arrives in real time: it shows at the bottom, is said to screen readers,
 * and is marked read at once.
 */
export const Arrives: Story = {
  args: { onRequest: fn(), overrides: threadServer() },
  render: (args) => (
    <WithRealtime realtime={live}>
      <PageStory {...args} />
    </WithRealtime>
  ),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const region = await log(canvasElement);
    await waitFor(() => expect(texts(region)).toHaveLength(4));
    await live.connected();
    await expect(live.announced).toEqual([[42, "mock-token"]]);
    await waitFor(() => expect(calls(args.onRequest, "PUT", `${THREAD}/readed`)).toHaveLength(1));
    live.serverSends("receive-message", {
      id: 3400,
      sender: person(88, "Lucía García"),
      receiver: MARIA,
      message: "Great, see you!",
      readed: false,
      date_added: 1763729000,
    });
    await waitFor(() => expect(texts(region).at(-1)).toBe("Lucía García: Great, see you!"));
    await expect(
      page
        .getAllByRole("status")
        .some((status) => status.textContent === "New message from Lucía García: Great, see you!"),
    ).toBe(true);
    await waitFor(() => expect(calls(args.onRequest, "PUT", `${THREAD}/readed`)).toHaveLength(2));
  },
};

/** No message yet with this member: an invitation to write the first. */
export const NoMessagesYet: Story = {
  args: { overrides: threadServer([]) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText("No messages with Lucía García yet. Write the first one below."),
    ).toBeVisible();
  },
};

/** While the thread loads, message-shaped placeholders stand in. */
export const Loading: Story = {
  args: {
    overrides: { ...threadServer(), listMessages: () => new Promise<Response>(() => {}) },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Lucía García" }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("main [aria-busy=true]")).not.toBeNull();
  },
};

/** The thread fails to load: an error with a retry. */
export const LoadError: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      ...threadServer(),
      listMessages: () => Response.json({ code: 500, message: "down" }, { status: 500 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "This conversation could not be loaded" }),
    ).toBeVisible();
    const before = calls(args.onRequest, "GET", THREAD).length;
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(calls(args.onRequest, "GET", THREAD).length).toBe(before + 1));
  },
};

/** An unknown member: the not-found page. */
export const UnknownUser: Story = {
  args: {
    path: "/messages/nobody.here",
    overrides: {
      getUser: () => Response.json({ code: 404, message: "Not found." }, { status: 404 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
  },
};

/** A guest is sent to log in, with the way back to the thread. */
export const Guest: Story = {
  args: { signedIn: false, onNavigate: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/login?redirect=%2Fmessages%2F88"),
    );
  },
};
