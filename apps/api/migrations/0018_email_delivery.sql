-- Issue 28: the outbox is delivered over SMTP (services/mail-delivery.ts). A row is still written in
-- the transaction of the change that owes the message; a worker claims due rows (FOR UPDATE SKIP
-- LOCKED, so two instances never take the same row) by moving next_attempt_at past the time a send
-- may take, then marks the row sent, or due again later with its error (backoff), or failed for
-- good (the server said 5xx, or the attempts are spent), where staff can send it again.
ALTER TABLE email_outbox
  ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed'));
ALTER TABLE email_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE email_outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE email_outbox ADD COLUMN failed_at timestamptz;
ALTER TABLE email_outbox ADD COLUMN last_error text;
ALTER TABLE email_outbox ADD COLUMN message_id text;
-- The sender's address for a contact message (staff answer the sender), and extra headers
-- (List-Unsubscribe …).
ALTER TABLE email_outbox ADD COLUMN reply_to text;
ALTER TABLE email_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
CREATE INDEX email_outbox_due ON email_outbox (next_attempt_at, id) WHERE status = 'pending';
