-- Issue 29: staff match a statement line to a waiting bank transfer by hand. A donation is paid
-- by one line at most (two staff matching two lines to one donation at once: the second fails),
-- and a line matched by hand names who matched it.
CREATE UNIQUE INDEX bank_statement_lines_donation ON bank_statement_lines (donation_id)
  WHERE donation_id IS NOT NULL;
ALTER TABLE bank_statement_lines ADD COLUMN matched_by integer REFERENCES users (id) ON DELETE SET NULL;
