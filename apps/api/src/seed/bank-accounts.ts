// The saved payment providers and the demo campaigns' bank accounts in every state.
import type { DocumentRef } from "../db/schema";
import type { DemoCampaigns } from "./campaigns";
import type { DemoUsers } from "./users";
import type { World } from "./world";

export async function seedBankAccounts(w: World, users: DemoUsers, campaigns: DemoCampaigns) {
  const { trx, pdf } = w;
  const { maria, lucia, anna, zdrowie } = users;
  const { mariaWalk, library, kids, football } = campaigns;
  for (const p of [
    {
      iban: "BG80BNBG96611020345678",
      bic: "BNBGBGSD",
      bank: "Bulgarian National Bank",
      country: "BG",
      holder_name: "Rehabilitation Centre Vita",
      currency_id: 2,
    },
    {
      iban: "BG18RZBB91550123456789",
      bic: "RZBBBGSF",
      bank: "Raiffeisenbank Bulgaria",
      country: "BG",
      holder_name: "Medical Centre Sveta Sofia",
      currency_id: 2,
    },
    {
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bank: "Commerzbank",
      country: "DE",
      holder_name: "Orthopädie Klinik München",
      currency_id: 1,
    },
    {
      iban: "ES9121000418450200051332",
      bic: "CAIXESBBXXX",
      bank: "CaixaBank",
      country: "ES",
      holder_name: "Librería Tarifa S.L.",
      currency_id: 1,
    },
    {
      iban: "PL61109010140000071219812874",
      bic: "WBKPPLPPXXX",
      bank: "Santander Bank Polska",
      country: "PL",
      holder_name: "Szpital Dziecięcy Kraków",
      currency_id: 3,
    },
  ]) {
    await trx.insertInto("providers").values(p).execute();
  }
  const docFor = async (owner: number, name: string): Promise<DocumentRef[]> => [
    { id: await pdf(trx, owner, name), type: "certificate" },
  ];
  const account = async (
    campaignId: number,
    owner: number,
    state: "PENDING" | "APPROVED" | "REFUSED",
    iban: string,
    holder: string,
    bic: string,
    bank: string,
    country: string,
    currency: number,
  ) =>
    trx
      .insertInto("bank_accounts")
      .values({
        campaign_id: campaignId,
        state,
        iban,
        holder_name: holder,
        bic,
        bank,
        country,
        currency_id: currency,
        documents: JSON.stringify(await docFor(owner, "bank-certificate.pdf")),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  const mariaAccount = await account(
    mariaWalk.id,
    maria,
    "APPROVED",
    "BG18RZBB91550123456789",
    "Мария Петрова",
    "RZBBBGSF",
    "Raiffeisenbank Bulgaria",
    "BG",
    1,
  );
  await account(
    library.id,
    lucia,
    "PENDING",
    "ES9121000418450200051332",
    "CEIP Tarifa",
    "CAIXESBBXXX",
    "CaixaBank",
    "ES",
    1,
  );
  await account(
    kids.id,
    zdrowie,
    "REFUSED",
    "PL61109010140000071219812874",
    "Fundacja Zdrowie",
    "WBKPPLPPXXX",
    "Santander Bank Polska",
    "PL",
    3,
  );
  const kidsAccount = await account(
    football.id,
    anna,
    "APPROVED",
    "PL61109010140000071219812874",
    "Anna Nowak",
    "WBKPPLPPXXX",
    "Santander Bank Polska",
    "PL",
    3,
  );
  // shelter (and the others) have none: the client shows WAITING.
  return { mariaAccount, kidsAccount };
}
