import type { Generated } from "kysely";
import type { Def, Json, Timestamp } from "./columns";

// Posts and their reactions, reports, messages and notifications.

export interface PostsTable {
  id: Generated<number>;
  slug: string;
  user_id: number;
  campaign_id: number | null;
  title: string | null;
  content: string;
  raw_content: string;
  is_anonymous: Def<boolean>;
  edited: Def<boolean>;
  deleted: Def<boolean>;
  image_ids: Def<number[]>;
  created_at: Timestamp;
}

export interface PostKarmaTable {
  post_id: number;
  user_id: number;
}

export interface PostBookmarksTable {
  post_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface PostCommentsTable {
  id: Generated<number>;
  post_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  created_at: Timestamp;
}

export interface ReportsTable {
  id: Generated<number>;
  item_type: string;
  item_id: number;
  type_id: number;
  reporter_id: number | null;
  description: string;
  email: string | null;
  name: string | null;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  message: string;
  readed: Def<boolean>;
  seen: Def<boolean>;
  created_at: Timestamp;
  /** Migration 0020: an e-mail told the receiver of it (unread-message-mail.ts). */
  mailed: Def<boolean>;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  text: string;
  data: Json<Record<string, unknown>>;
  seen: Def<boolean>;
  read: Def<boolean>;
  is_opened: Def<boolean>;
  viewed: Def<boolean>;
  created_at: Timestamp;
  /** What a grouped notification gathers, e.g. "POST_KARMA:42" (0017); null for the others. */
  group_key: string | null;
  /** The members who did what a grouped notification tells, the latest first (0017). */
  actor_ids: Def<number[]>;
}

/** One scheduled notification sent: a job, a campaign and a period, once (0011). */
export interface ScheduledNotificationsTable {
  job: string;
  campaign_id: number;
  period: string;
  notification_id: number | null;
  created_at: Timestamp;
}
