import type { LanguageCode } from "../types";
import { apiQuery } from "./define";
import { request } from "./request";

const root = ["causeway", "settings"] as const;

export const settingsKeys = {
  all: root,
  translations: (locale: LanguageCode, type: "desktop" | "mobile") =>
    [...root, "translations", locale, type] as const,
  publicSettings: () => [...root, "public"] as const,
  currencies: () => [...root, "currencies"] as const,
};

export const settingsQueries = {
  /** The interface dictionary of a language (no token needed). */
  translations: (locale: LanguageCode, type: "desktop" | "mobile" = "desktop") =>
    apiQuery(settingsKeys.translations(locale, type), (api, signal) =>
      request(
        api.GET("/api/v2/language/{locale}/translations", {
          params: { path: { locale }, query: { type } },
          signal,
        }),
      ).then((body) => body.response.translations),
    ),
  publicSettings: () =>
    apiQuery(settingsKeys.publicSettings(), (api, signal) =>
      request(api.GET("/api/v2/public_settings", { signal })).then(
        (body) => body.response.settings,
      ),
    ),
  currencies: () =>
    apiQuery(settingsKeys.currencies(), (api, signal) =>
      request(api.GET("/api/v2/currencies", { signal })).then((body) => body.response.currencies),
    ),
};
