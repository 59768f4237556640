import type { ContactMessage } from "../types";
import { apiMutation } from "./define";
import { request } from "./request";

/** The contact page's message to the Causeway team (POST /api/v2/contact). */
export const contactMutations = {
  send: () =>
    apiMutation(
      ["causeway", "contact", "send"],
      (api, message: ContactMessage) =>
        request(api.POST("/api/v2/contact", { body: message })).then((body) => body.response),
      undefined,
      { idempotent: true },
    ),
};
