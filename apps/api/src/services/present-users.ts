import { sql } from "kysely";
import type { Q } from "../db/database";
import type { UserRow } from "../db/schema";
import { mediaPaths } from "./present-values";

// Members as the contract shows them: a summary (beside a post, a note, a message) or the whole
// User, and the business choices its business_info names.

type SummaryUser = Pick<
  UserRow,
  "id" | "username" | "name" | "avatar_media_id" | "default_avatar_color" | "type"
>;

export async function userSummaries(q: Q, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map<number, ReturnType<typeof summary>>();
  const rows = await q
    .selectFrom("users")
    .select(["id", "username", "name", "avatar_media_id", "default_avatar_color", "type"])
    .where("id", "in", wanted)
    .execute();
  const media = await mediaPaths(
    q,
    rows.map((r) => r.avatar_media_id),
  );
  return new Map(rows.map((r) => [r.id, summary(r, media)]));
}

function summary(u: SummaryUser, media: Map<number, { path: string }>) {
  const avatar = u.avatar_media_id ? media.get(u.avatar_media_id) : undefined;
  return {
    id: u.id,
    username: u.username,
    name: u.name || u.username,
    avatar: avatar ? { square: { path: avatar.path } } : null,
    default_avatar_color: u.default_avatar_color,
    type: u.type,
  };
}

export type UserSummary = ReturnType<typeof summary>;

export async function userSummary(q: Q, id: number): Promise<UserSummary> {
  const map = await userSummaries(q, [id]);
  const found = map.get(id);
  if (!found) throw new Error(`user ${id} missing`);
  return found;
}

/** The User schema; email and phone only for the user themself and staff. */
export async function presentUser(q: Q, u: UserRow, opts: { private: boolean }) {
  const media = await mediaPaths(q, [u.avatar_media_id, u.cover_media_id]);
  const [followers, follows] = await Promise.all([
    q
      .selectFrom("follows")
      .innerJoin("campaigns", "campaigns.id", "follows.campaign_id")
      .where("campaigns.created_by", "=", u.id)
      .select(sql<number>`count(distinct follows.user_id)::int`.as("n"))
      .executeTakeFirst(),
    q.selectFrom("follows").where("user_id", "=", u.id).select("campaign_id").limit(1).execute(),
  ]);
  const avatar = u.avatar_media_id ? media.get(u.avatar_media_id) : undefined;
  const cover = u.cover_media_id ? media.get(u.cover_media_id) : undefined;
  const out: Record<string, unknown> = {
    id: u.id,
    username: u.username,
    name: u.name || u.username,
    only_name: u.only_name,
    bio: u.bio,
    email_verified: u.email_verified,
    type: u.type,
    fbid: u.fbid,
    avatar: avatar ? { square: { path: avatar.path } } : null,
    default_avatar_color: u.default_avatar_color,
    can_username_change: u.can_username_change,
    donation_settings: { visibility: u.donations_visible },
    location: u.location,
    timezone: u.timezone,
    gender: u.gender,
    birthday: u.birthday,
    language: u.language,
    register_step: u.register_step,
    total_followers: followers?.n ?? 0,
    follows_campaigns: follows.length > 0,
    roles: u.roles,
    business_info:
      u.type === "business"
        ? {
            mission: u.business_mission,
            representative_name: u.representative_name,
            bulstat: u.bulstat,
            organization: u.organization,
            sectors: u.business_sectors
              .map((id) => BUSINESS_SECTORS.find((s) => s.id === id))
              .filter(Boolean),
            organization_size: BUSINESS_SIZES.find((s) => s.id === u.organization_size) ?? null,
            cover: cover ? { compressed: { path: cover.path } } : null,
          }
        : null,
    personal_info: u.type === "personal" ? { gender: u.gender } : null,
  };
  if (opts.private) {
    out.email = u.email;
    out.phone = u.phone;
  }
  return out;
}

export const BUSINESS_SIZES = [
  { id: 1, name: "1-10" },
  { id: 2, name: "11-50" },
  { id: 3, name: "51-200" },
  { id: 4, name: "201-1000" },
  { id: 5, name: "1000+" },
];

export const BUSINESS_SECTORS = [
  { id: 1, name: "Agriculture" },
  { id: 2, name: "Construction" },
  { id: 3, name: "Finance" },
  { id: 4, name: "Healthcare" },
  { id: 5, name: "Hospitality" },
  { id: 6, name: "Information technology" },
  { id: 7, name: "Manufacturing" },
  { id: 8, name: "Non-profit" },
  { id: 9, name: "Education" },
  { id: 10, name: "Retail" },
  { id: 11, name: "Transport" },
  { id: 12, name: "Other" },
];
