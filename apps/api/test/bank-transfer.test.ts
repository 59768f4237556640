import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatCreditorReference, isCreditorReference } from "@causeway/rules";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInSchema, operations } from "./contract/operations";
import { BANK_TRANSFER_ENV } from "./contract/world";
import { guestDonation, startTestServer, type TestServer } from "./helpers";

// Issue 29: bank transfers to the platform's account. The donor is given the account, the amount
// and the donation's own creditor reference (and the EPC QR code's text); the donation waits
// until staff import a bank statement whose line carries that reference and amount.

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let admin: Awaited<ReturnType<TestServer["signup"]>>;
let campaignId: number;
const op = (id: string) => operations.find((o) => o.id === id);
const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");

beforeAll(async () => {
  t = await startTestServer(BANK_TRANSFER_ENV);
  owner = await t.signup("owner");
  admin = await t.signup("staff", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
  campaignId = (await t.campaign(owner.id, { name: "Help walk" })).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

/** A guest's bank transfer of `amount` and `tip` euro cents: the donation and its payment. */
async function donate(amount: number, tip = 0, method = "BANK") {
  const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation?lang=en`, {
    body: guestDonation(method, amount, tip),
  });
  const create = op("createDonation");
  if (create) expectInSchema(create, reply.status, reply.body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.response as {
    donation: { id: number; payment_id: string };
    payment: { bank_transfer: Record<string, unknown> | null };
  };
}

async function status(id: number) {
  return (
    await t.deps.db
      .selectFrom("donations")
      .select("payment_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).payment_status;
}

async function donated() {
  const reply = await t.call("GET", `/api/v2/campaign/fetch?id=${campaignId}`);
  return reply.body.response.donated_amount as number;
}

/** The statement uploaded by `token` (staff by default) with the CSV mapping `fields`. */
async function upload(
  text: string,
  name: string,
  fields: Record<string, string> = {},
  token = admin.token,
) {
  const form = new FormData();
  form.append("file", new Blob([text]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const reply = await t.call("POST", "/api/v2/admin/bank-statements", { token, raw: form });
  const importOp = op("importBankStatement");
  if (importOp) expectInSchema(importOp, reply.status, reply.body);
  return reply;
}

const euros = (minor: number) =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

describe("a donation by bank transfer", () => {
  it("gives the donor the account, the amount, its own reference and the EPC QR code, and waits", async () => {
    const { donation, payment } = await donate(2500, 250);
    expect(isCreditorReference(donation.payment_id)).toBe(true);
    expect(payment.bank_transfer).toEqual({
      beneficiary: "Causeway Foundation",
      iban: "BG80BNBG96611020345678",
      bic: "BNBGBGSD",
      reference: donation.payment_id,
      amount: 2750,
      currency: "EUR",
      epc_qr: [
        "BCD",
        "002",
        "1",
        "SCT",
        "BNBGBGSD",
        "Causeway Foundation",
        "BG80BNBG96611020345678",
        "EUR27.50",
        "",
        donation.payment_id,
      ].join("\n"),
    });
    // Nothing confirms it by itself.
    await t.payments.drain();
    expect(await status(donation.id)).toBe("PROCESSING");
    // A card still goes to the sandbox.
    expect((await donate(1000, 0, "PAYPAL")).payment.bank_transfer).toBeNull();
  });

  it("e-mails the donor the details with the QR code as an inline PNG, and a link to see them again", async () => {
    const { donation, payment } = await donate(3000, 300);
    const mail = await t.deps.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("template", "=", "bank_transfer_instructions")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("ana@example.test");
    expect(mail.subject).toBe("How to give to Help walk by bank transfer");
    // The site's own checkout page, never the return address the browser gave.
    const { slug } = await t.deps.db
      .selectFrom("campaigns")
      .select("slug")
      .where("id", "=", campaignId)
      .executeTakeFirstOrThrow();
    const page = `${t.deps.config.publicUrl}/campaign/${slug}/checkout?payment_id=${donation.payment_id}`;
    for (const line of [
      "Beneficiary: Causeway Foundation",
      "IBAN: BG80 BNBG 9661 1020 3456 78",
      "BIC: BNBGBGSD",
      "Amount: €33.00",
      `Reference: ${formatCreditorReference(donation.payment_id)}`,
      `The same details on Causeway: ${page}`,
    ])
      expect(mail.body).toContain(line);
    expect(mail.html).toContain('src="cid:epc-qr@causeway"');
    expect(mail.html).toContain(`href="${page.replaceAll("&", "&amp;")}"`);
    const [file] = mail.attachments;
    expect(file).toMatchObject({ content_type: "image/png", cid: "epc-qr@causeway" });
    // What a banking app reads from the picture: the same payload as the checkout page's code.
    const png = PNG.sync.read(Buffer.from(file?.content ?? "", "base64"));
    const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(read?.data).toBe(payment.bank_transfer?.epc_qr);
  });

  it("shows a waiting transfer's details again to who holds its reference, and no longer once paid", async () => {
    const { donation, payment } = await donate(1500);
    const byPayment = `/api/v2/donation/payment/${donation.payment_id}`;
    const reply = await t.call("GET", byPayment);
    const read = op("getDonationByPayment");
    if (read) expectInSchema(read, reply.status, reply.body);
    expect(reply.body.response.bank_transfer).toEqual(payment.bank_transfer);
    // Staff reading it by id see it; the campaign's owner reads the donation without it.
    const staff = await t.call("GET", `/api/v2/donation/${donation.id}`, { token: admin.token });
    expect(staff.body.response.bank_transfer).toEqual(payment.bank_transfer);
    const own = await t.call("GET", `/api/v2/donation/${donation.id}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body.response.bank_transfer).toBeUndefined();
    // A card donation has none.
    const card = await donate(1000, 0, "PAYPAL");
    const cardRead = await t.call("GET", `/api/v2/donation/payment/${card.donation.payment_id}`);
    expect(cardRead.body.response.bank_transfer).toBeUndefined();
    await t.payments.drain();
    // Paid: the details go.
    await t.deps.db
      .updateTable("donations")
      .set({ payment_status: "PROCESSED" })
      .where("id", "=", donation.id)
      .execute();
    expect((await t.call("GET", byPayment)).body.response.bank_transfer).toBeUndefined();
  });

  it("is on its owner's dashboard list while it waits (states=all), and on no one else's", async () => {
    const { donation } = await donate(4200);
    const list = (token?: string, states?: string) =>
      t.call(
        "GET",
        `/api/v2/campaign/${campaignId}/donations?limit=50${states ? `&states=${states}` : ""}`,
        token ? { token } : {},
      );
    const mine = await list(owner.token, "all");
    const read = op("listCampaignDonations");
    if (read) expectInSchema(read, mine.status, mine.body);
    const waiting = mine.body.response.donations.find((d: { id: number }) => d.id === donation.id);
    expect(waiting).toMatchObject({ payment_status: "PROCESSING", payment_method: "BANK" });
    // Everyone else sees the paid donations only, and may not ask for the rest.
    const open = await list();
    expect(open.body.response.donations.some((d: { id: number }) => d.id === donation.id)).toBe(
      false,
    );
    expect((await list(undefined, "all")).status).toBe(403);
    const stranger = await t.signup("stranger");
    expect((await list(stranger.token, "all")).status).toBe(403);
    expect((await list(admin.token, "all")).status).toBe(200);
  });

  it("is paid by a CAMT.053 statement: three lines pay three donations, the stranger waits, a second import changes nothing", async () => {
    const gifts = [await donate(2500, 250), await donate(10000), await donate(1234, 66)];
    const [a, b, c] = gifts.map((g) => g.donation);
    if (!a || !b || !c) throw new Error("no donations");
    // The sandbox's PayPal donation of the test before is confirmed first.
    await t.payments.drain();
    const before = await donated();
    const xml = fixture("camt053-statement.xml")
      .replaceAll("{{REF1}}", a.payment_id)
      .replaceAll("{{AMOUNT1}}", "27.50")
      .replaceAll("{{REF2_SPACED}}", formatCreditorReference(b.payment_id).toLowerCase())
      .replaceAll("{{AMOUNT2}}", "100.00")
      .replaceAll("{{REF3}}", c.payment_id)
      .replaceAll("{{AMOUNT3}}", euros(1300))
      .replaceAll("{{BATCH_TOTAL}}", euros(1300 + 4000));
    const reply = await upload(xml, "statement.xml");
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = reply.body.response;
    expect(result).toMatchObject({ imported: 4, repeated: 0, matched: 3 });
    expect(result.lines.map((l: { outcome: string }) => l.outcome)).toEqual([
      "MATCHED",
      "MATCHED",
      "MATCHED",
      "NO_REFERENCE",
    ]);
    expect(result.lines[3]).toMatchObject({
      amount: 4000,
      currency: "EUR",
      counterparty: "Pierre Martin",
      booked_on: "2026-12-01",
      donation_id: null,
    });
    for (const d of [a, b, c]) expect(await status(d.id)).toBe("PROCESSED");
    expect((await donated()) - before).toBe(2500 + 10000 + 1234);

    // The stranger waits for staff.
    const open = await t.call("GET", "/api/v2/admin/bank-statements/lines", { token: admin.token });
    const listOp = op("listBankStatementLines");
    if (listOp) expectInSchema(listOp, open.status, open.body);
    expect(open.body.response.lines.map((l: { counterparty: string }) => l.counterparty)).toContain(
      "Pierre Martin",
    );

    // The same statement again: every line is known, nothing is paid twice.
    const again = await upload(xml, "statement.xml");
    expect(again.body.response).toEqual({ imported: 0, repeated: 4, matched: 0, lines: [] });
    expect((await donated()) - before).toBe(2500 + 10000 + 1234);
    const receipts = await t.deps.db
      .selectFrom("email_outbox")
      .select("id")
      .where("template", "=", "donation_receipt")
      .execute();
    const second = await upload(xml, "statement.xml");
    expect(second.body.response.repeated).toBe(4);
    expect(
      await t.deps.db
        .selectFrom("email_outbox")
        .select("id")
        .where("template", "=", "donation_receipt")
        .execute(),
    ).toHaveLength(receipts.length);
  });

  it("is paid by a CSV export with staff's column mapping; a wrong amount or a paid reference pays nothing", async () => {
    const { donation } = await donate(2750);
    const csv = (amount: string) =>
      fixture("bank-export.csv")
        .replace("{{AMOUNT}}", amount)
        .replace("{{REF}}", `Spende ${donation.payment_id}`);
    const mapping = {
      amount_column: "Betrag",
      reference_column: "Verwendungszweck",
      currency_column: "Währung",
      counterparty_column: "Auftraggeber",
    };
    const short = await upload(csv("27,00"), "export.csv", mapping);
    expect(short.body.response.lines).toEqual([
      expect.objectContaining({
        outcome: "AMOUNT_DIFFERS",
        reference: donation.payment_id,
        amount: 2700,
      }),
    ]);
    expect(await status(donation.id)).toBe("PROCESSING");
    const right = await upload(csv("27,50"), "export.csv", mapping);
    expect(right.body.response).toMatchObject({ imported: 1, matched: 1 });
    expect(await status(donation.id)).toBe("PROCESSED");
    // The same file again with fewer columns mapped: the same lines, known.
    const remapped = await upload(csv("27,50"), "export.csv", {
      amount_column: "Betrag",
      reference_column: "Verwendungszweck",
      currency: "EUR",
    });
    expect(remapped.body.response).toEqual({ imported: 0, repeated: 1, matched: 0, lines: [] });
    // The same transfer booked again by another export: listed, not counted twice.
    const twice = await upload(
      csv("27,50").replace("Jonas Weber", "J. Weber"),
      "export.csv",
      mapping,
    );
    expect(twice.body.response.lines[0]).toMatchObject({ outcome: "ALREADY_PAID" });
  });

  it("is matched by hand when the donor left the reference out: once, for exactly what it owes", async () => {
    const { donation } = await donate(3150, 150);
    const other = await donate(3300);
    const card = await donate(3300, 0, "PAYPAL");
    // The sandbox pays PayPal by itself.
    await t.payments.drain();
    const before = await donated();
    const mapping = { amount_column: "Amount", reference_column: "Details", currency: "EUR" };
    const csv = (details: string, amount = "33.00") =>
      `Date,Amount,Details\n2026-12-03,${amount},${details}\n`;
    const imported = await upload(csv("Gift for the walk, Ana"), "statement.csv", mapping);
    expect(imported.body.response.lines).toEqual([
      expect.objectContaining({ outcome: "NO_REFERENCE", donation_id: null, amount: 3300 }),
    ]);
    const key = imported.body.response.lines[0].key as string;
    const open = await t.call("GET", "/api/v2/admin/bank-statements/lines?limit=50", {
      token: admin.token,
    });
    expect(open.body.response.lines.map((l: { key: string }) => l.key)).toContain(key);
    const matchOp = op("matchBankStatementLine");
    const match = async (line: string, donationId: number, token = admin.token) => {
      const reply = await t.call("POST", "/api/v2/admin/bank-statements/matches?lang=en", {
        token,
        body: { line, donation_id: donationId },
      });
      if (matchOp) expectInSchema(matchOp, reply.status, reply.body);
      return reply;
    };
    // Not a bank transfer; another amount; not staff; a line that does not exist.
    expect((await match(key, card.donation.id)).body.message).toEqual({
      donation_id: "bank_statement.error.not_bank_transfer",
    });
    const short = await upload(csv("Ana again", "32.00"), "statement.csv", mapping);
    expect((await match(short.body.response.lines[0].key, donation.id)).body.message).toEqual({
      donation_id: "bank_statement.error.amount_differs",
    });
    expect((await match(key, donation.id, owner.token)).status).toBe(403);
    expect((await match("no-such-line", donation.id)).body.message).toEqual({
      line: "bank_statement.error.line_unknown",
    });
    expect(await status(donation.id)).toBe("PROCESSING");
    expect(await donated()).toBe(before);

    // The right one: paid, counted, the line no longer open.
    const done = await match(key, donation.id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.response).toMatchObject({ key, outcome: "MATCHED", donation_id: donation.id });
    expect(await status(donation.id)).toBe("PROCESSED");
    expect((await donated()) - before).toBe(3150);
    const after = await t.call("GET", "/api/v2/admin/bank-statements/lines?limit=50", {
      token: admin.token,
    });
    expect(after.body.response.lines.map((l: { key: string }) => l.key)).not.toContain(key);
    // Once: the line is used, and the donation is paid.
    expect((await match(key, other.donation.id)).body.message).toEqual({
      line: "bank_statement.error.line_used",
    });
    const again = await upload(csv("Ana, a second time"), "statement.csv", mapping);
    expect((await match(again.body.response.lines[0].key, donation.id)).body.message).toEqual({
      donation_id: "bank_statement.error.already_paid",
    });
    expect((await donated()) - before).toBe(3150);
  });

  it("refuses a statement it cannot read, a CSV without its mapping, and anyone but staff", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Document>&a;</Document>`;
    expect((await upload(bomb, "s.xml")).status).toBe(400);
    expect((await upload("<Document><nope/></Document>", "s.xml")).status).toBe(400);
    expect((await upload("<Document><unclosed>", "s.xml")).status).toBe(400);
    const noMapping = await upload("Amount,Details\n1.00,x\n", "s.csv");
    expect(noMapping.status).toBe(400);
    expect(noMapping.body.message).toEqual({ amount_column: "validation.required" });
    const wrongColumn = await upload("Amount,Details\n1.00,x\n", "s.csv", {
      amount_column: "Sum",
      reference_column: "Details",
      currency: "EUR",
    });
    expect(wrongColumn.status).toBe(400);
    // A day no calendar has is kept as no date: the line is imported, never a 500.
    const impossible = await upload(
      "Date,Amount,Currency,Details\n2026-13-45,5.00,EUR,x\n",
      "s.csv",
      {
        amount_column: "Amount",
        reference_column: "Details",
        currency_column: "Currency",
        date_column: "Date",
      },
    );
    expect(impossible.status).toBe(200);
    expect(impossible.body.response.lines[0]).toMatchObject({ booked_on: null, amount: 500 });
    expect((await upload("a", "s.csv", {}, owner.token)).status).toBe(403);
    expect((await upload("a", "s.csv", {}, "")).status).toBe(401);
  });
});

describe("without BANK_TRANSFER_IBAN", () => {
  it("leaves bank transfers to the sandbox and takes no statements (404); a wrong IBAN stops the server", async () => {
    const plain = await startTestServer();
    try {
      const staff = await plain.signup("staff", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
      const reply = await plain.call("GET", "/api/v2/admin/bank-statements/lines", {
        token: staff.token,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.response).toEqual({ lines: [], total: 0, enabled: false });
      const form = new FormData();
      form.append("file", new Blob(["<Document/>"]), "statement.xml");
      const upload = await plain.call("POST", "/api/v2/admin/bank-statements", {
        token: staff.token,
        raw: form,
      });
      expect(upload.status).toBe(404);
      const match = await plain.call("POST", "/api/v2/admin/bank-statements/matches", {
        token: staff.token,
        body: { line: "x", donation_id: 1 },
      });
      expect(match.status).toBe(404);
    } finally {
      await plain.destroy();
    }
    const { loadConfig } = await import("../src/config");
    expect(() =>
      loadConfig({ BANK_TRANSFER_IBAN: "BG80BNBG96611020345679", BANK_TRANSFER_BENEFICIARY: "X" }),
    ).toThrow(/not a valid IBAN/);
    expect(() => loadConfig({ BANK_TRANSFER_IBAN: "BG80BNBG96611020345678" })).toThrow(
      /BENEFICIARY/,
    );
  });
});
