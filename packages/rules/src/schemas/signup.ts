// The sign-up completion payloads (001 §7): personal details (SignupDetailsPayload) and business
// details (SignupBusinessDetailsPayload), with the username, name, bio, birthday and gender rules.
import * as z from "zod/mini";
import { BUSINESS_BIO_MAX, NAME_MAX, PERSONAL_BIO_MAX } from "../constants";
import {
  type BirthdayParts,
  birthdayParts,
  birthdayPayload,
  birthdayValue,
  DEFAULT_GENDER,
  genderOrDefault,
} from "../profile";
import { TIMEZONE_MESSAGE, timezoneProblem } from "../timezone";
import { normalizeUsernameInput, usernameProblem } from "../username";
import { filled, id, location, maxChars, ruled, SCHEMA_MESSAGE, singleLine } from "./fields";

const username = () =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = usernameProblem(value);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: value });
    }),
  );

const name = () =>
  z.string().check(filled(SCHEMA_MESSAGE.nameRequired), maxChars(NAME_MAX), singleLine());

/** "" (none chosen yet) or an IANA time zone the runtime knows. */
const timezone = () =>
  ruled((value) => (value === "" ? null : timezoneProblem(value)), TIMEZONE_MESSAGE);

/** "" (incomplete) or a real ISO date. */
const birthday = () =>
  z.string().check(
    z.refine((value) => value === "" || birthdayValue(birthdayParts(value)) === value, {
      message: SCHEMA_MESSAGE.birthday,
    }),
  );

export const signupDetailsPayloadSchema = z.object({
  username: username(),
  name: name(),
  gender: z._default(z.enum(["male", "female"], SCHEMA_MESSAGE.invalid), DEFAULT_GENDER),
  birthday: birthday(),
  location: location(),
  timezone: timezone(),
  bio: z.string().check(maxChars(PERSONAL_BIO_MAX)),
});

export const signupBusinessDetailsPayloadSchema = z.object({
  bio: z.string().check(maxChars(BUSINESS_BIO_MAX)),
  name: name(),
  logo: id(SCHEMA_MESSAGE.logo),
  username: username(),
  sectors: z.array(id()).check(z.minLength(1, SCHEMA_MESSAGE.sectors)),
  timezone: timezone(),
  location: location(),
  organization_size: id(SCHEMA_MESSAGE.organizationSize),
});

/**
 * POST /api/v2/signup/business, the business sign-up's second form: the first one's rules under
 * its own names (avatar, businessSize, one businessSector).
 */
export const signupBusinessPayloadSchema = z.object({
  bio: signupBusinessDetailsPayloadSchema.shape.bio,
  name: name(),
  username: username(),
  timezone: timezone(),
  location: location(),
  avatar: id(SCHEMA_MESSAGE.logo),
  businessSize: id(SCHEMA_MESSAGE.organizationSize),
  businessSector: id(SCHEMA_MESSAGE.sectors),
});

export type SignupDetailsPayloadOutput = z.output<typeof signupDetailsPayloadSchema>;
export type SignupBusinessDetailsPayloadOutput = z.output<
  typeof signupBusinessDetailsPayloadSchema
>;

export interface PersonalSignupValues {
  username: string;
  name: string;
  gender: string | null;
  birthday: BirthdayParts;
  location: { place_id: string; formatted_address: string } | null;
  timezone: string;
  bio: string;
}

/**
 * The personal form as the payload: username cleaned, gender male by default, birthday "" if
 * incomplete (an impossible date is sent as chosen, for the schema to refuse under the field).
 */
export function toSignupDetailsPayload(values: PersonalSignupValues): SignupDetailsPayloadOutput {
  return {
    username: normalizeUsernameInput(values.username),
    name: values.name.trim(),
    gender: genderOrDefault(values.gender),
    birthday: birthdayPayload(values.birthday),
    location: values.location ?? { place_id: "", formatted_address: "" },
    timezone: values.timezone,
    bio: values.bio.trim(),
  };
}

export interface BusinessSignupValues {
  username: string;
  name: string;
  logoId: number | null;
  sectors: readonly number[];
  organizationSize: number | null;
  location: { place_id: string; formatted_address: string } | null;
  timezone: string;
  bio: string;
}

export function toSignupBusinessDetailsPayload(
  values: BusinessSignupValues,
): SignupBusinessDetailsPayloadOutput {
  return {
    bio: values.bio.trim(),
    name: values.name.trim(),
    logo: values.logoId ?? 0,
    username: normalizeUsernameInput(values.username),
    sectors: [...values.sectors],
    timezone: values.timezone,
    location: values.location ?? { place_id: "", formatted_address: "" },
    organization_size: values.organizationSize ?? 0,
  };
}
