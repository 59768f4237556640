// Bad input to the sign-in, sign-up, username, e-mail and forgotten-password requests: a 400 keyed
// by field with the key the rules of @causeway/rules answer, and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

type Member = Awaited<ReturnType<TestServer["signup"]>>;
let t: TestServer;
let person: Member;
let business: Member;
let resetHash: string;

beforeAll(async () => {
  t = await startTestServer();
  person = await t.signup("person", { complete: false });
  business = await t.signup("biz", { type: "business", complete: false });
  await t.call("POST", "/api/v2/forgotten-password", { body: { email: person.email } });
  const mail = await t.deps.db
    .selectFrom("email_outbox")
    .select("data")
    .where("template", "=", "forgotten_password")
    .executeTakeFirstOrThrow();
  resetHash = (mail.data as { hash: string }).hash;
  // So that PUT /user/username gets as far as the username's rules.
  await t.deps.db
    .updateTable("users")
    .set({ can_username_change: true })
    .where("id", "=", person.id)
    .execute();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

/** What a refused request must leave as it was: users, e-mails, resets, and the two members. */
async function snapshot() {
  const db = t.deps.db;
  const count = async (table: "users" | "email_outbox" | "password_resets") =>
    (await db.selectFrom(table).select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow())
      .n;
  return {
    users: await count("users"),
    outbox: await count("email_outbox"),
    resets: await count("password_resets"),
    members: await db
      .selectFrom("users")
      .select(["id", "username", "email", "password_hash", "register_step", "name", "bio"])
      .where("id", "in", [person.id, business.id])
      .orderBy("id")
      .execute(),
    usedResets: await db
      .selectFrom("password_resets")
      .select("hash")
      .where("used", "=", true)
      .execute(),
  };
}

const signupBody = {
  profile_type: "personal",
  email: "new.member@example.test",
  username: "new.member",
  password: "correct-horse-battery",
};
const location = { place_id: "p", formatted_address: "Kraków, Poland" };
const details = {
  name: "Ayşe",
  gender: "female",
  birthday: "",
  location,
  timezone: "Europe/Istanbul",
  bio: "",
};
const second = {
  bio: "We help.",
  name: "Fundacja",
  avatar: 1,
  timezone: "Europe/Warsaw",
  location,
  businessSize: 2,
  businessSector: 4,
};

type Case = {
  case: string;
  method: "POST" | "PUT";
  path: () => string;
  as?: () => Member;
  body: () => unknown;
  errors: Record<string, string>;
};

const cases: Case[] = [
  {
    case: "log-in without anything",
    method: "POST",
    path: () => "/api/v2/auth",
    body: () => ({}),
    errors: { username: "forms.login.username_required", password: "validation.password" },
  },
  {
    case: "log-in with a blank login and an empty password",
    method: "POST",
    path: () => "/api/v2/auth",
    body: () => ({ username: "  ", password: "" }),
    errors: { username: "forms.login.username_required", password: "validation.password" },
  },
  {
    case: "sign-up with a robot profile",
    method: "POST",
    path: () => "/api/v2/signup/email",
    body: () => ({ ...signupBody, profile_type: "robot" }),
    errors: { profile_type: "validation.profile_type" },
  },
  {
    case: "sign-up with a bad e-mail",
    method: "POST",
    path: () => "/api/v2/signup/email",
    body: () => ({ ...signupBody, email: "new.member@example" }),
    errors: { email: "report.validator.email_empty" },
  },
  {
    case: "sign-up with a Cyrillic username",
    method: "POST",
    path: () => "/api/v2/signup/email",
    body: () => ({ ...signupBody, username: "иван" }),
    errors: { username: "username.validation.only_latin_letters" },
  },
  {
    case: "sign-up with a 7-character password",
    method: "POST",
    path: () => "/api/v2/signup/email",
    body: () => ({ ...signupBody, password: "1234567" }),
    errors: { password: "forms.settings.password.too_short" },
  },
  {
    case: "sign-up with a 201-character password",
    method: "POST",
    path: () => "/api/v2/signup/email",
    body: () => ({ ...signupBody, password: "p".repeat(201) }),
    errors: { password: "forms.error.too_long" },
  },
  {
    case: "forgotten password for a bad e-mail",
    method: "POST",
    path: () => "/api/v2/forgotten-password",
    body: () => ({ email: "nope" }),
    errors: { email: "report.validator.email_empty" },
  },
  {
    case: "reset typed twice differently",
    method: "PUT",
    path: () => `/api/v2/forgotten-password/${resetHash}`,
    body: () => ({ password: "new-password-1", repeat_password: "new-password-2" }),
    errors: { repeat_password: "forms.settings.password.mismatch" },
  },
  {
    case: "reset to a short password",
    method: "PUT",
    path: () => `/api/v2/forgotten-password/${resetHash}`,
    body: () => ({ password: "short", repeat_password: "short" }),
    errors: { password: "forms.settings.password.too_short" },
  },
  {
    case: "personal completion with special characters in the username",
    method: "POST",
    path: () => "/api/v2/signup/details",
    as: () => person,
    body: () => ({ ...details, username: "bad!name" }),
    errors: { username: "username.validation.special_characters" },
  },
  {
    case: "second business form without a sector",
    method: "POST",
    path: () => "/api/v2/signup/business",
    as: () => business,
    body: () => ({ ...second, username: business.username, businessSector: 0 }),
    errors: { businessSector: "forms.error.sectors_required" },
  },
  {
    case: "personal completion in an unknown time zone",
    method: "POST",
    path: () => "/api/v2/signup/details",
    as: () => person,
    body: () => ({ ...details, username: person.username, timezone: "Mars/Olympus_Mons" }),
    errors: { timezone: "validation.timezone" },
  },
  {
    case: "second business form with a sector and a size the server does not list",
    method: "POST",
    path: () => "/api/v2/signup/business",
    as: () => business,
    body: () => ({ ...second, username: business.username, businessSector: 99, businessSize: 77 }),
    errors: {
      businessSector: "forms.error.sectors_required",
      businessSize: "forms.error.organization_size_required",
    },
  },
  {
    case: "business completion with a sector the server does not list",
    method: "POST",
    path: () => "/api/v2/signup/business-details",
    as: () => business,
    body: () => ({
      bio: "",
      name: "Fundacja",
      logo: 1,
      username: business.username,
      sectors: [4, 99],
      timezone: "Europe/Warsaw",
      location: { place_id: "p", formatted_address: "Kraków, Poland" },
      organization_size: 2,
    }),
    errors: { sectors: "forms.error.sectors_required" },
  },
  {
    case: "second business form with a short username",
    method: "POST",
    path: () => "/api/v2/signup/business",
    as: () => business,
    body: () => ({ ...second, username: "biz" }),
    errors: { username: "username.validation.min.chars" },
  },
  {
    case: "e-mail change to a bad address",
    method: "PUT",
    path: () => "/api/v2/user/email",
    as: () => person,
    body: () => ({ email: "nope@", password: "correct-horse-battery" }),
    errors: { email: "report.validator.email_empty" },
  },
  {
    case: "username change to a short name",
    method: "PUT",
    path: () => "/api/v2/user/username",
    as: () => person,
    body: () => ({ username: "ab" }),
    errors: { username: "username.validation.min.chars" },
  },
];

describe("bad input to the auth requests", () => {
  it.each(cases)("$case: 400 per field, nothing stored", async (c) => {
    const before = await snapshot();
    const reply = await t.call(c.method, c.path(), { token: c.as?.().token, body: c.body() });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual(c.errors);
    expect(await snapshot()).toEqual(before);
  });

  it("the reset link still works after the refused attempts", async () => {
    const reset = await t.call("PUT", `/api/v2/forgotten-password/${resetHash}`, {
      body: { password: "new-password-1", repeat_password: "new-password-1" },
    });
    expect(reset.status).toBe(200);
  });
});
