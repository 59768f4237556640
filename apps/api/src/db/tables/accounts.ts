import type { ColumnType, Generated } from "kysely";
import type { Def, Json, NullableTimestamp, Timestamp } from "./columns";

// Members and what is theirs alone: users, their uploads, password resets, outgoing e-mail.

export interface LocationValue {
  place_id: string;
  formatted_address: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  name: Def<string>;
  only_name: Def<boolean>;
  bio: Def<string>;
  email_verified: Def<boolean>;
  /** The address the account last proved through a verification link (0009). */
  verified_email: string | null;
  email_verification_code: string | null;
  /** The code that last verified the address, so the link opened again says so (0016). */
  used_verification_code: string | null;
  type: "personal" | "business";
  fbid: string | null;
  avatar_media_id: number | null;
  default_avatar_color: Def<string>;
  can_username_change: Def<boolean>;
  donations_visible: Def<boolean>;
  location: Json<LocationValue | null>;
  timezone: string | null;
  gender: "male" | "female" | null;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string | null;
  language: Def<string>;
  register_step: Def<number>;
  roles: Def<string[]>;
  business_mission: Def<string>;
  representative_name: Def<string>;
  bulstat: Def<string>;
  organization: Def<string>;
  business_sectors: Def<number[]>;
  organization_size: number | null;
  cover_media_id: number | null;
  email_subscriptions: Json<Record<string, boolean>>;
  token_version: Def<number>;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  hash: string;
  user_id: number;
  expires_at: Timestamp;
  used: Def<boolean>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  template: string;
  subject: string;
  body: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
  /** Migration 0018: delivery over SMTP (services/mail-delivery.ts). */
  status: Def<"pending" | "sent" | "failed">;
  attempts: Def<number>;
  next_attempt_at: Timestamp;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  last_error: Def<string | null>;
  message_id: Def<string | null>;
  reply_to: Def<string | null>;
  headers: Json<Record<string, string>>;
  /** Migration 0019: the HTML part (src/mail), null for a text-only message. */
  html: Def<string | null>;
  /** Migration 0025: files sent with it, drawn inline by their Content-ID. */
  attachments: Json<MailAttachment[]>;
}

/** A file of an outgoing message (the HTML part shows it as `cid:<cid>`). */
export interface MailAttachment {
  filename: string;
  content_type: string;
  cid: string;
  /** The bytes, base64. */
  content: string;
}

export interface MediaTable {
  id: Generated<number>;
  owner_id: number | null;
  kind: "image" | "file";
  name: string;
  storage_key: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  /** A document: served only by a signed path or to its owner and staff (0005). */
  private: Generated<boolean>;
  /** The sha256 of the file's bytes, hex (0012); null for files uploaded before. */
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}
