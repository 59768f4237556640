// The account settings of /settings/* (000 §2, 001 §5 and §7): e-mail (with the current password),
// password, name and phone as the forms check them before PUT /api/v2/user/<field>. Each check
// answers a dictionary key.
import * as z from "zod/mini";
import { NAME_MAX } from "./constants";
import { isEmail } from "./report";
import { charCount } from "./restricted-text";
import { maxChars } from "./schemas/fields";

export const ACCOUNT_MESSAGE = {
  emailInvalid: "report.validator.email_empty",
  emailUnchanged: "forms.settings.email.unchanged",
  passwordCurrent: "forms.settings.password.current_required",
  passwordShort: "forms.settings.password.too_short",
  passwordMismatch: "forms.settings.password.mismatch",
  passwordSame: "forms.settings.password.same",
  nameRequired: "forms.error.name_required",
  nameTooLong: "forms.error.too_long",
  phoneInvalid: "forms.settings.phone.invalid",
} as const;

/** The contract's minimum for a new password, and a bound for the hash's sake. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** A new e-mail address: valid, and not the one the account already has. */
export function emailChangeProblem(
  email: string,
  current: string | null | undefined,
): string | null {
  const next = email.trim();
  if (!isEmail(next)) return ACCOUNT_MESSAGE.emailInvalid;
  if (current && next.toLowerCase() === current.trim().toLowerCase()) {
    return ACCOUNT_MESSAGE.emailUnchanged;
  }
  return null;
}

export interface EmailChange {
  email: string;
  /** The current password: only the account's owner may move it to another address. */
  password: string;
}

/** A new, valid address different from `current`, and the current password given. */
export function emailChangeProblems(
  values: EmailChange,
  current: string | null | undefined,
): Partial<Record<keyof EmailChange, string>> {
  const problems: Partial<Record<keyof EmailChange, string>> = {};
  const email = emailChangeProblem(values.email, current);
  if (email) problems.email = email;
  if (values.password === "") problems.password = ACCOUNT_MESSAGE.passwordCurrent;
  return problems;
}

/** A new password (sign-up, reset, change): 8 or more characters. */
export function newPasswordProblem(password: string): string | null {
  return charCount(password) < PASSWORD_MIN ? ACCOUNT_MESSAGE.passwordShort : null;
}

export interface PasswordChange {
  password: string;
  new_password: string;
  repeat_new_password: string;
}

/** The current password given, a new one of 8 or more characters, different, typed twice alike. */
export function passwordChangeProblems(
  values: PasswordChange,
): Partial<Record<keyof PasswordChange, string>> {
  const problems: Partial<Record<keyof PasswordChange, string>> = {};
  if (values.password === "") problems.password = ACCOUNT_MESSAGE.passwordCurrent;
  const short = newPasswordProblem(values.new_password);
  if (short) {
    problems.new_password = short;
  } else if (values.password !== "" && values.new_password === values.password) {
    problems.new_password = ACCOUNT_MESSAGE.passwordSame;
  }
  if (values.repeat_new_password !== values.new_password) {
    problems.repeat_new_password = ACCOUNT_MESSAGE.passwordMismatch;
  }
  return problems;
}

/**
 * PUT /api/v2/user/password: the three fields as strings (a new one of at most 200 characters),
 * then the form's passwordChangeProblems, each under its field.
 */
export const passwordChangePayloadSchema = z
  .object({
    password: z.string(ACCOUNT_MESSAGE.passwordCurrent),
    new_password: z.string(ACCOUNT_MESSAGE.passwordShort).check(maxChars(PASSWORD_MAX)),
    repeat_new_password: z.string(ACCOUNT_MESSAGE.passwordMismatch),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(passwordChangeProblems(values))) {
        ctx.issues.push({ code: "custom", message, path: [field], input: values });
      }
    }),
  );

/** The display name: given, at most 30 characters. */
export function nameProblem(name: string): string | null {
  const value = name.trim();
  if (value === "") return ACCOUNT_MESSAGE.nameRequired;
  if (charCount(value) > NAME_MAX) return ACCOUNT_MESSAGE.nameTooLong;
  return null;
}

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** A phone number as the contract takes it: an optional +, then 6 to 20 digits, spaces, ( ) or -. */
export function phoneProblem(phone: string): string | null {
  return PHONE.test(phone.trim()) ? null : ACCOUNT_MESSAGE.phoneInvalid;
}
