// What each real-time event changes in the query cache: a patch where the event carries the new
// value (a message, a karma count, a deleted post), a refresh of the matching queries where it only
// says something changed. Only queries on screen are asked again (refetchType "active"); the rest
// are marked stale and asked when they are next shown.
import {
  type ConversationMessage,
  campaignKeys,
  MESSAGES_PAGE_SIZE,
  messageKeys,
  notificationKeys,
  type Post,
  postKeys,
} from "@causeway/api-client";
import { patchCachedPost } from "@causeway/forms";
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import type { RealtimeEvent, RealtimePayloads } from "./events";

export interface LiveCacheOptions {
  /**
   * Whether the messages icon should follow this message (000 §4: it is refreshed on real-time
   * events, not while the member is on /messages, where the page itself marks what is read).
   */
  badgeFollowsMessages?: () => boolean;
}

const refresh = (client: QueryClient, queryKey: QueryKey) =>
  client.invalidateQueries({ queryKey, refetchType: "active" });

const isPost = (value: unknown): value is Post =>
  typeof value === "object" && value !== null && "slug" in value && "karma" in value;

/** Whether a cached answer holds the post `id` (a post, a list of posts, a page with `posts`). */
function holdsPost(data: unknown, id: number): boolean {
  if (Array.isArray(data)) return data.some((item) => isPost(item) && item.id === id);
  if (isPost(data)) return data.id === id;
  if (typeof data === "object" && data !== null && "posts" in data)
    return holdsPost((data as { posts: unknown }).posts, id);
  return false;
}

const postHolders = (id: number) => (query: Query) =>
  query.queryKey[0] === "causeway" && holdsPost(query.state.data, id);

/** Takes the post out of every cached list; a post's own page is asked again (it says deleted). */
function forgetPost(client: QueryClient, id: number) {
  client.setQueriesData({ predicate: postHolders(id) }, (data: unknown) => {
    if (Array.isArray(data)) return data.filter((item) => !(isPost(item) && item.id === id));
    if (typeof data === "object" && data !== null && "posts" in data && !isPost(data)) {
      const posts = (data as { posts: unknown[] }).posts;
      return { ...data, posts: posts.filter((item) => !(isPost(item) && item.id === id)) };
    }
    return data;
  });
  void client.invalidateQueries({ predicate: postHolders(id), refetchType: "active" });
}

/** Puts a message that arrived at the top of the thread's first page (newest first), once. */
function addToThread(client: QueryClient, peerId: number, message: ConversationMessage) {
  const firstPage = messageKeys.thread(peerId, { offset: 0, limit: MESSAGES_PAGE_SIZE });
  client.setQueryData<ConversationMessage[]>(firstPage, (messages) =>
    messages && !messages.some((m) => m.id === message.id) ? [message, ...messages] : messages,
  );
}

/** Applies one event to the cache. `userId` is the member the socket announced. */
export function applyRealtimeEvent<E extends RealtimeEvent>(
  client: QueryClient,
  userId: number,
  event: E,
  payload: RealtimePayloads[E],
  options: LiveCacheOptions = {},
): void {
  switch (event) {
    case "receive-message": {
      const message = payload as RealtimePayloads["receive-message"];
      const peer = message.sender.id === userId ? message.receiver.id : message.sender.id;
      addToThread(client, peer, message);
      void refresh(client, messageKeys.conversations());
      if (options.badgeFollowsMessages?.() ?? true) void refresh(client, messageKeys.meta());
      return;
    }
    case "notification":
      void refresh(client, notificationKeys.all);
      return;
    case "receive-post":
      void refresh(client, postKeys.feeds());
      return;
    case "receive-user-follower":
      // The followers count, and the bell: a follow joins the campaign's followers notification
      // (an unfollow may leave it), told by this event alone.
      void refresh(client, campaignKeys.all);
      void refresh(client, notificationKeys.all);
      return;
    case "given-karma":
    case "removed-karma":
    case "post-karma-given":
    case "post-karma-removed": {
      const { postID, karma } = payload as RealtimePayloads["post-karma-given"];
      patchCachedPost(client, postID, { karma });
      return;
    }
    case "post-updated": {
      const { postID } = payload as RealtimePayloads["post-updated"];
      void client.invalidateQueries({ predicate: postHolders(postID), refetchType: "active" });
      return;
    }
    case "post-deleted":
      forgetPost(client, (payload as RealtimePayloads["post-deleted"]).postID);
      return;
    default:
      // post-created: the feed follows receive-post, which goes to those whose feed shows it.
      return;
  }
}
