import type { Q } from "../db/database";
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

/** Outgoing e-mail: written to the outbox table (and the log); a mailer can drain it later. */
export async function sendMail(
  q: Q,
  log: Logger,
  mail: {
    to: string;
    template: string;
    subject: string;
    body: string;
    data?: Record<string, unknown>;
  },
) {
  await q
    .insertInto("email_outbox")
    .values({
      to_address: headerValue(mail.to),
      template: mail.template,
      subject: headerValue(mail.subject),
      body: mail.body,
      data: JSON.stringify(mail.data ?? {}),
    })
    .execute();
  log.info("mail queued", { to: mail.to, template: mail.template });
}
