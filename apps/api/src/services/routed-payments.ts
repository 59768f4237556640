import {
  type PaymentMethod,
  type PaymentProvider,
  type PaymentStart,
  type PaymentStartInput,
  type RefundRequest,
  type RefundStart,
  type RefundUpdate,
  SandboxPayments,
} from "./payments";

/**
 * Each payment method to its provider: the live ones (Stripe for cards and Apple Pay, when its keys
 * are set) and the sandbox for the rest. The app's outcome handlers are given to every provider.
 */
export class RoutedPayments implements PaymentProvider {
  private readonly providers: readonly PaymentProvider[];

  constructor(
    readonly fallback: PaymentProvider,
    readonly byMethod: Readonly<Partial<Record<PaymentMethod, PaymentProvider>>>,
  ) {
    this.providers = [...new Set([fallback, ...Object.values(byMethod)])].filter(
      (p): p is PaymentProvider => p !== undefined,
    );
  }

  /** The provider that takes payments of `method`. */
  providerOf(method: PaymentMethod): PaymentProvider {
    return this.byMethod[method] ?? this.fallback;
  }

  /** The methods a provider other than the fallback (the sandbox) takes. */
  liveMethods(): PaymentMethod[] {
    return (Object.keys(this.byMethod) as PaymentMethod[]).filter(
      (method) => this.byMethod[method] && this.byMethod[method] !== this.fallback,
    );
  }

  start(input: PaymentStartInput): Promise<PaymentStart> {
    return this.providerOf(input.method).start(input);
  }

  onProcessed(handler: (paymentId: string) => Promise<boolean>) {
    for (const provider of this.providers) provider.onProcessed(handler);
  }

  onFailed(handler: (paymentId: string, outcome: "FAILED" | "CANCELLED") => Promise<boolean>) {
    for (const provider of this.providers) provider.onFailed(handler);
  }

  /**
   * To the provider that took the payment: the sandbox for its own ids (a payment made before a
   * live provider's keys were set), else the method's provider.
   */
  refund(request: RefundRequest): Promise<RefundStart> {
    const sandbox = this.fallback instanceof SandboxPayments ? this.fallback : null;
    const provider = sandbox?.owns(request.paymentId) ? sandbox : this.providerOf(request.method);
    return provider.refund(request);
  }

  onRefundUpdate(handler: (update: RefundUpdate) => Promise<boolean>) {
    for (const provider of this.providers) provider.onRefundUpdate(handler);
  }

  async drain() {
    await Promise.all(this.providers.map((provider) => provider.drain()));
  }
}

/** The provider of type `type` among `payments` (itself, or one it routes to). */
export function findProvider<T extends PaymentProvider>(
  payments: PaymentProvider,
  type: abstract new (...args: never[]) => T,
): T | null {
  if (payments instanceof type) return payments;
  if (payments instanceof RoutedPayments) {
    return (
      [payments.fallback, ...Object.values(payments.byMethod)].find(
        (p): p is T => p instanceof type,
      ) ?? null
    );
  }
  return null;
}
