import { sql } from "kysely";
import type { Q } from "../db/database";
import type { BankAccountRow, CurrencyRow, UserRow, WithdrawalRow } from "../db/schema";
import {
  campaignImagesJson,
  type ImageJson,
  mediaPath,
  presentImages,
  presentUserJson,
  type UserJson,
  userJson,
} from "./page-marks";
import { presentedMediaPath } from "./private-media";
import { categories, currencies, withdrawReasons } from "./reference-data";

/** Unix seconds (the contract's timestamps). */
export const unix = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

export { mediaPath };

interface NoteJson {
  id: number;
  withdraw_id: number;
  text: string;
  state: string;
  author_id: number;
  created_ms: number;
  author: UserJson | null;
}

export interface CurrencyRef {
  id: number;
  abbreviation: string;
  name: string;
}

export { categories, currencies };

export function currencyRef(map: Map<number, CurrencyRow>, id: number): CurrencyRef {
  const c = map.get(id);
  return c
    ? { id: c.id, abbreviation: c.abbreviation, name: c.name }
    : { id, abbreviation: "XXX", name: "Unknown" };
}

/**
 * The media's paths. Private media get a signed path only with `ownerView` (a presenter whose
 * answer goes to the owner or staff only); elsewhere their plain path, which no guest can open.
 */
export async function mediaPaths(
  q: Q,
  ids: readonly (number | null | undefined)[],
  { ownerView = false } = {},
) {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === "number"))];
  if (!wanted.length)
    return new Map<
      number,
      { path: string; name: string; kind: string; width: number | null; height: number | null }
    >();
  const rows = await q
    .selectFrom("media")
    .select(["id", "storage_key", "name", "kind", "width", "height", "private"])
    .where("id", "in", wanted)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        path: ownerView ? presentedMediaPath(r) : mediaPath(r.storage_key),
        name: r.name,
        kind: r.kind,
        width: r.width,
        height: r.height,
      },
    ]),
  );
}

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

// ------------------------------------------------------------------ bank accounts

/** For the campaign's owner and staff only (its documents come with signed paths). */
export async function presentBankAccount(q: Q, a: BankAccountRow) {
  const [cur, media] = await Promise.all([
    currencies(q),
    mediaPaths(
      q,
      a.documents.map((d) => d.id),
      { ownerView: true },
    ),
  ]);
  return {
    id: a.id,
    campaign_id: a.campaign_id,
    state: a.state,
    deleted: a.deleted,
    iban: a.iban,
    holder_name: a.holder_name,
    bic: a.bic,
    bank: a.bank,
    country: a.country,
    currency: currencyRef(cur, a.currency_id),
    documents: a.documents
      .filter((d) => media.has(d.id))
      .map((d) => {
        const m = media.get(d.id);
        return { media: { id: d.id, path: m?.path ?? "", name: m?.name ?? "" }, type: d.type };
      }),
    verified: a.state === "APPROVED",
    note: a.note,
  };
}

// ------------------------------------------------------------------ withdrawals

interface WithdrawalCampaignJson {
  id: number;
  name: string;
  slug: string;
  images: ImageJson[];
  receiver: UserJson | null;
}

/**
 * What a withdrawal is presented with, as correlated subqueries on `withdrawals` (see
 * page-marks.ts): select them beside the withdrawal's own columns (one statement for a page and
 * all it relates to), or by the page's ids (presentWithdrawals). The reasons' texts and the
 * currencies come from the reference data (reference-data.ts).
 */
export function withdrawalDetails() {
  return [
    sql<{ id: number; key: string; name: string; private: boolean }[]>`(select coalesce(
        json_agg(json_build_object('id', wm.id, 'key', wm.storage_key, 'name', wm.name,
          'private', wm.private)), '[]'::json)
      from media wm
      where wm.id in (select (inv ->> 'id')::int from jsonb_array_elements(withdrawals.invoices) inv
        where jsonb_typeof(inv -> 'id') = 'number'))`.as("d_invoices"),
    sql<NoteJson[]>`(select coalesce(json_agg(json_build_object('id', wn.id,
        'withdraw_id', wn.withdraw_id, 'text', wn.text, 'state', wn.state,
        'author_id', wn.author_id, 'created_ms', floor(extract(epoch from wn.created_at) * 1000),
        'author', ${userJson(sql`wn.author_id`)}) order by wn.id), '[]'::json)
      from withdraw_notes wn where wn.withdraw_id = withdrawals.id)`.as("d_notes"),
    sql<string | null>`(select ba.iban from bank_accounts ba
      where ba.id = withdrawals.bank_account_id)`.as("d_account_iban"),
    sql<{ id: number; name: string; slug: string } | null>`(select json_build_object(
        'id', fc.id, 'name', fc.name, 'slug', fc.slug)
      from campaigns fc where fc.id = withdrawals.campaign_id)`.as("d_from"),
    sql<WithdrawalCampaignJson | null>`(select json_build_object('id', tc.id,
        'name', tc.name, 'slug', tc.slug, 'images', ${campaignImagesJson(sql`tc.id`)},
        'receiver', ${userJson(sql`tc.created_by`)})
      from campaigns tc where tc.id = withdrawals.transfer_to_campaign_id)`.as("d_to"),
  ] as const;
}

export interface WithdrawalDetails {
  d_invoices: { id: number; key: string; name: string; private: boolean }[];
  d_notes: NoteJson[];
  d_account_iban: string | null;
  d_from: { id: number; name: string; slug: string } | null;
  d_to: WithdrawalCampaignJson | null;
}

/**
 * The withdrawals of a page, presented with ONE query for everything related. For the campaign's
 * owner and staff only (the invoices come with signed paths).
 */
export async function presentWithdrawals(q: Q, rows: WithdrawalRow[]) {
  if (!rows.length) return [];
  const details = await q
    .selectFrom("withdrawals")
    .where(
      "withdrawals.id",
      "in",
      rows.map((r) => r.id),
    )
    .select("withdrawals.id")
    .select(withdrawalDetails())
    .execute();
  const byId = new Map(details.map((d) => [d.id, d]));
  return presentWithdrawalRows(
    q,
    rows.map((r) => ({ ...r, ...emptyDetails, ...byId.get(r.id) })),
  );
}

const emptyDetails: WithdrawalDetails = {
  d_invoices: [],
  d_notes: [],
  d_account_iban: null,
  d_from: null,
  d_to: null,
};

/** Withdrawals read with their details (`withdrawalDetails` selected beside their columns). */
export async function presentWithdrawalRows(q: Q, rows: (WithdrawalRow & WithdrawalDetails)[]) {
  if (!rows.length) return [];
  const [cur, reasons] = await Promise.all([currencies(q), withdrawReasons(q)]);
  const reasonMap = new Map(reasons.map((x) => [x.id, x]));
  return rows.map((r) => {
    const from = r.d_from ?? undefined;
    const to = r.d_to ?? undefined;
    const toImages = presentImages(to?.images ?? []);
    const media = new Map(r.d_invoices.map((m) => [m.id, m]));
    return {
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      tax: r.tax,
      total: r.total,
      currency: currencyRef(cur, r.currency_id),
      state: r.state,
      reasons: r.reasons
        .map((id) => reasonMap.get(id))
        .filter((x) => !!x)
        .map((x) => ({ id: x.id, text: x.text })),
      receiverName: r.receiver_name,
      clinicName: r.clinic_name,
      hospitalName: r.hospital_name,
      IBAN: r.provider?.iban ?? null,
      comment: r.comment,
      invoices: r.invoices
        .filter((i) => media.has(i.id))
        .map((i) => {
          const m = media.get(i.id);
          return {
            id: i.id,
            type: i.type as "file" | "image",
            path: m ? presentedMediaPath({ storage_key: m.key, private: m.private }) : "",
            name: m?.name ?? "",
          };
        }),
      invoiceNotAvailable: r.invoice_not_available,
      notes: r.d_notes.map((n) =>
        presentNote(
          { ...n, created_at: new Date(n.created_ms) },
          new Map(n.author ? [[n.author_id, presentUserJson(n.author)]] : []),
        ),
      ),
      reference: r.reference,
      date_added: unix(r.created_at),
      withdraw_iban:
        r.kind === "service" && r.provider
          ? {
              id: r.provider.provider_id,
              iban: r.provider.iban,
              bic: r.provider.bic,
              bank: r.provider.bank,
              country: r.provider.country,
              holder_name: r.provider.holder_name,
              currency: currencyRef(cur, r.provider.currency_id),
            }
          : null,
      bank_account:
        r.kind === "personal" && r.bank_account_id
          ? { id: r.bank_account_id, iban: r.d_account_iban ?? "" }
          : null,
      inner_transfer:
        r.kind === "transfer" && to && from
          ? {
              id: r.id,
              campaign_to_id: to.id,
              name: from.name,
              campaign_to_name: to.name,
              images: toImages,
              campaign_to_image: toImages[0]?.square.path ?? null,
              slug: from.slug,
              campaign_to_slug: to.slug,
              donation_id: r.transfer_donation_id,
              receiver_name: to.receiver ? presentUserJson(to.receiver).name : "",
              motivational_message: r.motivational_message ?? "",
            }
          : null,
    };
  });
}

export function presentNote(
  n: {
    id: number;
    withdraw_id: number;
    text: string;
    state: string;
    author_id: number;
    created_at: Date | string;
  },
  authors: Map<number, UserSummary>,
) {
  return {
    id: n.id,
    withdraw_id: n.withdraw_id,
    text: n.text,
    state: n.state,
    author: authors.get(n.author_id) ?? {
      id: n.author_id,
      username: "unknown",
      name: "unknown",
      avatar: null,
    },
    date_added: unix(n.created_at),
  };
}
