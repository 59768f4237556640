import {
  normaliseSignupCompletionRequest,
  signupBusinessDetailsPayloadSchema,
  signupBusinessPayloadSchema,
  signupDetailsPayloadSchema,
} from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import type { UserRow } from "../../db/schema";
import { assertOwnMedia } from "../../http/ownership";
import { type Ctx, jsonBody, requireAuth } from "../../http/request";
import { badRequest } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { completeSignup } from "../../services/account-changes";
import { assertUsernameFree, tokenFor } from "../../services/accounts";
import { assertBusinessChoices } from "../../services/business-choices";
import { presentUser } from "../../services/present";

/** Completing a sign-up: personal or business details. */
export function signupCompletionRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const completion = async (
    c: Ctx,
    values: Partial<UserRow> & { username: string },
    type: "personal" | "business",
  ) => {
    const { user } = requireAuth(c);
    if (user.type !== type) throw badRequest({ profile_type: "validation.profile_type" });
    await assertUsernameFree(deps, values.username, user.id);
    const updated = await completeSignup(deps, user, values);
    return c.json({
      response: {
        user: await presentUser(db, updated, { private: true }),
        token: await tokenFor(deps, updated, c.get("auth")?.impersonator ?? null),
      },
    });
  };

  const personalHandler = async (c: Ctx) => {
    requireAuth(c);
    const body = parse(
      signupDetailsPayloadSchema,
      normaliseSignupCompletionRequest(await jsonBody(c)),
    );
    return completion(
      c,
      {
        username: body.username,
        name: body.name.trim(),
        gender: body.gender,
        birthday: body.birthday || null,
        location: body.location,
        timezone: body.timezone,
        bio: body.bio,
      },
      "personal",
    );
  };
  app.post("/api/v2/signup/details", personalHandler);
  app.post("/api/v2/signup/personal", personalHandler);

  app.post("/api/v2/signup/business-details", async (c) => {
    const auth = requireAuth(c);
    const body = parse(
      signupBusinessDetailsPayloadSchema,
      normaliseSignupCompletionRequest(await jsonBody(c)),
    );
    assertBusinessChoices({ sectors: body.sectors, size: body.organization_size });
    await assertOwnMedia(deps, auth.user.id, body.logo, "logo");
    return completion(
      c,
      {
        username: body.username,
        name: body.name.trim(),
        bio: body.bio,
        timezone: body.timezone,
        location: body.location,
        avatar_media_id: body.logo,
        business_sectors: body.sectors,
        organization_size: body.organization_size,
        organization: body.name.trim(),
      },
      "business",
    );
  });

  app.post("/api/v2/signup/business", async (c) => {
    const auth = requireAuth(c);
    const body = parse(
      signupBusinessPayloadSchema,
      normaliseSignupCompletionRequest(await jsonBody(c)),
    );
    assertBusinessChoices(
      { sectors: [body.businessSector], size: body.businessSize },
      { sectors: "businessSector", size: "businessSize" },
    );
    await assertOwnMedia(deps, auth.user.id, body.avatar, "avatar");
    return completion(
      c,
      {
        username: body.username,
        name: body.name.trim(),
        bio: body.bio,
        timezone: body.timezone,
        location: body.location,
        avatar_media_id: body.avatar,
        business_sectors: [body.businessSector],
        organization_size: body.businessSize,
        organization: body.name.trim(),
      },
      "business",
    );
  });
}
