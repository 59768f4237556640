// The sandbox payment page's rules on their own (routes/sandbox-pay.ts is tested through HTTP in
// test/sandbox-pay.test.ts): the payments it pays, the return address, the form's outcome, settling.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestDonation, startTestServer, type TestServer } from "../../test/helpers";
import { SandboxPayments } from "./payments";
import { chosenOutcome, hostedPayment, returnAddress, settleHosted } from "./sandbox-pay";

let t: TestServer;
let campaignId: number;
beforeAll(async () => {
  t = await startTestServer({}, { hostedCards: true });
  const owner = await t.signup("sp-owner");
  campaignId = (await t.campaign(owner.id)).id;
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const payments = () => {
  if (!(t.deps.payments instanceof SandboxPayments)) throw new Error("not the sandbox");
  return t.deps.payments;
};

async function donate(method: string) {
  const reply = await t.call("POST", `/api/v2/campaign/${campaignId}/donation?lang=en`, {
    body: guestDonation(method, 1250, 100, "https://causeway.example/back"),
  });
  expect(reply.status).toBe(201);
  return reply.body.response.donation as { id: number; payment_id: string };
}

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";
const card = (number: string) => ({ action: "pay", number, expiry: "12/34", cvc: "123" });
const challengeCard = "4000 0027 6000 3184";

describe("the sandbox payment page", () => {
  it("pays the sandbox's card payments only, and settles one once", async () => {
    const db = t.deps.db;
    const d = await donate("STRIPE");
    const row = await hostedPayment(db, payments(), d.payment_id);
    expect(row).toMatchObject({ id: d.id, payment_status: "PROCESSING", initiated_tip: 100 });
    expect(await hostedPayment(db, payments(), "x".repeat(101))).toBeUndefined();
    expect(await hostedPayment(db, payments(), "unknown")).toBeUndefined();
    const paypal = await donate("PAYPAL");
    expect(await hostedPayment(db, payments(), paypal.payment_id)).toBeUndefined();
    if (!row) throw new Error("no row");
    expect(await settleHosted(db, payments(), row, "FAILED")).toBe("FAILED");
    expect(await settleHosted(db, payments(), row, "PROCESSED")).toBe("FAILED");
  });

  it("sends the donor back to an http(s) return address, else to the campaign's checkout", () => {
    const row = { id: 7, payment_id: "pay_1", slug: "a b", return_url: "https://x.example/r?k=1" };
    expect(returnAddress(row, "PROCESSED", "https://causeway.example").href).toBe(
      "https://x.example/r?k=1&donation=7&payment_id=pay_1&status=PROCESSED",
    );
    for (const return_url of ["javascript:alert(1)", "ftp://x.example/", null])
      expect(returnAddress({ ...row, return_url }, "FAILED", "https://causeway.example").href).toBe(
        "https://causeway.example/campaign/a%20b/checkout?donation=7&payment_id=pay_1&status=FAILED",
      );
  });

  it("reads the form's outcome: cancel, a test card, its 3-D Secure answer, else the form again", () => {
    expect(chosenOutcome(form({ action: "cancel", number: "1" }))).toEqual({
      outcome: "CANCELLED",
    });
    expect(chosenOutcome(form(card("4242 4242 4242 4242")))).toEqual({ outcome: "PROCESSED" });
    expect(chosenOutcome(form(card("4000000000000002")))).toEqual({ outcome: "FAILED" });
    expect(chosenOutcome(form(card(challengeCard)))).toEqual({
      challenge: "4000002760003184",
      status: 200,
    });
    const answered = (answer: string) => ({ action: "challenge", number: challengeCard, answer });
    expect(chosenOutcome(form(answered("pass")))).toEqual({ outcome: "PROCESSED" });
    expect(chosenOutcome(form(answered("fail")))).toEqual({ outcome: "FAILED" });
    expect(chosenOutcome(form(answered("")))).toEqual({
      challenge: "4000002760003184",
      status: 400,
    });
    // A 3-D Secure answer for a card that asks none is read as the card form.
    const other = { ...answered("pass"), number: "4242424242424242", expiry: "12/34", cvc: "123" };
    expect(chosenOutcome(form(other))).toEqual({ outcome: "PROCESSED" });
    const declined = { ...other, number: "4000000000000002" };
    expect(chosenOutcome(form(declined))).toEqual({ outcome: "FAILED" });
    const wrong = chosenOutcome(form({ action: "pay", number: "4242", expiry: "", cvc: "" }));
    expect(wrong).toMatchObject({ values: { number: "4242" } });
    expect(Object.keys("errors" in wrong ? wrong.errors : {}).sort()).toEqual([
      "cvc",
      "expiry",
      "number",
    ]);
  });
});
