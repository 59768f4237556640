import type { operations, Schema } from "../types";
import { apiMutation, apiQuery } from "./define";
import { request } from "./request";
import { userKeys } from "./users";

const root = ["causeway", "signup"] as const;

export type SignupEmailQuery = NonNullable<operations["signupWithEmail"]["parameters"]["query"]>;

export const signupKeys = {
  all: root,
  businessSizes: () => [...root, "business-sizes"] as const,
  businessSectors: () => [...root, "business-sectors"] as const,
  username: (username: string) => [...root, "username", username] as const,
  cities: (name: string) => [...root, "cities", name] as const,
  timezones: (name: string) => [...root, "timezones", name] as const,
};

export const signupQueries = {
  businessSizes: () =>
    apiQuery(signupKeys.businessSizes(), (api, signal) =>
      request(api.GET("/api/v2/signup/business-sizes", { signal })).then(
        (body) => body.response.businessSizes,
      ),
    ),
  businessSectors: () =>
    apiQuery(signupKeys.businessSectors(), (api, signal) =>
      request(api.GET("/api/v2/signup/business-sectors", { signal })).then(
        (body) => body.response.businessSectors,
      ),
    ),
  /** Resolves when the name is free; a taken name throws ApiFieldErrors with a `username` key. */
  usernameAvailable: (username: string) =>
    apiQuery(signupKeys.username(username), (api, signal) =>
      request(api.GET("/api/v2/check-username", { params: { query: { username } }, signal })).then(
        () => true as const,
      ),
    ),
  cities: (name: string) =>
    apiQuery(signupKeys.cities(name), (api, signal) =>
      request(api.GET("/api/v1/city", { params: { query: { name } }, signal })).then(
        (body) => body.response.locations,
      ),
    ),
  /** Timezone search is a POST in the contract, but it reads, so it is a query here. */
  timezones: (name: string) =>
    apiQuery(signupKeys.timezones(name), (api, signal) =>
      request(api.POST("/api/v1/timezone", { body: { name }, signal })).then(
        (body) => body.response.timezones,
      ),
    ),
};

/** Every sign-up submit answers { user, token }: store the token, then redirect. */
export const signupMutations = {
  email: (query: SignupEmailQuery = {}) =>
    apiMutation([...root, "email"], (api, payload: Schema<"SignupEmailPayload">) =>
      request(api.POST("/api/v2/signup/email", { params: { query }, body: payload })).then(
        (body) => body.response,
      ),
    ),
  details: () =>
    apiMutation(
      [...root, "details"],
      (api, payload: Schema<"SignupDetailsPayload">) =>
        request(api.POST("/api/v2/signup/details", { body: payload })).then(
          (body) => body.response,
        ),
      () => [userKeys.me()],
    ),
  businessDetails: () =>
    apiMutation(
      [...root, "business-details"],
      (api, payload: Schema<"SignupBusinessDetailsPayload">) =>
        request(api.POST("/api/v2/signup/business-details", { body: payload })).then(
          (body) => body.response,
        ),
      () => [userKeys.me()],
    ),
  personal: () =>
    apiMutation(
      [...root, "personal"],
      (api, payload: Schema<"SignupPersonalPayload">) =>
        request(api.POST("/api/v2/signup/personal", { body: payload })).then(
          (body) => body.response,
        ),
      () => [userKeys.me()],
    ),
  business: () =>
    apiMutation(
      [...root, "business"],
      (api, payload: Schema<"SignupBusinessPayload">) =>
        request(api.POST("/api/v2/signup/business", { body: payload })).then(
          (body) => body.response,
        ),
      () => [userKeys.me()],
    ),
};
