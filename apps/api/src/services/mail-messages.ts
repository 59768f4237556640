// The words of the e-mails the product sends (issue 28), in the recipient's language: the
// account's (users.language), English for an address without one. Subjects and bodies are the
// `mail.*` messages of @causeway/i18n in all 14 languages; names go in as they are (plain text).
import { isLocale, type Locale } from "@causeway/i18n";
import { serverTranslator } from "./translator";

export interface MailWords {
  subject: string;
  body: string;
}

/** The language a message to this account is written in. */
export function mailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : "en";
}

/** The sign-up's (or a changed address's) verification link. */
export function verificationMail(locale: Locale, to: { name: string; url: string }): MailWords {
  const { t } = serverTranslator(locale);
  return { subject: t("mail.verification.subject"), body: t("mail.verification.body", to) };
}

/** A forgotten password's reset link (2 hours, once). */
export function passwordResetMail(locale: Locale, to: { name: string; url: string }): MailWords {
  const { t } = serverTranslator(locale);
  return { subject: t("mail.reset.subject"), body: t("mail.reset.body", to) };
}

/** The subject of a campaign owner's thank-you to a donor (the body is the owner's words). */
export function thankYouSubject(locale: Locale, campaign: string): string {
  return serverTranslator(locale).t("mail.thank_you.subject", { campaign });
}
