// Signing in and up, the username check and a forgotten password (001 §5, §7) as payload schemas:
// POST /api/v2/auth, POST /api/v2/signup/email, GET /api/v2/check-username, PUT /api/v2/user/email
// and /username, POST /api/v2/forgotten-password and PUT /api/v2/forgotten-password/{hash}. Built
// on the rules the settings and sign-up forms already use (account-settings, username); every
// message is a dictionary key.
import * as z from "zod/mini";
import {
  ACCOUNT_MESSAGE,
  emailChangeProblem,
  newPasswordProblem,
  PASSWORD_MAX,
} from "../account-settings";
import { normalizeUsernameInput, USERNAME_MESSAGE, usernameProblem } from "../username";
import { filled, maxChars, ruled, SCHEMA_MESSAGE } from "./fields";

export const AUTH_MESSAGE = {
  login: "forms.login.username_required",
  password: "validation.password",
  profileType: "validation.profile_type",
} as const;

/** The longest login (a username or an e-mail address) worth looking up. */
export const LOGIN_MAX = 254;

/** An e-mail address as the settings and report forms check it, then trimmed and lower-cased. */
export const emailAddress = () =>
  z.pipe(
    ruled((value) => emailChangeProblem(value, null), ACCOUNT_MESSAGE.emailInvalid),
    z.transform((value: string) => value.trim().toLowerCase()),
  );

/** A username as the box keeps it (whitespace out, an e-mail's local part), then its rules. */
export const usernameInput = () =>
  z.pipe(
    z.pipe(z.string(USERNAME_MESSAGE.length), z.transform(normalizeUsernameInput)),
    ruled(usernameProblem, USERNAME_MESSAGE.length),
  );

/** A new password: 8 characters or more, and at most 200 for the hash's sake. */
export const newPassword = () =>
  ruled(newPasswordProblem, ACCOUNT_MESSAGE.passwordShort).check(maxChars(PASSWORD_MAX));

/** POST /api/v2/auth: a username or e-mail address (trimmed) and a password, both given. */
export const loginPayloadSchema = z.object({
  username: z.pipe(
    z.string(AUTH_MESSAGE.login).check(filled(AUTH_MESSAGE.login), maxChars(LOGIN_MAX)),
    z.transform((value: string) => value.trim()),
  ),
  password: z
    .string(AUTH_MESSAGE.password)
    .check(z.minLength(1, AUTH_MESSAGE.password), maxChars(PASSWORD_MAX, AUTH_MESSAGE.password)),
});

/**
 * POST /api/v2/signup/email. `newsletter` is the sign-up's opt-in box (issue 25): true only when
 * ticked, and off when not sent (a client that does not ask has no consent to give).
 */
export const signupEmailPayloadSchema = z.object({
  profile_type: z.enum(["personal", "business"], AUTH_MESSAGE.profileType),
  email: emailAddress(),
  username: usernameInput(),
  password: newPassword(),
  newsletter: z._default(z.boolean(SCHEMA_MESSAGE.invalid), false),
});

/** GET /api/v2/check-username (its query) and PUT /api/v2/user/username. */
export const usernamePayloadSchema = z.object({ username: usernameInput() });

/** PUT /api/v2/user/email (then the settings form's "not the current one") and a forgotten password. */
export const emailPayloadSchema = z.object({ email: emailAddress() });
export const forgottenPasswordPayloadSchema = emailPayloadSchema;

/** PUT /api/v2/forgotten-password/{hash}: a new password, typed twice alike. */
export const passwordResetPayloadSchema = z
  .object({
    password: newPassword(),
    repeat_password: z.string(ACCOUNT_MESSAGE.passwordMismatch),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.password !== values.repeat_password)
        ctx.issues.push({
          code: "custom",
          message: ACCOUNT_MESSAGE.passwordMismatch,
          path: ["repeat_password"],
          input: values,
        });
    }),
  );

export type LoginPayloadOutput = z.output<typeof loginPayloadSchema>;
export type SignupEmailPayloadOutput = z.output<typeof signupEmailPayloadSchema>;
