-- Issue 25: a verification link opened a second time says "already verified", not "not valid".
-- The code that last verified the account is kept: opened again while the account still has that
-- address verified, the link answers that it is already verified.
ALTER TABLE users ADD COLUMN used_verification_code text;
