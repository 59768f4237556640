-- Issue 29: a message may carry files, drawn inline by their Content-ID (the EPC QR code of a bank
-- transfer's instructions): [{ filename, content_type, cid, content (base64) }].
ALTER TABLE email_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
