// The demo withdrawals in every state and kind (service, personal, a transfer with its donation),
// and staff's notes on them.
import { withdrawTax } from "@causeway/rules";
import type { WithdrawKind, WithdrawState } from "../db/schema";
import type { seedBankAccounts } from "./bank-accounts";
import type { DemoCampaign, DemoCampaigns } from "./campaigns";
import type { Donate } from "./donations";
import type { DemoUsers } from "./users";
import { ago, type World } from "./world";

export async function seedWithdrawals(
  w: World,
  users: DemoUsers,
  campaigns: DemoCampaigns,
  accounts: Awaited<ReturnType<typeof seedBankAccounts>>,
  donate: Donate,
) {
  const { trx, pdf } = w;
  const { admin, maria } = users;
  const { mariaWalk, library, kids, football } = campaigns;
  const { mariaAccount, kidsAccount } = accounts;
  const withdrawal = async (v: {
    campaign: DemoCampaign;
    kind: WithdrawKind;
    amount: number;
    state: WithdrawState;
    days: number;
    reasons?: number[];
    provider?: {
      iban: string;
      bic: string;
      bank: string;
      country: string;
      holder_name: string;
      currency_id: number;
    };
    bankAccount?: number;
    receiver?: string;
    comment?: string;
    noDocs?: boolean;
    target?: DemoCampaign;
  }) => {
    const tax = withdrawTax(v.amount);
    const invoices =
      v.noDocs || v.kind === "transfer"
        ? []
        : [{ id: await pdf(trx, v.campaign.created_by, `invoice-${v.days}.pdf`), type: "file" }];
    const provider = v.provider
      ? await trx
          .selectFrom("providers")
          .select("id")
          .where("iban", "=", v.provider.iban)
          .executeTakeFirst()
      : undefined;
    const row = await trx
      .insertInto("withdrawals")
      .values({
        campaign_id: v.campaign.id,
        kind: v.kind,
        amount: v.amount,
        tax,
        total: v.amount + tax,
        currency_id: v.campaign.currency_id,
        state: v.state,
        reasons: v.reasons ?? (v.kind === "transfer" ? [] : [3]),
        receiver_name: v.receiver ?? v.provider?.holder_name ?? v.target?.name ?? null,
        clinic_name: v.provider?.holder_name ?? null,
        comment:
          v.comment ?? (v.noDocs ? "The clinic sends the invoice next week." : "Invoice attached."),
        invoices: JSON.stringify(invoices),
        invoice_not_available: v.noDocs ?? v.kind === "transfer",
        reference: v.provider ? `INV-2026-${v.days}` : null,
        provider: v.provider
          ? JSON.stringify({ ...v.provider, provider_id: provider?.id ?? 1 })
          : null,
        bank_account_id: v.bankAccount ?? null,
        transfer_to_campaign_id: v.target?.id ?? null,
        motivational_message: v.target
          ? "Sharing what is left with a campaign we believe in."
          : null,
        created_by: v.campaign.created_by,
        created_at: ago(v.days),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const vita = {
    iban: "BG80BNBG96611020345678",
    bic: "BNBGBGSD",
    bank: "Bulgarian National Bank",
    country: "BG",
    holder_name: "Rehabilitation Centre Vita",
    currency_id: 2,
  };
  const klinik = {
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
    bank: "Commerzbank",
    country: "DE",
    holder_name: "Orthopädie Klinik München",
    currency_id: 1,
  };
  const w1 = await withdrawal({
    campaign: mariaWalk,
    kind: "service",
    amount: 150000,
    state: "PAYED",
    days: 60,
    provider: vita,
    reasons: [3, 1],
  });
  await withdrawal({
    campaign: mariaWalk,
    kind: "service",
    amount: 90000,
    state: "PENDING",
    days: 3,
    provider: klinik,
    reasons: [4],
  });
  const w3 = await withdrawal({
    campaign: mariaWalk,
    kind: "service",
    amount: 40000,
    state: "WAITING_DOCUMENTS",
    days: 2,
    provider: vita,
    noDocs: true,
  });
  const w4 = await withdrawal({
    campaign: mariaWalk,
    kind: "personal",
    amount: 48000,
    state: "REFUSED",
    days: 30,
    bankAccount: mariaAccount.id,
    receiver: "Мария Петрова",
    reasons: [2],
  });
  await withdrawal({
    campaign: mariaWalk,
    kind: "personal",
    amount: 60000,
    state: "PAYED",
    days: 20,
    bankAccount: mariaAccount.id,
    receiver: "Мария Петрова",
    reasons: [2, 5],
  });
  await withdrawal({
    campaign: mariaWalk,
    kind: "transfer",
    amount: 20000,
    state: "PAYED",
    days: 10,
    target: library,
  });
  await withdrawal({
    campaign: football,
    kind: "personal",
    amount: 300000,
    state: "PAYED",
    days: 100,
    bankAccount: kidsAccount.id,
    receiver: "Anna Nowak",
    reasons: [8],
  });
  await withdrawal({
    campaign: kids,
    kind: "service",
    amount: 500000,
    state: "PENDING",
    days: 5,
    provider: {
      iban: "PL61109010140000071219812874",
      bic: "WBKPPLPPXXX",
      bank: "Santander Bank Polska",
      country: "PL",
      holder_name: "Szpital Dziecięcy Kraków",
      currency_id: 3,
    },
    reasons: [1],
  });
  // The transfer's donation in the target campaign.
  await donate(library.id, 1, 20000, {
    user: maria,
    type: "CAMPAIGN",
    name: mariaWalk.name,
    days: 10,
    method: "BANK",
  });
  await trx
    .insertInto("withdraw_notes")
    .values([
      {
        withdraw_id: w1,
        text: "Paid on the 3rd; confirmation sent.",
        state: "COMPLETED",
        author_id: admin,
        created_at: ago(58),
      },
      {
        withdraw_id: w3,
        text: "Waiting for the clinic's invoice.",
        state: "FOR_REVIEW",
        author_id: admin,
        created_at: ago(1),
      },
      {
        withdraw_id: w4,
        text: "Bank details did not match the account holder.",
        state: "OPEN",
        author_id: admin,
        created_at: ago(29),
      },
    ])
    .execute();
  return { w1, w3, w4 };
}
