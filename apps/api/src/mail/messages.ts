// Every e-mail the product writes, composed from a translator (issue 28): the subject, the text
// part (the `mail.*` messages of @causeway/i18n in the recipient's language) and the HTML part
// rendered from the same words (mailBlocks). The server passes its translator of the account's
// language (services/mail-messages.ts); the E-mails stories pass the browser's, so designers see
// exactly what is sent.
import type { Translator } from "@causeway/i18n";
import { formatCreditorReference, formatIbanForDisplay } from "@causeway/rules";
import { mailBlocks } from "./mail-blocks";
import { actionMailHtml, thankYouMailHtml, transferMailHtml } from "./render-mail";

export interface MailWords {
  /** One line (sendMail keeps it so). */
  subject: string;
  /** The text part. */
  body: string;
  /** The HTML part. */
  html: string;
}

function footer({ t }: Translator): string {
  return t("mail.footer");
}

/** A message with one step to take: its words with the link on a line of their own. */
async function actionMail(
  translator: Translator,
  subject: string,
  body: string,
  url: string,
  actionLabel: string,
  links: string[] = [],
): Promise<MailWords> {
  const { t, locale } = translator;
  const html = await actionMailHtml({
    lang: locale,
    heading: subject,
    blocks: mailBlocks(body, url),
    actionLabel,
    links,
    fallback: (address) => t("mail.button_fallback", { url: address }),
    footer: footer(translator),
  });
  return { subject, body: `${body}\n\n--\n${footer(translator)}`, html };
}

/** The sign-up's (or a changed address's) verification link. */
export function verificationMail(translator: Translator, to: { name: string; url: string }) {
  const { t } = translator;
  return actionMail(
    translator,
    t("mail.verification.subject"),
    t("mail.verification.body", to),
    to.url,
    t("mail.verification.action"),
  );
}

/** A forgotten password's reset link (2 hours, once). */
export function passwordResetMail(translator: Translator, to: { name: string; url: string }) {
  const { t } = translator;
  return actionMail(
    translator,
    t("mail.reset.subject"),
    t("mail.reset.body", to),
    to.url,
    t("mail.reset.action"),
  );
}

/** After the sign-up's details: welcome, and the way to a first campaign. */
export function welcomeMail(
  translator: Translator,
  to: { name: string; url: string; profileUrl: string },
) {
  const { t } = translator;
  return actionMail(
    translator,
    t("mail.welcome.subject", { name: to.name }),
    t("mail.welcome.body", { ...to, profile_url: to.profileUrl }),
    to.url,
    t("mail.welcome.action"),
    [to.profileUrl],
  );
}

/**
 * To the address an account leaves: it was changed, to which, and where to write when the owner
 * did not do it (the new address gets its own verification link).
 */
export function emailChangedMail(
  translator: Translator,
  to: { name: string; email: string; url: string },
) {
  const { t } = translator;
  return actionMail(
    translator,
    t("mail.email_changed.subject"),
    t("mail.email_changed.body", to),
    to.url,
    t("mail.email_changed.action"),
  );
}

/**
 * A donor's receipt, once the payment is confirmed: the amount (formatted as the site does, in the
 * donor's language), the campaign, the certificate's link as the button, the campaign's link.
 */
export function receiptMail(
  translator: Translator,
  to: { name: string; amount: string; campaign: string; url: string; campaignUrl: string },
) {
  const { t } = translator;
  return actionMail(
    translator,
    t("mail.receipt.subject", { campaign: to.campaign }),
    t("mail.receipt.body", { ...to, campaign_url: to.campaignUrl }),
    to.url,
    t("mail.receipt.action"),
    [to.campaignUrl],
  );
}

/**
 * A refund, once the provider made it: how much went back and, when part of the donation still
 * counts, how much; the donation's page as the button.
 */
export function refundMail(
  translator: Translator,
  to: { name: string; amount: string; campaign: string; left: string | null; url: string },
) {
  const { t } = translator;
  const words = to.left
    ? t("mail.refund.body", {
        name: to.name,
        amount: to.amount,
        campaign: to.campaign,
        left: to.left,
      })
    : t("mail.refund.body_full", { name: to.name, amount: to.amount, campaign: to.campaign });
  return actionMail(
    translator,
    t("mail.refund.subject", { campaign: to.campaign }),
    `${words}\n\n${to.url}`,
    to.url,
    t("mail.refund.action"),
  );
}

/** What a bank transfer's instructions say: to whom, how much, the account and the reference. */
export interface TransferMailInput {
  name: string;
  /** The transfer's amount (the donation and its tip), formatted in the donor's language. */
  amount: string;
  campaign: string;
  /** The checkout page showing the same details. */
  url: string;
  beneficiary: string;
  iban: string;
  bic: string | null;
  reference: string;
  /** The EPC QR code's image as the HTML part shows it (`cid:…`), when the code is sent. */
  qrSrc: string | null;
}

/**
 * A bank transfer's instructions, as the donor gives: the account, the amount and the reference
 * (the text part lists them line by line), the EPC QR code in the HTML part, and the checkout
 * page with the same details; the receipt follows when the transfer arrives.
 */
export async function transferMail(
  translator: Translator,
  to: TransferMailInput,
): Promise<MailWords> {
  const { t, locale } = translator;
  const subject = t("mail.transfer.subject", { campaign: to.campaign });
  const intro = t("mail.transfer.body", {
    name: to.name,
    amount: to.amount,
    campaign: to.campaign,
  });
  const details = [
    { label: t("donate.bank.beneficiary"), value: to.beneficiary },
    { label: "IBAN", value: formatIbanForDisplay(to.iban) },
    ...(to.bic ? [{ label: "BIC", value: to.bic }] : []),
    { label: t("donate.bank.amount"), value: to.amount },
    { label: t("donate.bank.reference"), value: formatCreditorReference(to.reference) },
  ];
  const after = t("mail.transfer.after");
  const html = await transferMailHtml({
    lang: locale,
    heading: subject,
    intro,
    details,
    qr: to.qrSrc
      ? { src: to.qrSrc, alt: t("donate.bank.qr_label"), caption: t("donate.bank.qr_caption") }
      : null,
    url: to.url,
    actionLabel: t("mail.transfer.action"),
    fallback: t("mail.button_fallback", { url: to.url }),
    after,
    footer: footer(translator),
  });
  const body = [
    intro,
    "",
    ...details.map((row) => `${row.label}: ${row.value}`),
    "",
    t("mail.transfer.open", { url: to.url }),
    "",
    after,
    "",
    "--",
    footer(translator),
  ].join("\n");
  return { subject, body, html };
}

/**
 * A notification that is also e-mailed: what happened (the subject too), the way to it, and for a
 * kind the member subscribed to, the one-click way to stop it (the List-Unsubscribe link).
 */
export async function notificationMail(
  translator: Translator,
  what: string,
  links: { open: string; unsubscribe?: string },
): Promise<MailWords> {
  const { t, locale } = translator;
  const lines = [what, "", t("mail.notification.open", { url: links.open })];
  const unsubscribe = links.unsubscribe
    ? {
        sentence: t("mail.notification.unsubscribe", { url: links.unsubscribe }),
        url: links.unsubscribe,
      }
    : undefined;
  if (unsubscribe) lines.push("", "--", unsubscribe.sentence);
  const html = await actionMailHtml({
    lang: locale,
    heading: what,
    blocks: [{ kind: "action", url: links.open }],
    actionLabel: t("mail.notification.action"),
    footer: footer(translator),
    ...(unsubscribe ? { unsubscribe } : {}),
  });
  return { subject: what, body: lines.join("\n"), html };
}

/** A campaign owner's thank-you to a donor: the owner's words, framed. */
export async function thankYouMail(
  translator: Translator,
  to: { campaign: string; message: string },
): Promise<MailWords> {
  const { t, locale } = translator;
  const subject = t("mail.thank_you.subject", { campaign: to.campaign });
  const intro = t("mail.thank_you.intro", { campaign: to.campaign });
  const html = await thankYouMailHtml({
    lang: locale,
    heading: subject,
    intro,
    message: to.message,
    footer: footer(translator),
  });
  return { subject, body: `${intro}\n\n${to.message}\n\n--\n${footer(translator)}`, html };
}

/** A message of the contact page to the team. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The interface language the visitor wrote from. */
  language: string;
  userId: number | null;
}

/**
 * The contact page's message to the team, in English (the team's language): who wrote, in which
 * language, about what, then their words quoted (the template of a quoted message; React escapes
 * what the visitor typed). The reply-to is the visitor's address (routes/contact.ts).
 */
export async function contactMail(message: ContactMessage): Promise<MailWords> {
  const facts = [
    `From: ${message.name} <${message.email}>`,
    `Member: ${message.userId === null ? "no (a guest)" : `user ${message.userId}`}`,
    `Language: ${message.language}`,
    `Subject: ${message.subject}`,
  ];
  const html = await thankYouMailHtml({
    lang: "en",
    heading: message.subject,
    intro: facts.join("\n"),
    message: message.message,
    footer: "Sent from the contact page of Causeway. Reply to answer the sender.",
  });
  return {
    subject: `[Contact] ${message.subject}`,
    body: [...facts, "", message.message].join("\n"),
    html,
  };
}
