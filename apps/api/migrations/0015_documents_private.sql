-- Issue 25: every document is private whatever its type. Migration 0005 made the documents of its
-- day private, but an image uploaded through the public image endpoint and attached afterwards as
-- a bank-account document, a withdrawal invoice or a campaign document stayed public. The server
-- now makes a media private when it is attached (services/document-media.ts); this does the same
-- for the ones attached before it.
UPDATE media SET private = true
WHERE NOT private
  AND id IN (
    SELECT (d ->> 'id')::int FROM bank_accounts, jsonb_array_elements(documents) d
      WHERE jsonb_typeof(d -> 'id') = 'number'
    UNION
    SELECT (d ->> 'id')::int FROM campaigns, jsonb_array_elements(documents) d
      WHERE jsonb_typeof(d -> 'id') = 'number'
    UNION
    SELECT (d ->> 'id')::int FROM withdrawals, jsonb_array_elements(invoices) d
      WHERE jsonb_typeof(d -> 'id') = 'number'
  );
