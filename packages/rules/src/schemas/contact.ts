// The contact page's message to the team (ContactMessage of the contract, POST /api/v2/contact):
// who writes, where to answer, what about, and the message. The form checks it before sending and
// the server checks it again with this schema; every message is a dictionary key.
import * as z from "zod/mini";
import { ACCOUNT_MESSAGE, emailChangeProblem } from "../account-settings";
import { charCount } from "../restricted-text";
import { filled, maxChars, ruled, singleLine } from "./fields";

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  /** A message says something: "hi" is not one yet. */
  messageMin: 10,
  message: 5000,
} as const;

export const CONTACT_MESSAGE = {
  name: "forms.contact.name_required",
  email: ACCOUNT_MESSAGE.emailInvalid,
  subject: "forms.contact.subject_required",
  message: "forms.contact.message_required",
  messageShort: "forms.contact.message_short",
} as const;

const trim = z.transform((value: string) => value.trim());

/** A text, trimmed, then checked. */
const trimmed = (missing: string, ...checks: Parameters<ReturnType<typeof z.string>["check"]>) =>
  z.pipe(z.pipe(z.string(missing), trim), z.string(missing).check(...checks));

/** One line of text, given, at most `max` characters once trimmed. */
const line = (missing: string, max: number) =>
  trimmed(missing, filled(missing), singleLine(), maxChars(max));

export const contactPayloadSchema = z.strictObject({
  name: line(CONTACT_MESSAGE.name, CONTACT_LIMITS.name),
  email: z.pipe(
    z.pipe(z.string(CONTACT_MESSAGE.email), trim),
    ruled((value) => emailChangeProblem(value, null), CONTACT_MESSAGE.email).check(
      maxChars(CONTACT_LIMITS.email, CONTACT_MESSAGE.email),
    ),
  ),
  subject: line(CONTACT_MESSAGE.subject, CONTACT_LIMITS.subject),
  message: trimmed(
    CONTACT_MESSAGE.message,
    filled(CONTACT_MESSAGE.message),
    z.refine((value: string) => charCount(value) >= CONTACT_LIMITS.messageMin, {
      message: CONTACT_MESSAGE.messageShort,
    }),
    maxChars(CONTACT_LIMITS.message),
  ),
});

export type ContactPayloadOutput = z.output<typeof contactPayloadSchema>;
