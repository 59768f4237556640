// The real-time events the server pushes (001 §4; packages/api-client/README.md, "Real-time
// events"), with what each carries.
import type { ConversationMessage, Notification } from "@causeway/api-client";

export interface RealtimePayloads {
  "receive-message": ConversationMessage;
  notification: { notificationID: number; type: Notification["type"] };
  "receive-post": { postID: number };
  /** A follow of the member's campaign; `notificationID` the followers notification it joined. */
  "receive-user-follower": {
    followerID: number;
    isFollowing: boolean;
    notificationID: number | null;
  };
  "given-karma": { postID: number; karma: number };
  "removed-karma": { postID: number; karma: number };
  "post-karma-given": { postID: number; karma: number };
  "post-karma-removed": { postID: number; karma: number };
  "post-created": { postID: number };
  "post-updated": { postID: number };
  "post-deleted": { postID: number };
}

export type RealtimeEvent = keyof RealtimePayloads;

export const REALTIME_EVENTS = [
  "receive-message",
  "notification",
  "receive-post",
  "receive-user-follower",
  "given-karma",
  "removed-karma",
  "post-karma-given",
  "post-karma-removed",
  "post-created",
  "post-updated",
  "post-deleted",
] as const satisfies readonly RealtimeEvent[];
