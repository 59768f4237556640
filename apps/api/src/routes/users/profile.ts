import {
  bioPayloadSchema,
  birthdayPayloadSchema,
  businessCoverPayloadSchema,
  businessMissionPayloadSchema,
  businessOrganizationSizePayloadSchema,
  businessSectorsPayloadSchema,
  genderPayloadSchema,
  locationPayloadSchema,
  nameLockProblem,
  namePayloadSchema,
  phonePayloadSchema,
  timezonePayloadSchema,
  translationLanguagePayloadSchema,
} from "@causeway/rules";
import type { Hono } from "hono";
import type { Deps, Env } from "../../context";
import type { UserRow } from "../../db/schema";
import { assertOwnMedia } from "../../http/ownership";
import { type Ctx, jsonBody, requireAuth } from "../../http/request";
import { badRequest, forbidden } from "../../lib/errors";
import { page, parse } from "../../lib/validate";
import { saveProfile } from "../../services/account-changes";
import { assertBusinessChoices } from "../../services/business-choices";
import { BUSINESS_SECTORS, BUSINESS_SIZES, presentUser } from "../../services/present";

/** The signed-in user's profile fields, one operation each, and the business choices. */
export function userProfileRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  const save = async (c: Ctx, values: Partial<Record<keyof UserRow, unknown>>) => {
    const { user } = requireAuth(c);
    const updated = await saveProfile(db, user.id, values);
    return c.json({ response: await presentUser(db, updated, { private: true }) });
  };
  const business = (c: Ctx) => {
    const { user } = requireAuth(c);
    if (user.type !== "business") throw forbidden();
    return user;
  };

  app.put("/api/v2/user/bio", async (c) => {
    const { user } = requireAuth(c);
    const { bio } = parse(bioPayloadSchema(user.type), await jsonBody(c));
    return save(c, { bio });
  });
  app.put("/api/v2/user/name", async (c) => {
    const { user } = requireAuth(c);
    const { name } = parse(namePayloadSchema, await jsonBody(c));
    // The name is locked for a user who cannot change it (001 §5).
    const locked = nameLockProblem(
      {
        registerStep: user.register_step,
        canChange: user.can_username_change,
        currentName: user.name,
      },
      name,
    );
    if (locked) throw badRequest({ name: locked });
    return save(c, { name });
  });
  app.put("/api/v2/user/phone", async (c) => {
    requireAuth(c);
    const { phone } = parse(phonePayloadSchema, await jsonBody(c));
    return save(c, { phone });
  });
  app.put("/api/v2/user/gender", async (c) => {
    requireAuth(c);
    const { gender } = parse(genderPayloadSchema, await jsonBody(c));
    return save(c, { gender });
  });
  app.put("/api/v2/user/birthday", async (c) => {
    requireAuth(c);
    const { birthday } = parse(birthdayPayloadSchema, await jsonBody(c));
    return save(c, { birthday: birthday || null });
  });
  app.put("/api/v2/user/location", async (c) => {
    requireAuth(c);
    const { location } = parse(locationPayloadSchema, await jsonBody(c));
    return save(c, { location: JSON.stringify(location) });
  });
  app.put("/api/v2/user/timezone", async (c) => {
    requireAuth(c);
    const { timezone } = parse(timezonePayloadSchema, await jsonBody(c));
    return save(c, { timezone });
  });
  app.put("/api/v2/user/config/translation-language", async (c) => {
    requireAuth(c);
    const { language_code } = parse(translationLanguagePayloadSchema, await jsonBody(c));
    return save(c, { language: language_code });
  });
  app.put("/api/v2/user/business-mission", async (c) => {
    business(c);
    const { mission } = parse(businessMissionPayloadSchema, await jsonBody(c));
    return save(c, { business_mission: mission });
  });
  app.put("/api/v2/user/business-cover", async (c) => {
    const user = business(c);
    const { cover } = parse(businessCoverPayloadSchema, await jsonBody(c));
    await assertOwnMedia(deps, user.id, cover, "cover");
    return save(c, { cover_media_id: cover });
  });
  app.put("/api/v2/user/business-sector", async (c) => {
    business(c);
    const { sectors } = parse(businessSectorsPayloadSchema, await jsonBody(c));
    assertBusinessChoices({ sectors });
    return save(c, { business_sectors: sectors });
  });
  app.put("/api/v2/user/business-organization-size", async (c) => {
    business(c);
    const { organization_size } = parse(businessOrganizationSizePayloadSchema, await jsonBody(c));
    assertBusinessChoices({ size: organization_size });
    return save(c, { organization_size });
  });
  app.get("/api/v2/user/business-sector", (c) => {
    const { offset, limit } = page(c.req.query(), { limit: 100 });
    return c.json({ response: { sectors: BUSINESS_SECTORS.slice(offset, offset + limit) } });
  });
  app.get("/api/v2/user/business-organization-size", (c) => {
    const { offset, limit } = page(c.req.query(), { limit: 100 });
    return c.json({ response: { sizes: BUSINESS_SIZES.slice(offset, offset + limit) } });
  });
}
