import { describe, expect, it } from "vitest";
import { SandboxPayments } from "../src/services/payments";
import { cardBehaviour, cardErrors } from "../src/services/sandbox-cards";

describe("SandboxPayments", () => {
  it("delivers a confirmation again until the app knows the payment", async () => {
    const p = new SandboxPayments(1);
    const calls: string[] = [];
    p.onProcessed(async (id) => {
      calls.push(id);
      return calls.length === 3;
    });
    const { paymentId, status } = await p.start({ method: "PAYPAL" });
    expect(status).toBe("PROCESSING");
    await p.drain();
    expect(calls).toEqual([paymentId, paymentId, paymentId]);
  });

  it("gives a confirmation up after its attempts", async () => {
    const p = new SandboxPayments(1, 4);
    let calls = 0;
    p.onProcessed(async () => {
      calls++;
      return false;
    });
    await p.start({ method: "BANK" });
    await p.drain();
    expect(calls).toBe(4);
  });

  it("sends every card payment to its hosted page and confirms none of them by itself", async () => {
    const p = new SandboxPayments(1);
    let confirmed = 0;
    p.onProcessed(async () => {
      confirmed++;
      return true;
    });
    for (const method of ["STRIPE", "SAFE_CHARGE", "APPLE_PAY"] as const) {
      const started = await p.start({ method, locale: "bg" });
      expect(started).toEqual({
        paymentId: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/),
        status: "PROCESSING",
        redirectUrl: `/sandbox/pay/${started.paymentId}?lang=bg`,
        clientSecret: null,
        publishableKey: null,
      });
      expect(p.hosts(method)).toBe(true);
    }
    expect(p.hosts("PAYPAL")).toBe(false);
    await p.drain();
    expect(confirmed).toBe(0);
  });

  it("confirms card payments by itself when told to (the API tests)", async () => {
    const p = new SandboxPayments(1, 40, { hostedCards: false });
    const confirmed: string[] = [];
    p.onProcessed(async (id) => {
      confirmed.push(id);
      return true;
    });
    const started = await p.start({ method: "STRIPE" });
    expect(started.redirectUrl).toBeNull();
    expect(p.hosts("STRIPE")).toBe(false);
    await p.drain();
    expect(confirmed).toEqual([started.paymentId]);
  });

  it("delivers the hosted page's outcome to the matching handler", async () => {
    const p = new SandboxPayments(1);
    const seen: string[] = [];
    p.onProcessed(async (id) => {
      seen.push(`${id} PROCESSED`);
      return true;
    });
    p.onFailed(async (id, outcome) => {
      seen.push(`${id} ${outcome}`);
      return id !== "unknown";
    });
    expect(await p.settle("a", "PROCESSED")).toBe(true);
    expect(await p.settle("b", "FAILED")).toBe(true);
    expect(await p.settle("c", "CANCELLED")).toBe(true);
    expect(await p.settle("unknown", "CANCELLED")).toBe(false);
    expect(seen).toEqual(["a PROCESSED", "b FAILED", "c CANCELLED", "unknown CANCELLED"]);
  });
});

describe("the sandbox's test cards", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const form = (number: string, expiry = "12/34", cvc = "123") => ({ number, expiry, cvc });

  it("knows its three cards however they are typed", () => {
    expect(cardBehaviour("4242 4242 4242 4242")).toBe("success");
    expect(cardBehaviour("4000-0000-0000-0002")).toBe("decline");
    expect(cardBehaviour(" 4000002760003184 ")).toBe("challenge");
    expect(cardBehaviour("4111111111111111")).toBeUndefined();
  });

  it("checks the number, the expiry and the security code", () => {
    expect(cardErrors(form("4242 4242 4242 4242"), now)).toEqual({});
    expect(cardErrors(form("4242424242424242", "11/26", "1234"), now)).toEqual({});
    expect(cardErrors(form("4242424242424242", "1126"), now)).toEqual({});
    expect(cardErrors(form("4242424242424242", "11/2026"), now)).toEqual({});
    expect(cardErrors(form("", "", ""), now)).toEqual({
      number: "sandbox.pay.error.number_missing",
      expiry: "sandbox.pay.error.expiry_invalid",
      cvc: "sandbox.pay.error.cvc_invalid",
    });
    expect(cardErrors(form("4242 4242 4242 4241", "10/26", "12"), now)).toEqual({
      number: "sandbox.pay.error.number_invalid",
      expiry: "sandbox.pay.error.expiry_past",
      cvc: "sandbox.pay.error.cvc_invalid",
    });
    expect(cardErrors(form("4242 42x2", "13/30"), now)).toEqual({
      number: "sandbox.pay.error.number_invalid",
      expiry: "sandbox.pay.error.expiry_invalid",
    });
    expect(cardErrors(form("4111 1111 1111 1111"), now)).toEqual({
      number: "sandbox.pay.error.number_not_test",
    });
  });
});
