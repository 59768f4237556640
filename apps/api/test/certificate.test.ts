// The donation certificate (and a donor's certificate of a year): a real one-page PDF (donor or "Anonymous", campaign, amount in the
// campaign currency, date, number) in Latin, Cyrillic and Greek, under the donation's access
// rules, and only once the donation is PROCESSED.
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
let owner: Awaited<ReturnType<TestServer["signup"]>>;
let donor: Awaited<ReturnType<TestServer["signup"]>>;
let stranger: Awaited<ReturnType<TestServer["signup"]>>;
let admin: Awaited<ReturnType<TestServer["signup"]>>;
const ids = { named: 0, anonymous: 0, processing: 0 };
let paymentId = "";
const CAMPAIGN = "Помощ за Мария — Ελπίδα για τη Μαρία";
const DONOR = "Σοφία Иванова-Łódź";

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signup("owner");
  donor = await t.signup("donor");
  stranger = await t.signup("stranger");
  admin = await t.signup("admin", { roles: ["ROLE_ADMIN"] });
  await t.deps.db.updateTable("users").set({ name: DONOR }).where("id", "=", donor.id).execute();
  const campaign = await t.campaign(owner.id, { name: CAMPAIGN, currency: 1 });
  const donation = (values: { is_anon: boolean; payment_status: "PROCESSED" | "PROCESSING" }) =>
    t.deps.db
      .insertInto("donations")
      .values({
        campaign_id: campaign.id,
        donor_user_id: donor.id,
        donator_type: "USER",
        donator_name: DONOR,
        payment_id: `cert_${Math.random().toString(36).slice(2)}`,
        payment_method: "STRIPE",
        amount: 123450,
        currency_id: campaign.currency_id,
        initiated_amount: 123450,
        initiated_currency_id: campaign.currency_id,
        created_at: new Date("2026-03-14T10:00:00Z"),
        ...values,
      })
      .returning(["id", "payment_id"])
      .executeTakeFirstOrThrow();
  const named = await donation({ is_anon: false, payment_status: "PROCESSED" });
  ids.named = named.id;
  paymentId = named.payment_id;
  ids.anonymous = (await donation({ is_anon: true, payment_status: "PROCESSED" })).id;
  ids.processing = (await donation({ is_anon: false, payment_status: "PROCESSING" })).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

/** The certificate as a caller gets it: status, headers and bytes. */
async function download(id: number, token: string | null, query = "") {
  const res = await t.app.request(`/api/v2/donation/${id}/certificate.pdf${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

async function textOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the donation certificate", () => {
  it("is a one-page PDF naming the donor, campaign, amount, date and number", async () => {
    const reply = await download(ids.named, donor.token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/pdf");
    expect(reply.headers.get("content-disposition")).toBe(
      `attachment; filename="causeway-certificate-CW-2026-${String(ids.named).padStart(6, "0")}.pdf"`,
    );
    expect(new TextDecoder().decode(reply.bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(reply.bytes);
    expect(doc.getPageCount()).toBe(1);
    const text = await textOf(reply.bytes);
    expect(text).toContain(DONOR);
    expect(text).toContain(CAMPAIGN);
    expect(text).toContain("€1,234.50");
    expect(text).toContain("14 March 2026");
    expect(text).toContain(`CW-2026-${String(ids.named).padStart(6, "0")}`);
  }, 30_000);

  it('says "Anonymous" for an anonymous donation', async () => {
    const reply = await download(ids.anonymous, owner.token);
    expect(reply.status).toBe(200);
    const text = await textOf(reply.bytes);
    expect(text).toContain("Anonymous");
    expect(text).not.toContain(DONOR);
  }, 30_000);

  it("follows the donation's access rules", async () => {
    expect((await download(ids.named, owner.token)).status).toBe(200);
    expect((await download(ids.named, admin.token)).status).toBe(200);
    expect((await download(ids.named, stranger.token)).status).toBe(403);
    expect((await download(ids.named, null)).status).toBe(403);
    expect((await download(ids.named, null, "?payment_id=wrong")).status).toBe(403);
    expect((await download(ids.named, null, `?payment_id=${paymentId}`)).status).toBe(200);
    // The same answers as the donation itself.
    for (const [token, status] of [
      [donor.token, 200],
      [stranger.token, 403],
      [null, 403],
    ] as const) {
      expect((await t.call("GET", `/api/v2/donation/${ids.named}`, { token })).status).toBe(status);
    }
  }, 30_000);

  it("is 404 until the donation is PROCESSED, and for an unknown donation", async () => {
    const reply = await download(ids.processing, donor.token);
    expect(reply.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(reply.bytes))).toMatchObject({
      message: "donation.certificate.not_ready",
    });
    expect((await download(999999, donor.token)).status).toBe(404);
  });

  it("is where GET /certificate points; a guest's link carries the payment id", async () => {
    const signedIn = await t.call("GET", `/api/v2/donation/${ids.named}/certificate`, {
      token: donor.token,
    });
    // The donor's own link carries the payment id too: a browser opening it sends no token.
    expect(signedIn.body.response.url).toBe(
      `http://localhost:3000/api/v2/donation/${ids.named}/certificate.pdf?payment_id=${paymentId}`,
    );
    const guest = await t.call(
      "GET",
      `/api/v2/donation/${ids.named}/certificate?payment_id=${paymentId}`,
    );
    const url = new URL(guest.body.response.url);
    expect(url.searchParams.get("payment_id")).toBe(paymentId);
    const reply = await download(ids.named, null, url.search);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/pdf");
  }, 30_000);
});

describe("the donor certificate of a year", () => {
  async function yearly(token: string | null, query = "?year=2026") {
    const res = await t.app.request(`/api/v2/user/${donor.id}/certificate.pdf${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: res.status,
      headers: res.headers,
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  }

  it("sums the donor's PROCESSED donations of the year in a one-page PDF", async () => {
    const reply = await yearly(donor.token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("application/pdf");
    const number = `CW-U2026-${String(donor.id).padStart(6, "0")}`;
    expect(reply.headers.get("content-disposition")).toBe(
      `attachment; filename="causeway-certificate-${number}.pdf"`,
    );
    expect((await PDFDocument.load(reply.bytes)).getPageCount()).toBe(1);
    const text = await textOf(reply.bytes);
    expect(text).toContain(DONOR);
    // The named and the anonymous one; the PROCESSING one does not count.
    expect(text).toContain("made 2 donations in 2026");
    expect(text).toContain("€2,469.00");
    expect(text).toContain(number);
    const other = await textOf((await yearly(donor.token, "?year=2025")).bytes);
    expect(other).toContain("made 0 donations in 2025");
  }, 30_000);

  it("is the donor's and staff's only, and where GET /certificate points", async () => {
    expect((await yearly(admin.token)).status).toBe(200);
    expect((await yearly(stranger.token)).status).toBe(403);
    expect((await yearly(null)).status).toBe(401);
    const link = await t.call("GET", `/api/v2/user/${donor.id}/certificate?year=2026`, {
      token: donor.token,
    });
    expect(link.body.response.url).toBe(
      `http://localhost:3000/api/v2/user/${donor.id}/certificate.pdf?year=2026`,
    );
  }, 30_000);
});
