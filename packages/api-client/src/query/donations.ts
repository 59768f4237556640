import { apiQuery } from "./define";
import { request } from "./request";

const root = ["causeway", "donation"] as const;

export const donationKeys = {
  all: root,
  detail: (donationId: number, paymentId?: string) =>
    [...root, "detail", donationId, paymentId] as const,
  certificate: (donationId: number, paymentId?: string) =>
    [...root, "certificate", donationId, paymentId] as const,
  byPayment: (paymentId: string) => [...root, "payment", paymentId] as const,
};

const paymentQuery = (paymentId?: string) => (paymentId ? { payment_id: paymentId } : {});

export const donationQueries = {
  /** A donation and its payment status; poll it while PROCESSING. */
  detail: (donationId: number, paymentId?: string) =>
    apiQuery(donationKeys.detail(donationId, paymentId), (api, signal) =>
      request(
        api.GET("/api/v2/donation/{id}", {
          params: { path: { id: donationId }, query: paymentQuery(paymentId) },
          signal,
        }),
      ).then((body) => body.response),
    ),
  /**
   * The donation a payment belongs to, found by the provider's payment id alone (the checkout
   * return: a provider's page sends the donor back with it); poll it while PROCESSING.
   */
  byPayment: (paymentId: string) =>
    apiQuery(donationKeys.byPayment(paymentId), (api, signal) =>
      request(
        api.GET("/api/v2/donation/payment/{paymentId}", {
          params: { path: { paymentId } },
          signal,
        }),
      ).then((body) => body.response),
    ),
  certificate: (donationId: number, paymentId?: string) =>
    apiQuery(donationKeys.certificate(donationId, paymentId), (api, signal) =>
      request(
        api.GET("/api/v2/donation/{id}/certificate", {
          params: { path: { id: donationId }, query: paymentQuery(paymentId) },
          signal,
        }),
      ).then((body) => body.response),
    ),
};
