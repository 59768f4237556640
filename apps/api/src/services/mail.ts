import type { Q } from "../db/database";
import type { Logger } from "../log";

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
      to_address: mail.to,
      template: mail.template,
      subject: mail.subject,
      body: mail.body,
      data: JSON.stringify(mail.data ?? {}),
    })
    .execute();
  log.info("mail queued", { to: mail.to, template: mail.template });
}
