// Delivery of the outbox over SMTP (issue 28). sendMail (mail.ts) writes a row in the transaction
// of the change that owes the message, so a change that rolls back sends nothing and one that
// commits loses nothing. This worker drains the rows, on every instance at once:
// - A batch of due rows is claimed in one short statement (FOR UPDATE SKIP LOCKED): their
//   next_attempt_at moves past the time a send may take and their attempts count up, so another
//   instance (or this one's next round) leaves them alone. An instance that dies holding a claim
//   leaves the rows due again once the claim runs out.
// - Each claimed row is sent through nodemailer outside any transaction (PGlite has one connection,
//   and a slow SMTP server must not hold the database), then marked sent with the server's
//   message id; or, on a failure, due again after a backoff (30 s, doubling, at most an hour) with
//   the error; or failed for good when the server refused it permanently (a 5xx reply) or the
//   attempts are spent. Failed rows are kept with their reason for staff, who can send them again.
import { sql } from "kysely";
import type { Db } from "../db/database";
import type { MailAttachment } from "../db/tables/accounts";
import type { Logger } from "../log";
import { headerValue } from "./mail";

/** What the worker needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    replyTo?: string;
    headers: Record<string, string>;
    attachments?: { filename: string; contentType: string; cid: string; content: Buffer }[];
  }): Promise<{ messageId?: string }>;
  close(): void;
}

export interface MailDeliveryOptions {
  /** The envelope's and the message's sender (MAIL_FROM). */
  from: string;
  /** How often due rows are looked for (MAIL_POLL_MS). */
  pollMs: number;
  /** The first retry's wait; each next one doubles, up to maxRetryMs (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  maxRetryMs: number;
  /** Sends tried before a row is failed for good (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** How long a claimed row is left to its sender before it is due again. */
  claimMs: number;
  /** Rows claimed at once. */
  batch: number;
}

export const DEFAULT_DELIVERY: Omit<MailDeliveryOptions, "from"> = {
  pollMs: 2000,
  retryBaseMs: 30_000,
  maxRetryMs: 3600_000,
  maxAttempts: 8,
  claimMs: 120_000,
  batch: 10,
};

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  html: string | null;
  reply_to: string | null;
  headers: Record<string, string> | string;
  attachments: MailAttachment[] | string;
  attempts: number;
}

/** Whether an SMTP error is final: the server answered 5xx (no such mailbox, refused …). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The wait before the next try, after `attempts` tries. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** What is kept of an error: one line, at most 500 characters. */
function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return headerValue(text).slice(0, 500);
}

export class MailDelivery {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly options: MailDeliveryOptions,
    private readonly log: Logger,
  ) {}

  /** Drains now, then every pollMs until stop(). */
  start(): this {
    const tick = async () => {
      this.timer = null;
      if (this.stopped) return;
      try {
        await this.drain();
      } catch (error) {
        this.log.warn("mail delivery round failed", { error });
      }
      if (!this.stopped) this.timer = setTimeout(tick, this.options.pollMs);
    };
    this.timer = setTimeout(tick, 0);
    return this;
  }

  /** Sends every due row (batch after batch); how many were sent. One round at a time. */
  drain(): Promise<number> {
    this.running ??= this.drainRounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drainRounds(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return sent;
      for (const row of rows) if (await this.send(row)) sent++;
      if (this.stopped) return sent;
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const { rows } = await sql<ClaimedRow>`
      update email_outbox set
        attempts = attempts + 1,
        next_attempt_at = now() + ${this.options.claimMs} * interval '1 millisecond'
      where id in (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${this.options.batch}
        for update skip locked
      )
      returning id, to_address, subject, body, html, reply_to, headers, attachments, attempts`.execute(
      this.db,
    );
    return rows;
  }

  private async send(row: ClaimedRow): Promise<boolean> {
    const headers = typeof row.headers === "string" ? JSON.parse(row.headers) : row.headers;
    const files: MailAttachment[] =
      typeof row.attachments === "string" ? JSON.parse(row.attachments) : row.attachments;
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: row.to_address,
        subject: headerValue(row.subject),
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        headers,
        ...(files.length
          ? {
              attachments: files.map((file) => ({
                filename: file.filename,
                contentType: file.content_type,
                cid: file.cid,
                content: Buffer.from(file.content, "base64"),
              })),
            }
          : {}),
      });
      await this.db
        .updateTable("email_outbox")
        .set({ status: "sent", sent_at: sql`now()`, message_id: info.messageId ?? null })
        .where("id", "=", row.id)
        .execute();
      this.log.info("mail sent", { id: row.id, to: row.to_address, attempts: row.attempts });
      return true;
    } catch (error) {
      const final = isPermanent(error) || row.attempts >= this.options.maxAttempts;
      const wait = retryDelay(row.attempts, this.options.retryBaseMs, this.options.maxRetryMs);
      await this.db
        .updateTable("email_outbox")
        .set(
          final
            ? { status: "failed", failed_at: sql`now()`, last_error: reason(error) }
            : {
                next_attempt_at: sql`now() + ${wait} * interval '1 millisecond'`,
                last_error: reason(error),
              },
        )
        .where("id", "=", row.id)
        .execute();
      this.log.warn(final ? "mail failed for good" : "mail will be tried again", {
        id: row.id,
        to: row.to_address,
        attempts: row.attempts,
        error: reason(error),
        ...(final ? {} : { retryInMs: wait }),
      });
      return false;
    }
  }

  /** Stops polling; a round in progress finishes its current message first. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
    this.transport.close();
  }
}
