import { sql } from "kysely";
import type { Q } from "../db/database";
import type { WithdrawalRow } from "../db/schema";
import {
  campaignImagesJson,
  type ImageJson,
  presentImages,
  presentUserJson,
  type UserJson,
  userJson,
} from "./page-marks";
import type { UserSummary } from "./present-users";
import { currencyRef, unix } from "./present-values";
import { presentedMediaPath } from "./private-media";
import { currencies, withdrawReasons } from "./reference-data";

interface NoteJson {
  id: number;
  withdraw_id: number;
  text: string;
  state: string;
  author_id: number;
  created_ms: number;
  author: UserJson | null;
}

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
