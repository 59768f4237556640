-- The staff note of a bank-account decision (the reason of a refusal, shown to the owner).
ALTER TABLE bank_accounts ADD COLUMN note text;
-- Staff may send an account back to WAITING: the owner is asked to verify again.
ALTER TABLE bank_accounts DROP CONSTRAINT bank_accounts_state_check;
ALTER TABLE bank_accounts ADD CONSTRAINT bank_accounts_state_check
  CHECK (state IN ('PENDING', 'APPROVED', 'REFUSED', 'WAITING'));
