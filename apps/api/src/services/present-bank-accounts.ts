import type { Q } from "../db/database";
import type { BankAccountRow } from "../db/schema";
import { currencyRef, mediaPaths } from "./present-values";
import { currencies } from "./reference-data";

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
