-- Issue 29: bank transfers. Each credit line of an imported bank statement (CAMT.053 or CSV) is
-- kept once under its key (the bank's entry reference, else a hash of what it says): importing
-- the same statement again finds every line here and changes nothing. A line that paid a waiting
-- donation names it; the others wait for staff.
CREATE TABLE bank_statement_lines (
  line_key text PRIMARY KEY,
  account text,
  booked_on date,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  remittance text NOT NULL DEFAULT '',
  counterparty text NOT NULL DEFAULT '',
  reference text,
  donation_id integer REFERENCES donations (id) ON DELETE SET NULL,
  outcome text NOT NULL CHECK (outcome IN ('MATCHED', 'NO_REFERENCE', 'UNKNOWN_REFERENCE', 'AMOUNT_DIFFERS', 'ALREADY_PAID')),
  imported_by integer REFERENCES users (id) ON DELETE SET NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_statement_lines_open ON bank_statement_lines (imported_at) WHERE donation_id IS NULL;
