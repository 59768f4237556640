import { describe, expect, it } from "vitest";
import { SandboxPayments } from "../src/services/payments";

const start = (p: SandboxPayments) => p.start({ method: "STRIPE" });

describe("SandboxPayments", () => {
  it("delivers a confirmation again until the app knows the payment", async () => {
    const p = new SandboxPayments(1);
    const calls: string[] = [];
    p.onProcessed(async (id) => {
      calls.push(id);
      return calls.length === 3;
    });
    const { paymentId, status } = await start(p);
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
    await start(p);
    await p.drain();
    expect(calls).toBe(4);
  });
});
