// How this instance sends e-mail (issue 28): to SMTP_URL when set; else, when MAIL_CATCHER=1
// (`npm start`), to a local mail catcher it starts; else not at all (the outbox keeps the rows, as
// the tests' servers do). nodemailer speaks SMTP (pooled connections, STARTTLS or smtps://, the
// URL's credentials) and signs with DKIM when DKIM_* are set.
import { createTransport } from "nodemailer";
import type { MailConfig } from "../config";
import type { Db } from "../db/database";
import type { Logger } from "../log";
import { MailCatcher } from "./mail-catcher";
import { DEFAULT_DELIVERY, MailDelivery } from "./mail-delivery";

export interface OutboundMail {
  delivery: MailDelivery | null;
  catcher: MailCatcher | null;
  stop(): Promise<void>;
}

export async function startOutboundMail(
  mail: MailConfig,
  db: Db,
  log: Logger,
): Promise<OutboundMail> {
  const catcher =
    !mail.smtpUrl && mail.catcher
      ? await new MailCatcher(log).start(mail.catcher.smtpPort, mail.catcher.inboxPort)
      : null;
  const url = mail.smtpUrl ?? catcher?.smtpUrl ?? null;
  if (!url) {
    log.info("mail delivery off: no SMTP_URL (the outbox keeps what is owed)");
    return { delivery: null, catcher: null, stop: async () => {} };
  }
  const transport = createTransport({ url, pool: true, ...(mail.dkim ? { dkim: mail.dkim } : {}) });
  const delivery = new MailDelivery(
    db,
    transport,
    {
      ...DEFAULT_DELIVERY,
      from: mail.from,
      pollMs: mail.pollMs,
      retryBaseMs: mail.retryBaseMs,
      maxAttempts: mail.maxAttempts,
    },
    log,
  ).start();
  log.info("mail delivery on", { smtp: url.replace(/\/\/[^@/]*@/, "//…@"), from: mail.from });
  return {
    delivery,
    catcher,
    stop: async () => {
      await delivery.stop();
      await catcher?.stop();
    },
  };
}
