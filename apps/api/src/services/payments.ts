import type { PaymentMethod } from "@causeway/rules";
import { randomToken } from "../lib/security";
import type { BankTransferInstructions } from "./bank-transfer-payments";

export type { PaymentMethod };

/** How a payment ends: paid, refused (declined, or its 3-D Secure check failed), or given up. */
export type PaymentOutcome = "PROCESSED" | "FAILED" | "CANCELLED";

export interface PaymentStart {
  paymentId: string;
  status: "PROCESSING" | "PROCESSED";
  /** Where to send the donor to pay: absolute, or a path on this server (the sandbox's page). */
  redirectUrl: string | null;
  clientSecret: string | null;
  /** The provider's public key for its browser library (Stripe.js), with `clientSecret`. */
  publishableKey: string | null;
  /** A bank transfer's details for the donor (bank-transfer-payments.ts). */
  bankTransfer?: BankTransferInstructions | null;
}

/** What a provider is given to start a payment: the donation, its amounts and where to return. */
export interface PaymentStartInput {
  donationId: number;
  amount: number;
  tip: number;
  currency: string;
  method: PaymentMethod;
  returnUrl: string;
  /** The donor's interface language, for a page of the provider's own. */
  locale?: string;
}

/** A refund asked of the provider that took the payment: `amount` minor units back to the payer. */
export interface RefundRequest {
  /** Causeway's refund (donation_refunds.id): the provider's idempotency key and metadata. */
  refundId: number;
  paymentId: string;
  method: PaymentMethod;
  /** In the currency the donor paid. */
  amount: number;
  currency: string;
  reason: string;
}

/** The provider took the refund: its id, and SUCCEEDED or PENDING until it says how it ended. */
export interface RefundStart {
  providerRefundId: string;
  status: "PENDING" | "SUCCEEDED";
}

/** What a provider says later about a refund (Stripe's refund events), its own or one of ours. */
export interface RefundUpdate {
  paymentId: string;
  providerRefundId: string;
  /** Causeway's refund id when Causeway asked for it (the refund's metadata), else null. */
  refundId: number | null;
  /** In the currency the donor paid. */
  amount: number;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  /** The provider's reason or failure, for staff. */
  note: string | null;
}

/** The provider refused a refund: its words, for staff (a charge already refunded, too much). */
export class RefundRefused extends Error {}

/**
 * A payment provider: starts a payment and later reports how it ended through `onProcessed` and
 * `onFailed` (Stripe's signed webhook, an imported bank statement, the sandbox's page). Stripe,
 * bank transfers and the sandbox are behind it (deps.ts paymentsFromConfig).
 */
export interface PaymentProvider {
  start(input: PaymentStartInput): Promise<PaymentStart>;
  /**
   * Called by the app with the function that marks a payment PROCESSED. It answers false while
   * the payment is not known yet (the donation's transaction has not committed): the provider
   * delivers the confirmation again later, as real providers retry an unanswered webhook.
   */
  onProcessed(handler: (paymentId: string) => Promise<boolean>): void;
  /** Called by the app with the function that ends a payment FAILED or CANCELLED. */
  onFailed(handler: (paymentId: string, outcome: "FAILED" | "CANCELLED") => Promise<boolean>): void;
  /**
   * Gives back all or part of a payment; throws RefundRefused when the provider refuses it, any
   * other error when it cannot be reached (then nothing was refunded).
   */
  refund(request: RefundRequest): Promise<RefundStart>;
  /** Called by the app with the function that applies what the provider says of a refund. */
  onRefundUpdate(handler: (update: RefundUpdate) => Promise<boolean>): void;
  /** Waits for every confirmation already scheduled (tests, shutdown). */
  drain(): Promise<void>;
}

/**
 * What a live provider keeps of the app: the functions that end a payment and apply a refund's
 * news, given once at start-up (PaymentProvider's onProcessed, onFailed, onRefundUpdate).
 */
export abstract class ProviderOutcomes {
  protected processed: ((paymentId: string) => Promise<boolean>) | null = null;
  protected failed:
    | ((paymentId: string, outcome: "FAILED" | "CANCELLED") => Promise<boolean>)
    | null = null;
  protected refunded: ((update: RefundUpdate) => Promise<boolean>) | null = null;

  onProcessed(handler: (paymentId: string) => Promise<boolean>) {
    this.processed = handler;
  }

  onFailed(handler: (paymentId: string, outcome: "FAILED" | "CANCELLED") => Promise<boolean>) {
    this.failed = handler;
  }

  onRefundUpdate(handler: (update: RefundUpdate) => Promise<boolean>) {
    this.refunded = handler;
  }
}

/** The sandbox's hosted payment page; `routes/sandbox-pay.ts` serves it. */
export const SANDBOX_PAY_PATH = "/sandbox/pay/";

/** The sandbox's payment ids: `pi_sandbox_…` (cards), `sb_sandbox_…` (the rest). */
const SANDBOX_ID = /^(pi|sb)_sandbox_/;

/** Paid by card: the methods a card provider's page takes (Apple Pay stands in with a card). */
const CARD_METHODS: ReadonlySet<string> = new Set(["STRIPE", "SAFE_CHARGE", "APPLE_PAY"]);

export interface SandboxOptions {
  /**
   * Card payments go to the sandbox's hosted page and wait there for the donor's outcome (the
   * default, as a real card provider behaves). False confirms them after `delayMs` like the
   * other methods: the API tests that need a donation PROCESSED without a browser.
   */
  hostedCards?: boolean;
}

/**
 * The built-in sandbox. A card payment starts PROCESSING and sends the donor to the sandbox's own
 * page (`SANDBOX_PAY_PATH`), a test card form whose outcome (`settle`) takes the donation to
 * PROCESSED, FAILED or CANCELLED. PayPal and bank transfers are confirmed after `delayMs`
 * (offline, no redirect), taking the donation to PROCESSED.
 */
export class SandboxPayments implements PaymentProvider {
  private processed: ((paymentId: string) => Promise<boolean>) | null = null;
  private failed:
    | ((paymentId: string, outcome: "FAILED" | "CANCELLED") => Promise<boolean>)
    | null = null;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly delayMs = 1500,
    /** How many times an unanswered confirmation is delivered before it is given up. */
    private readonly attempts = 40,
    private readonly options: SandboxOptions = {},
  ) {}

  onProcessed(handler: (paymentId: string) => Promise<boolean>) {
    this.processed = handler;
  }

  onFailed(handler: (paymentId: string, outcome: "FAILED" | "CANCELLED") => Promise<boolean>) {
    this.failed = handler;
  }

  onRefundUpdate() {}

  /** The sandbox gives the money back at once. */
  async refund(request: RefundRequest): Promise<RefundStart> {
    return {
      providerRefundId: `re_sandbox_${request.refundId}_${randomToken(8)}`,
      status: "SUCCEEDED",
    };
  }

  /** Whether a payment of this method is paid on the sandbox's page (not confirmed by itself). */
  hosts(method: string): boolean {
    return (this.options.hostedCards ?? true) && CARD_METHODS.has(method);
  }

  /** Whether the sandbox made this payment (beside a live provider, it pays only its own). */
  owns(paymentId: string): boolean {
    return SANDBOX_ID.test(paymentId);
  }

  async start(input: { method: PaymentMethod; locale?: string }): Promise<PaymentStart> {
    const card = CARD_METHODS.has(input.method);
    const paymentId = `${card ? "pi" : "sb"}_sandbox_${randomToken(12)}`;
    if (this.hosts(input.method)) {
      const lang = input.locale ? `?lang=${encodeURIComponent(input.locale)}` : "";
      return {
        paymentId,
        status: "PROCESSING",
        redirectUrl: `${SANDBOX_PAY_PATH}${paymentId}${lang}`,
        clientSecret: null,
        publishableKey: null,
      };
    }
    const job = this.deliver(paymentId);
    const tracked = job.catch(() => {}).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    return {
      paymentId,
      status: "PROCESSING",
      redirectUrl: null,
      clientSecret: card ? `${paymentId}_secret_sandbox` : null,
      publishableKey: null,
    };
  }

  /**
   * The outcome the donor chose on the hosted page, delivered to the app as a provider's webhook
   * would be. False when the app does not know the payment.
   */
  async settle(paymentId: string, outcome: PaymentOutcome): Promise<boolean> {
    if (outcome === "PROCESSED") return this.processed ? this.processed(paymentId) : false;
    return this.failed ? this.failed(paymentId, outcome) : false;
  }

  /** Confirms after `delayMs`, again every `delayMs` while the app does not know the payment. */
  private async deliver(paymentId: string) {
    for (let attempt = 0; attempt < this.attempts; attempt++) {
      await new Promise<void>((resolve) => setTimeout(resolve, this.delayMs));
      if (!this.processed || (await this.processed(paymentId))) return;
    }
  }

  async drain() {
    await Promise.all([...this.pending]);
  }
}
