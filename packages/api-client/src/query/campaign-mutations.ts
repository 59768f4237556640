import type { ReportPayload, Schema } from "../types";
import { campaignKeys } from "./campaigns";
import { apiAction, apiMutation } from "./define";
import { postKeys } from "./posts";
import { request } from "./request";

const root = ["causeway", "campaign"] as const;

type StatusChange = { active?: boolean; finished?: boolean; successful?: boolean };

export const campaignMutations = {
  create: () =>
    apiMutation(
      [...root, "create"],
      (api, payload: Schema<"CampaignCreatePayload">) =>
        request(api.POST("/api/v2/campaign", { body: payload })).then((body) => body.response),
      () => [campaignKeys.all],
      { idempotent: true },
    ),
  updateDetails: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "details"],
      (api, payload: Schema<"CampaignDetailsPayload">) =>
        request(
          api.PUT("/api/v2/campaign/{id}/details", {
            params: { path: { id: campaignId } },
            body: payload,
          }),
        ).then((body) => body.response),
      () => [campaignKeys.all],
    ),
  updateBeneficent: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "beneficent"],
      (api, payload: Schema<"BeneficentPayload">) =>
        request(
          api.PUT("/api/v2/campaign/{id}/beneficent", {
            params: { path: { id: campaignId } },
            body: payload,
          }),
        ).then((body) => body.response),
      () => [campaignKeys.all],
    ),
  updateDocuments: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "documents"],
      (api, documents: Schema<"InvoiceRef">[]) =>
        request(
          api.PUT("/api/v2/campaign/{id}/documents", {
            params: { path: { id: campaignId } },
            body: { documents },
          }),
        ).then((body) => body.response),
      () => [campaignKeys.all],
    ),
  updateImages: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "images"],
      (api, body: { image_ids: number[]; main_image_id?: number; video?: string | null }) =>
        request(
          api.PUT("/api/v2/campaign/{id}/images", { params: { path: { id: campaignId } }, body }),
        ).then((answer) => answer.response),
      () => [campaignKeys.all],
    ),
  /** Activate, finish or mark successful. */
  updateStatus: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "status"],
      (api, change: StatusChange) =>
        request(
          api.PUT("/api/v2/campaign/{id}", { params: { path: { id: campaignId } }, body: change }),
        ).then((body) => body.response),
      () => [campaignKeys.all],
    ),
  verify: (campaignId: number) =>
    apiAction(
      [...root, campaignId, "verify"],
      (api) =>
        request(api.PUT("/api/v2/campaign/{id}/verify", { params: { path: { id: campaignId } } })),
      () => [campaignKeys.all],
    ),
  remove: (campaignId: number) =>
    apiAction(
      [...root, campaignId, "delete"],
      (api) =>
        request(api.DELETE("/api/v2/campaign/{id}", { params: { path: { id: campaignId } } })),
      () => [campaignKeys.all],
    ),
  /** Follow toggles; the follow state and the followers count are refreshed. */
  toggleFollow: (campaignId: number) =>
    apiAction(
      [...root, campaignId, "follow"],
      (api) =>
        request(
          api.POST("/api/v2/campaign/{id}/follow", { params: { path: { id: campaignId } } }),
        ).then((body) => body.response),
      () => [campaignKeys.follow(campaignId), campaignKeys.all],
    ),
  report: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "report"],
      (api, payload: ReportPayload) =>
        request(
          api.POST("/api/v2/campaign/{id}/report", {
            params: { path: { id: campaignId } },
            body: payload,
          }),
        ),
      undefined,
      { idempotent: true },
    ),
  addShare: (campaignId: number) =>
    apiAction([...root, campaignId, "share"], (api) =>
      request(
        api.PUT("/api/v2/campaign/{id}/add-share-count", { params: { path: { id: campaignId } } }),
      ),
    ),
  /**
   * Attaches a published post to the campaign (an update). Given `{ postId }`, the attachment is
   * one submission (an Idempotency-Key per variables object); a bare id is sent without one.
   */
  attachPost: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "attach-post"],
      (api, post: number | { postId: number }) =>
        request(
          api.POST("/api/v2/campaign/{id}/post", {
            params: { path: { id: campaignId } },
            body: { post_id: typeof post === "number" ? post : post.postId },
          }),
        ).then((body) => body.response),
      () => [postKeys.campaign(campaignId), postKeys.feeds()],
      { idempotent: true },
    ),
  sendThankYou: () =>
    apiMutation(
      [...root, "thank-you"],
      (api, { donationId, message }: { donationId: number; message: string }) =>
        request(
          api.POST("/api/v2/campaign/donations/{id}/thank-you-email", {
            params: { path: { id: donationId } },
            body: { message },
          }),
        ),
      () => [[...root, "donations"]],
      { idempotent: true },
    ),
  /** Creates a donation and starts its payment; guests may donate. */
  donate: (campaignId: number) =>
    apiMutation(
      [...root, campaignId, "donate"],
      (api, payload: Schema<"DonationPayload">) =>
        request(
          api.POST("/api/v2/campaign/{id}/donation", {
            params: { path: { id: campaignId } },
            body: payload,
          }),
        ).then((body) => body.response),
      () => [campaignKeys.all],
      { idempotent: true },
    ),
};
