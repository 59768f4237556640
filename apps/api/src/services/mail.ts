import type { Q } from "../db/database";
import type { MailAttachment } from "../db/tables/accounts";
import type { Logger } from "../log";

/**
 * A header's value on one line. Names that go into subjects are single-line on the way in
 * (validation.single_line); rows stored before that rule may still hold a line break, and a header
 * must never gain a second line (header injection), so any break or control becomes one space.
 */
export function headerValue(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * Outgoing e-mail: a row of the outbox, written with the caller's query handle (so in the
 * transaction of the change that owes it). services/mail-delivery.ts sends it over SMTP.
 */
export async function sendMail(
  q: Q,
  log: Logger,
  mail: {
    to: string;
    template: string;
    subject: string;
    body: string;
    /** The HTML part (src/mail's templates); the text part alone without it. */
    html?: string;
    data?: Record<string, unknown>;
    /** Where an answer goes (the contact form: the sender). */
    replyTo?: string;
    /** Extra headers (List-Unsubscribe …); each value is put on one line. */
    headers?: Record<string, string>;
    /** Files drawn inline by the HTML part (`cid:`), such as a transfer's QR code. */
    attachments?: MailAttachment[];
  },
) {
  await q
    .insertInto("email_outbox")
    .values({
      to_address: headerValue(mail.to),
      template: mail.template,
      subject: headerValue(mail.subject),
      body: mail.body,
      html: mail.html ?? null,
      data: JSON.stringify(mail.data ?? {}),
      reply_to: mail.replyTo ? headerValue(mail.replyTo) : null,
      headers: JSON.stringify(
        Object.fromEntries(Object.entries(mail.headers ?? {}).map(([k, v]) => [k, headerValue(v)])),
      ),
      attachments: JSON.stringify(mail.attachments ?? []),
    })
    .execute();
  log.info("mail written to the outbox", { to: mail.to, template: mail.template });
}
