-- The address an account proved it owns (issue 10): changing the e-mail back to it keeps the
-- account verified, while any other address needs its own verification link.
ALTER TABLE users ADD COLUMN verified_email text;
UPDATE users SET verified_email = email WHERE email_verified;
