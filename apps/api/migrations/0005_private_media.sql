-- Private uploads: documents (bank-account certificates, withdrawal invoices, campaign documents)
-- are served only through signed, expiring paths or to their owner and staff, never cached
-- publicly. Every upload through the documents endpoint is private, whatever its bytes.
ALTER TABLE media ADD COLUMN private boolean NOT NULL DEFAULT false;

-- Existing rows: every file, and every media already used as a document or an invoice.
UPDATE media SET private = true
WHERE kind = 'file'
   OR id IN (
     SELECT (d ->> 'id')::int FROM bank_accounts, jsonb_array_elements(documents) d
       WHERE jsonb_typeof(d -> 'id') = 'number'
     UNION
     SELECT (d ->> 'id')::int FROM campaigns, jsonb_array_elements(documents) d
       WHERE jsonb_typeof(d -> 'id') = 'number'
     UNION
     SELECT (d ->> 'id')::int FROM withdrawals, jsonb_array_elements(invoices) d
       WHERE jsonb_typeof(d -> 'id') = 'number'
   );
