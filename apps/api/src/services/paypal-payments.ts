import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from "@paypal/paypal-server-sdk";
import { z } from "zod";
import { HttpError } from "../lib/errors";
import {
  type PaymentProvider,
  type PaymentStart,
  type PaymentStartInput,
  ProviderOutcomes,
  RefundRefused,
  type RefundRequest,
  type RefundStart,
} from "./payments";
import { paypalMinor, paypalValue } from "./paypal-amounts";

/** PayPal's REST app (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_ENVIRONMENT). */
export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the app's dashboard: the signature check names it. */
  webhookId: string;
  environment: "sandbox" | "live";
  /**
   * Another address for PayPal's API (PAYPAL_API_URL, the tests' fake): the SDK knows only PayPal's
   * two hosts, so its requests for them are sent here, path and query kept. Unset: PayPal's host.
   */
  apiUrl: string | null;
}

/** Where PayPal sends the donor back: this server's routes (routes/paypal.ts). */
export const PAYPAL_RETURN_PATH = "/api/v2/payments/paypal/return";
export const PAYPAL_CANCEL_PATH = "/api/v2/payments/paypal/cancel";

const PROVIDER_DOWN = "The payment provider did not answer. Nothing was charged; try again.";

/** How an order's capture ended, as far as the donation goes. */
export type CaptureOutcome = "PROCESSED" | "FAILED" | "PROCESSING";

/** A verified webhook event (https://developer.paypal.com/api/rest/webhooks/event-names/). */
export interface PayPalEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
}

/** The headers PayPal signs a webhook delivery with. */
export interface PayPalSignature {
  authAlgo: string | undefined;
  certUrl: string | undefined;
  transmissionId: string | undefined;
  transmissionSig: string | undefined;
  transmissionTime: string | undefined;
}

/** A fetch that sends every request to `api`'s scheme, host and port, its path and query kept. */
function toAddress(api: URL): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    url.protocol = api.protocol;
    url.host = api.host;
    return request ? fetch(new Request(url, request), init) : fetch(url, init);
  };
}

/** The words of PayPal's refusal: its name and first issue (ORDER_NOT_APPROVED, …). */
function refusal(error: unknown): { status: number; issue: string } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.result as { name?: string; details?: { issue?: string }[] } | undefined;
  return { status: error.statusCode, issue: body?.details?.[0]?.issue ?? body?.name ?? "" };
}

/**
 * PayPal Checkout through Orders v2 with PayPal's official server SDK: `start` creates an order
 * for the donation (the server's amount and currency, once per donation by its PayPal-Request-Id)
 * and sends the donor to PayPal to approve it; PayPal sends them back to `PAYPAL_RETURN_PATH`,
 * where `capture` takes the money; its answer, or PayPal's verified webhook
 * (PAYMENT.CAPTURE.COMPLETED, DENIED, REFUNDED; CHECKOUT.ORDER.APPROVED when the donor never came
 * back), ends the donation. The donation's payment id is the order's id.
 */
export class PayPalPayments extends ProviderOutcomes implements PaymentProvider {
  readonly client: Client;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;

  constructor(
    readonly config: PayPalConfig,
    /** This server's public origin, for PayPal's return and cancel addresses. */
    private readonly publicUrl: string,
  ) {
    super();
    const api = config.apiUrl ? new URL(config.apiUrl) : null;
    this.client = new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: config.clientId,
        oAuthClientSecret: config.clientSecret,
      },
      environment: config.environment === "live" ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
      // The SDK's transport is axios: its fetch adapter with a fetch that sends PayPal's URLs to
      // `api` instead (the SDK's own proxySettings would open a CONNECT tunnel and then TLS).
      ...(api
        ? { unstable_httpClientOptions: { adapter: "fetch", env: { fetch: toAddress(api) } } }
        : {}),
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
  }

  async start(input: PaymentStartInput): Promise<PaymentStart> {
    const back = (path: string) => new URL(path, this.publicUrl).href;
    const order = await this.orders
      .createOrder({
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: `donation-${input.donationId}`,
              customId: String(input.donationId),
              amount: {
                currencyCode: input.currency,
                value: paypalValue(input.amount + input.tip, input.currency),
              },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                brandName: "Causeway",
                returnUrl: back(PAYPAL_RETURN_PATH),
                cancelUrl: back(PAYPAL_CANCEL_PATH),
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
        // A retry of the same donation (a lost answer) makes no second order.
        paypalRequestId: `causeway-donation-${input.donationId}`,
        prefer: "return=minimal",
      })
      .catch((error: unknown) => {
        const refused = refusal(error);
        // PayPal answered and refused what it was asked (a currency it does not take, an amount
        // out of its range): the donor chooses another method. Anything else: not reached.
        if (refused && refused.status === 422)
          throw new HttpError(400, {
            code: 400,
            message: { payment_method: "donation.validator.paypal_refused" },
          });
        throw new HttpError(502, { code: 502, message: PROVIDER_DOWN }, {}, error);
      });
    const { id } = order.result;
    const approve = order.result.links?.find(
      (link) => link.rel === "payer-action" || link.rel === "approve",
    )?.href;
    if (!id || !approve)
      throw new HttpError(502, { code: 502, message: PROVIDER_DOWN }, {}, order.result);
    return {
      paymentId: id,
      status: "PROCESSING",
      redirectUrl: approve,
      clientSecret: null,
      publishableKey: null,
    };
  }

  /**
   * Captures an approved order (the donor is back from PayPal, or its approval came by webhook),
   * once (its PayPal-Request-Id; an order captured before is read instead), and ends the donation
   * as the capture did: COMPLETED is paid, DECLINED failed, PENDING waits for PayPal's webhook.
   */
  async capture(orderId: string): Promise<CaptureOutcome> {
    let order: Order;
    try {
      order = (
        await this.orders.captureOrder({
          id: orderId,
          paypalRequestId: `causeway-capture-${orderId}`,
          prefer: "return=representation",
        })
      ).result;
    } catch (error) {
      const refused = refusal(error);
      if (refused?.issue === "ORDER_ALREADY_CAPTURED") order = await this.order(orderId);
      // Declined at capture (the donor's funding source refused): the payment failed.
      else if (refused?.issue === "INSTRUMENT_DECLINED" || refused?.issue === "TRANSACTION_REFUSED")
        return (await this.failed?.(orderId, "FAILED")) ? "FAILED" : "PROCESSING";
      else throw error;
    }
    return this.settle(orderId, order);
  }

  /** The donor left PayPal's page without paying: the donation is CANCELLED (once). */
  async cancel(orderId: string): Promise<void> {
    await this.failed?.(orderId, "CANCELLED");
  }

  private async order(orderId: string): Promise<Order> {
    return (await this.orders.getOrder({ id: orderId })).result;
  }

  /** Ends the donation as the order's capture stands. */
  private async settle(orderId: string, order: Order): Promise<CaptureOutcome> {
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    if (order.status === "COMPLETED" && capture?.status === "COMPLETED") {
      await this.processed?.(orderId);
      return "PROCESSED";
    }
    if (capture?.status === "DECLINED" || capture?.status === "FAILED") {
      await this.failed?.(orderId, "FAILED");
      return "FAILED";
    }
    return "PROCESSING";
  }

  /**
   * A refund of the order's capture (https://developer.paypal.com/docs/api/payments/v2/#captures_refund),
   * once per Causeway refund (its PayPal-Request-Id), staff's reason as the note to the payer.
   */
  async refund(request: RefundRequest): Promise<RefundStart> {
    try {
      const order = await this.order(request.paymentId);
      const captureId = order.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
      if (!captureId) throw new RefundRefused("The PayPal order has no capture to refund.");
      const { result } = await this.payments.refundCapturedPayment({
        captureId,
        paypalRequestId: `causeway-refund-${request.refundId}`,
        prefer: "return=representation",
        body: {
          amount: {
            currencyCode: request.currency,
            value: paypalValue(request.amount, request.currency),
          },
          customId: String(request.refundId),
          noteToPayer: request.reason.slice(0, 255),
        },
      });
      if (result.status === "FAILED" || result.status === "CANCELLED")
        throw new RefundRefused(result.statusDetails?.reason ?? result.status);
      if (!result.id) throw new Error("PayPal answered a refund without its id");
      return {
        providerRefundId: result.id,
        status: result.status === "COMPLETED" ? "SUCCEEDED" : "PENDING",
      };
    } catch (error) {
      if (error instanceof RefundRefused) throw error;
      const refused = refusal(error);
      // PayPal answered and refused (refunded already, more than is left, too old).
      if (refused && refused.status >= 400 && refused.status < 500)
        throw new RefundRefused(refused.issue || "refused by PayPal");
      throw new HttpError(502, { code: 502, message: "refund.error.provider_down" }, {}, error);
    }
  }

  /**
   * Whether PayPal signed this delivery: PayPal's verify-webhook-signature call, with the
   * webhook's id, the transmission's headers and the event as received
   * (https://developer.paypal.com/api/rest/webhooks/rest/#link-postbackmethod). The SDK covers
   * no webhook call; its own request builder sends this one, with its OAuth token and transport.
   */
  async verify(rawBody: string, signature: PayPalSignature): Promise<PayPalEvent | null> {
    const { authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime } = signature;
    if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime)
      return null;
    const event = readEvent(rawBody);
    // Not an event of PayPal's shape: nothing to ask PayPal about.
    if (!event) return null;
    const request = this.client.getRequestBuilderFactory()(
      "POST",
      "/v1/notifications/verify-webhook-signature",
    );
    request.header("Content-Type", "application/json");
    // The event goes back as PayPal sent it: the body's own text, not a re-serialised copy.
    request.text(
      `{"auth_algo":${JSON.stringify(authAlgo)},"cert_url":${JSON.stringify(certUrl)},` +
        `"transmission_id":${JSON.stringify(transmissionId)},` +
        `"transmission_sig":${JSON.stringify(transmissionSig)},` +
        `"transmission_time":${JSON.stringify(transmissionTime)},` +
        `"webhook_id":${JSON.stringify(this.config.webhookId)},"webhook_event":${rawBody}}`,
    );
    request.authenticate([{ oauth2: true }]);
    const { result } = await request.callAsText();
    const answer = JSON.parse(result) as { verification_status?: string };
    return answer.verification_status === "SUCCESS" ? event : null;
  }

  /** What a verified event does to its donation: "unknown" while the donation is not known yet. */
  async apply(event: PayPalEvent): Promise<"applied" | "ignored" | "unknown"> {
    const resource = event.resource;
    switch (event.event_type) {
      case "CHECKOUT.ORDER.APPROVED": {
        // Approved, and the donor never came back to the return address: captured here.
        const id = typeof resource.id === "string" ? resource.id : null;
        if (!id) return "ignored";
        await this.capture(id);
        return "applied";
      }
      case "PAYMENT.CAPTURE.COMPLETED":
      case "PAYMENT.CAPTURE.DENIED":
      case "PAYMENT.CAPTURE.DECLINED": {
        const orderId = relatedOrder(resource);
        if (!orderId) return "ignored";
        const known =
          event.event_type === "PAYMENT.CAPTURE.COMPLETED"
            ? await this.processed?.(orderId)
            : await this.failed?.(orderId, "FAILED");
        return known ? "applied" : "unknown";
      }
      case "PAYMENT.CAPTURE.REFUNDED":
        return this.applyRefund(resource);
      default:
        return "ignored";
    }
  }

  /** A refund's news (PAYMENT.CAPTURE.REFUNDED: the refund, its capture linked as "up"). */
  private async applyRefund(refund: Record<string, unknown>): Promise<"applied" | "ignored"> {
    const links = (refund.links ?? []) as { rel?: string; href?: string }[];
    const up = links.find((link) => link.rel === "up")?.href ?? "";
    const captureId = up.match(/\/captures\/([A-Za-z0-9_-]+)$/)?.[1];
    const amount = refund.amount as { value?: string; currency_code?: string } | undefined;
    if (!captureId || typeof refund.id !== "string" || !amount?.value || !this.refunded)
      return "ignored";
    const capture = await this.payments.getCapturedPayment({ captureId });
    const orderId = capture.result.supplementaryData?.relatedIds?.orderId;
    if (!orderId) return "ignored";
    const ours = Number(refund.custom_id);
    const known = await this.refunded({
      paymentId: orderId,
      providerRefundId: refund.id,
      refundId: Number.isSafeInteger(ours) && ours > 0 ? ours : null,
      amount: paypalMinor(amount.value),
      status:
        refund.status === "COMPLETED"
          ? "SUCCEEDED"
          : refund.status === "PENDING"
            ? "PENDING"
            : "FAILED",
      note: typeof refund.note_to_payer === "string" ? refund.note_to_payer : null,
    });
    return known ? "applied" : "ignored";
  }

  async drain() {}
}

/** How deep PayPal's events go (a capture's links and amounts: about 6); deeper is not one. */
const MAX_DEPTH = 16;

/** An event's envelope as PayPal sends it (https://developer.paypal.com/api/rest/webhooks/). */
const eventSchema = z.looseObject({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  event_version: z.string().max(20).optional(),
  create_time: z.string().max(40).optional(),
  resource_type: z.string().max(60).optional(),
  resource_version: z.string().max(20).optional(),
  summary: z.string().max(1000).optional(),
  resource: z.record(z.string(), z.unknown()),
});

/** The body as PayPal's event, or null when it is not JSON of that shape (or nests too deep). */
function readEvent(rawBody: string): PayPalEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (depthOver(value, MAX_DEPTH)) return null;
  const parsed = eventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether `value` nests deeper than `limit` arrays and objects (walked without recursion). */
function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The order a capture belongs to (its supplementary_data.related_ids.order_id). */
function relatedOrder(capture: Record<string, unknown>): string | null {
  const data = capture.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined;
  const id = data?.related_ids?.order_id;
  return typeof id === "string" ? id : null;
}
