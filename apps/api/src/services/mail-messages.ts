// The e-mails the product sends (issue 28), in the recipient's language: the account's
// (users.language), English for an address without one. The words are the `mail.*` messages of
// @causeway/i18n in all 14 languages; src/mail/messages.ts composes each message's subject, text
// part and HTML part (React Email) from them, the same functions the E-mails stories show.
import { isLocale, type Locale } from "@causeway/i18n";
import * as compose from "../mail/messages";
import { serverTranslator } from "./translator";

export type { MailWords, TransferMailInput } from "../mail/messages";

/** The language a message to this account is written in. */
export function mailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : "en";
}

/** The sign-up's (or a changed address's) verification link. */
export function verificationMail(locale: Locale, to: { name: string; url: string }) {
  return compose.verificationMail(serverTranslator(locale), to);
}

/** A forgotten password's reset link (2 hours, once). */
export function passwordResetMail(locale: Locale, to: { name: string; url: string }) {
  return compose.passwordResetMail(serverTranslator(locale), to);
}

/** After the sign-up's details: welcome, and the way to a first campaign. */
export function welcomeMail(locale: Locale, to: { name: string; url: string; profileUrl: string }) {
  return compose.welcomeMail(serverTranslator(locale), to);
}

/** To the address an account leaves: it was changed, and to which. */
export function emailChangedMail(locale: Locale, to: { name: string; email: string; url: string }) {
  return compose.emailChangedMail(serverTranslator(locale), to);
}

/** A donor's receipt: the amount, the campaign, the certificate's link. */
export function receiptMail(
  locale: Locale,
  to: { name: string; amount: string; campaign: string; url: string; campaignUrl: string },
) {
  return compose.receiptMail(serverTranslator(locale), to);
}

/** A refund made: how much went back, and what still counts. */
export function refundMail(
  locale: Locale,
  to: { name: string; amount: string; campaign: string; left: string | null; url: string },
) {
  return compose.refundMail(serverTranslator(locale), to);
}

/** A bank transfer's instructions: the account, the amount, the reference, the QR code. */
export function transferMail(locale: Locale, to: compose.TransferMailInput) {
  return compose.transferMail(serverTranslator(locale), to);
}

/** A notification's e-mail: what happened, the way to it, and a subscription's stop. */
export function notificationMail(
  locale: Locale,
  what: string,
  links: { open: string; unsubscribe?: string },
) {
  return compose.notificationMail(serverTranslator(locale), what, links);
}

/** A campaign owner's thank-you to a donor, framed in the donor's language. */
export function thankYouMail(locale: Locale, to: { campaign: string; message: string }) {
  return compose.thankYouMail(serverTranslator(locale), to);
}
