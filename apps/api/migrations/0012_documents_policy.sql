-- Issue 13: documents as a real platform asks for them (services/documents-policy.ts).
--
-- The day's rate of each currency to the euro, which the documents limits (in euros) are measured
-- in: euro cents per minor unit of the currency, times 1e6 (as currencies.rate_to_payout_micros).
-- A rate holds from its day until a later row for the same currency; the rate of a day is the
-- newest row on or before it. The reference rates below hold from 2000-01-01 (the demo's fixed
-- rates; a rates feed adds a row per currency and day).
CREATE TABLE IF NOT EXISTS currency_rates (
  currency_id integer NOT NULL REFERENCES currencies (id),
  valid_from date NOT NULL,
  eur_micros bigint NOT NULL CHECK (eur_micros > 0),
  PRIMARY KEY (currency_id, valid_from)
);
INSERT INTO currency_rates (currency_id, valid_from, eur_micros)
SELECT c.id, DATE '2000-01-01', r.eur_micros
FROM (VALUES
  ('EUR', 1000000::bigint),
  ('BGN', 511292::bigint),
  ('PLN', 234000::bigint),
  ('USD', 920000::bigint),
  ('GBP', 1170000::bigint),
  ('RON', 201000::bigint),
  ('HUF', 2500::bigint),
  ('TRY', 27000::bigint)
) AS r (abbreviation, eur_micros)
JOIN currencies c ON c.abbreviation = r.abbreviation
ON CONFLICT DO NOTHING;

-- The sha256 of every uploaded file's bytes (hex): the same document is never accepted on two
-- withdrawals (any campaign). Files uploaded before this column have none and are not compared.
ALTER TABLE media ADD COLUMN IF NOT EXISTS sha256 text;
CREATE INDEX IF NOT EXISTS media_sha256 ON media (sha256) WHERE sha256 IS NOT NULL;

-- Overdue documents are found by state and age: the waiting withdrawals, oldest first.
CREATE INDEX IF NOT EXISTS withdrawals_waiting_documents ON withdrawals (created_at)
  WHERE state = 'WAITING_DOCUMENTS';

-- Which withdrawals hold a given document: invoices @> '[{"id": …}]'.
CREATE INDEX IF NOT EXISTS withdrawals_invoices ON withdrawals USING gin (invoices jsonb_path_ops);
