-- What request a key was first used with (a SHA-256 of its canonical JSON): the same key with a
-- different request is refused (422) instead of answering the first one (issue 9, as Stripe does).
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
