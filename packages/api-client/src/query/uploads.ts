import { apiMutation } from "./define";
import { request } from "./request";
import { toFormData } from "./user-mutations";

const root = ["causeway", "upload"] as const;

export const uploadMutations = {
  /** Uploads an image (png, gif, jpeg); answers the stored image with its media id. */
  image: () =>
    apiMutation([...root, "image"], (api, file: Blob) =>
      request(
        api.POST("/api/v2/resources/image", { body: { file }, bodySerializer: toFormData }),
      ).then((body) => body.response.images),
    ),
  /** Uploads a document (image or PDF); answers the stored file with its media id. */
  file: () =>
    apiMutation([...root, "file"], (api, file: Blob) =>
      request(
        api.POST("/api/v2/resources/file", { body: { file }, bodySerializer: toFormData }),
      ).then((body) => body.response.files),
    ),
  /**
   * Uploads an invoice: an image, a PDF, an office document, a text or CSV file (000 §5: invoices
   * take images or other files); answers the stored file with its media id.
   */
  invoice: () =>
    apiMutation([...root, "invoice"], (api, file: Blob) =>
      request(
        api.POST("/api/v2/resources/file", {
          params: { query: { purpose: "invoice" } },
          body: { file },
          bodySerializer: toFormData,
        }),
      ).then((body) => body.response.files),
    ),
};
