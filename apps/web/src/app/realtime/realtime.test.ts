import {
  type ConversationMessage,
  campaignKeys,
  MESSAGES_PAGE_SIZE,
  messageKeys,
  notificationKeys,
  type Post,
  postKeys,
} from "@causeway/api-client";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { connectRealtime, type RealtimeSocket, type SocketFactory } from "./connect";
import { REALTIME_EVENTS } from "./events";
import { applyRealtimeEvent } from "./live-cache";

/** A socket the test drives: `serverSends` plays the server, `drop`/`connect` the network. */
function fakeSocket() {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  const emitted: unknown[][] = [];
  const handshakes: unknown[] = [];
  let options: Parameters<SocketFactory>[0] | null = null;
  let disconnected = false;
  const socket: RealtimeSocket = {
    on(event, listener) {
      listeners.set(event, [
        ...(listeners.get(event) ?? []),
        listener as (...args: unknown[]) => void,
      ]);
    },
    emit(event, ...args) {
      emitted.push([event, ...args]);
    },
    disconnect() {
      disconnected = true;
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  return {
    factory: ((given) => {
      options = given;
      return socket;
    }) as SocketFactory,
    /** A (re)connection: the handshake reads the token, then the socket is connected. */
    connect() {
      options?.auth((data) => handshakes.push(data));
      fire("connect");
    },
    serverSends: fire,
    emitted,
    handshakes,
    options: () => options,
    disconnected: () => disconnected,
    listening: () => [...listeners.keys()],
  };
}

const lucia = { id: 88, username: "lucia.garcia", name: "Lucía García", avatar: null };
const maria = { id: 42, username: "maria.petrova", name: "Мария Петрова", avatar: null };
const message = (id: number, from = lucia, to = maria): ConversationMessage => ({
  id,
  sender: from,
  receiver: to,
  message: `Message ${id}`,
  readed: false,
  date_added: 1763722800 + id,
});

describe("connectRealtime", () => {
  it("sends the current token in every handshake and announces the member on every connect", () => {
    const socket = fakeSocket();
    let token = "token-1";
    const events: unknown[] = [];
    let reconnects = 0;
    const connection = connectRealtime({
      io: socket.factory,
      userId: 42,
      getToken: () => token,
      onEvent: (event, payload) => events.push([event, payload]),
      onReconnect: () => {
        reconnects += 1;
      },
    });
    expect(socket.options()).toMatchObject({ path: "/socket.io", withCredentials: true });
    socket.connect();
    expect(socket.handshakes).toEqual([{ token: "token-1" }]);
    expect(socket.emitted).toEqual([["announce", 42, "token-1"]]);
    expect(reconnects).toBe(0);

    // The token was renewed, then the network dropped and came back.
    token = "token-2";
    socket.connect();
    expect(socket.handshakes).toEqual([{ token: "token-1" }, { token: "token-2" }]);
    expect(socket.emitted).toEqual([
      ["announce", 42, "token-1"],
      ["announce", 42, "token-2"],
    ]);
    expect(reconnects).toBe(1);

    expect(socket.listening()).toEqual(expect.arrayContaining([...REALTIME_EVENTS]));
    socket.serverSends("notification", { notificationID: 9, type: "CAMPAIGN_VERIFIED" });
    socket.serverSends("something-else", { x: 1 });
    expect(events).toEqual([["notification", { notificationID: 9, type: "CAMPAIGN_VERIFIED" }]]);

    connection.close();
    expect(socket.disconnected()).toBe(true);
  });
});

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

const firstPage = (peer: number) =>
  messageKeys.thread(peer, { offset: 0, limit: MESSAGES_PAGE_SIZE });

const post = (id: number, karma: number): Post =>
  ({ id, slug: `post-${id}`, karma, is_karmed: false, title: `Post ${id}` }) as unknown as Post;

describe("applyRealtimeEvent", () => {
  it("puts a received message on top of its open thread once, and refreshes the lists", () => {
    const cache = client();
    cache.setQueryData(firstPage(88), [message(2), message(1)]);
    cache.setQueryData(firstPage(120), [message(50, maria, { ...lucia, id: 120 })]);
    cache.setQueryData(messageKeys.conversations({ offset: 0, limit: 25 }), []);
    cache.setQueryData(messageKeys.meta(), { total_unseen: 0 });

    applyRealtimeEvent(cache, 42, "receive-message", message(3));
    applyRealtimeEvent(cache, 42, "receive-message", message(3));
    expect(cache.getQueryData<ConversationMessage[]>(firstPage(88))?.map((m) => m.id)).toEqual([
      3, 2, 1,
    ]);
    expect(cache.getQueryData<ConversationMessage[]>(firstPage(120))?.map((m) => m.id)).toEqual([
      50,
    ]);
    expect(
      cache.getQueryState(messageKeys.conversations({ offset: 0, limit: 25 }))?.isInvalidated,
    ).toBe(true);
    expect(cache.getQueryState(messageKeys.meta())?.isInvalidated).toBe(true);
  });

  it("files a message the member sent from another tab under the receiver's thread", () => {
    const cache = client();
    cache.setQueryData(firstPage(88), [message(1)]);
    applyRealtimeEvent(cache, 42, "receive-message", message(7, maria, lucia));
    expect(cache.getQueryData<ConversationMessage[]>(firstPage(88))?.map((m) => m.id)).toEqual([
      7, 1,
    ]);
  });

  it("leaves the messages badge alone while the member is on /messages", () => {
    const cache = client();
    cache.setQueryData(messageKeys.meta(), { total_unseen: 0 });
    applyRealtimeEvent(cache, 42, "receive-message", message(3), {
      badgeFollowsMessages: () => false,
    });
    expect(cache.getQueryState(messageKeys.meta())?.isInvalidated).toBe(false);
  });

  it("refreshes the bell and the notifications page on a notification", () => {
    const cache = client();
    cache.setQueryData(notificationKeys.list({}), { notifications: [], meta: {} });
    cache.setQueryData(notificationKeys.list({ offset: 8, limit: 8 }), {
      notifications: [],
      meta: {},
    });
    cache.setQueryData(messageKeys.meta(), { total_unseen: 0 });
    applyRealtimeEvent(cache, 42, "notification", { notificationID: 1, type: "CAMPAIGN_VERIFIED" });
    expect(cache.getQueryState(notificationKeys.list({}))?.isInvalidated).toBe(true);
    expect(cache.getQueryState(notificationKeys.list({ offset: 8, limit: 8 }))?.isInvalidated).toBe(
      true,
    );
    expect(cache.getQueryState(messageKeys.meta())?.isInvalidated).toBe(false);
  });

  it("sets a post's karma count wherever it is shown, keeping whether the viewer gave it", () => {
    const cache = client();
    cache.setQueryData(postKeys.feed({ offset: 0, limit: 8 }), [post(5, 3), post(6, 1)]);
    cache.setQueryData(postKeys.detail({ slug: "post-5" }), { ...post(5, 3), is_karmed: true });
    applyRealtimeEvent(cache, 42, "post-karma-given", { postID: 5, karma: 4 });
    expect(
      cache.getQueryData<Post[]>(postKeys.feed({ offset: 0, limit: 8 }))?.map((p) => p.karma),
    ).toEqual([4, 1]);
    expect(cache.getQueryData<Post>(postKeys.detail({ slug: "post-5" }))).toMatchObject({
      karma: 4,
      is_karmed: true,
    });
    applyRealtimeEvent(cache, 42, "removed-karma", { postID: 5, karma: 2 });
    expect(cache.getQueryData<Post>(postKeys.detail({ slug: "post-5" }))?.karma).toBe(2);
  });

  it("takes a deleted post out of every list, and refreshes the feed on receive-post", () => {
    const cache = client();
    cache.setQueryData(postKeys.feed({ offset: 0, limit: 8 }), [post(5, 3), post(6, 1)]);
    cache.setQueryData(postKeys.bookmarks({ offset: 0, limit: 8 }), [post(5, 3)]);
    applyRealtimeEvent(cache, 42, "post-deleted", { postID: 5 });
    expect(
      cache.getQueryData<Post[]>(postKeys.feed({ offset: 0, limit: 8 }))?.map((p) => p.id),
    ).toEqual([6]);
    expect(cache.getQueryData<Post[]>(postKeys.bookmarks({ offset: 0, limit: 8 }))).toEqual([]);

    applyRealtimeEvent(cache, 42, "receive-post", { postID: 9 });
    expect(cache.getQueryState(postKeys.feed({ offset: 0, limit: 8 }))?.isInvalidated).toBe(true);
    expect(cache.getQueryState(postKeys.bookmarks({ offset: 0, limit: 8 }))?.isInvalidated).toBe(
      false,
    );
  });

  it("marks the posts an update touched for a refresh, and the owner's campaign and bell on a follower", () => {
    const cache = client();
    cache.setQueryData(postKeys.feed({ offset: 0, limit: 8 }), [post(6, 1)]);
    cache.setQueryData(postKeys.bookmarks({ offset: 0, limit: 8 }), [post(7, 1)]);
    cache.setQueryData(campaignKeys.detail("help-maria-walk-again"), { id: 1 });
    cache.setQueryData(notificationKeys.list({}), { notifications: [], meta: {} });
    applyRealtimeEvent(cache, 42, "post-updated", { postID: 7 });
    expect(cache.getQueryState(postKeys.feed({ offset: 0, limit: 8 }))?.isInvalidated).toBe(false);
    expect(cache.getQueryState(postKeys.bookmarks({ offset: 0, limit: 8 }))?.isInvalidated).toBe(
      true,
    );
    applyRealtimeEvent(cache, 42, "receive-user-follower", {
      followerID: 88,
      isFollowing: true,
      notificationID: 7120,
    });
    expect(cache.getQueryState(campaignKeys.detail("help-maria-walk-again"))?.isInvalidated).toBe(
      true,
    );
    // The follow joined the campaign's followers notification: the bell is asked again.
    expect(cache.getQueryState(notificationKeys.list({}))?.isInvalidated).toBe(true);
  });
});
