import type { PaymentMethod } from "@causeway/forms/rules";
import { randomToken } from "../lib/security";

export type { PaymentMethod };

export interface PaymentStart {
  paymentId: string;
  status: "PROCESSING" | "PROCESSED";
  redirectUrl: string | null;
  clientSecret: string | null;
}

/**
 * A payment provider: starts a payment and later confirms it through `onProcessed`
 * (a webhook for a real provider). Real providers plug in behind this interface.
 */
export interface PaymentProvider {
  start(input: {
    donationId: number;
    amount: number;
    tip: number;
    currency: string;
    method: PaymentMethod;
    returnUrl: string;
  }): Promise<PaymentStart>;
  /**
   * Called by the app with the function that marks a payment PROCESSED. It answers false while
   * the payment is not known yet (the donation's transaction has not committed): the provider
   * delivers the confirmation again later, as real providers retry an unanswered webhook.
   */
  onProcessed(handler: (paymentId: string) => Promise<boolean>): void;
  /** Waits for every confirmation already scheduled (tests, shutdown). */
  drain(): Promise<void>;
}

/**
 * The built-in sandbox: every payment starts PROCESSING and is confirmed after `delayMs`
 * (offline, no redirect), taking the donation to PROCESSED.
 */
export class SandboxPayments implements PaymentProvider {
  private handler: ((paymentId: string) => Promise<boolean>) | null = null;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly delayMs = 1500,
    /** How many times an unanswered confirmation is delivered before it is given up. */
    private readonly attempts = 40,
  ) {}

  onProcessed(handler: (paymentId: string) => Promise<boolean>) {
    this.handler = handler;
  }

  async start(input: { method: PaymentMethod }): Promise<PaymentStart> {
    const prefix = input.method === "STRIPE" || input.method === "APPLE_PAY" ? "pi" : "sb";
    const paymentId = `${prefix}_sandbox_${randomToken(12)}`;
    const job = this.deliver(paymentId);
    const tracked = job.catch(() => {}).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    return {
      paymentId,
      status: "PROCESSING",
      redirectUrl: null,
      clientSecret:
        input.method === "STRIPE" || input.method === "APPLE_PAY"
          ? `${paymentId}_secret_sandbox`
          : null,
    };
  }

  /** Confirms after `delayMs`, again every `delayMs` while the app does not know the payment. */
  private async deliver(paymentId: string) {
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      await new Promise<void>((resolve) => setTimeout(resolve, this.delayMs));
      if (!this.handler || (await this.handler(paymentId))) return;
    }
  }

  async drain() {
    await Promise.all([...this.pending]);
  }
}
