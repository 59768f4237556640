-- Issue 28: an e-mail's HTML part (apps/api/src/mail's React Email templates) beside its text part
-- (body); null for a message written before, or one that is text alone (the contact form to staff).
alter table email_outbox add column html text;
-- The language a donor gave on the way (the checkout's ?lang=), so a guest's receipt is written in
-- it; a member's falls back to the account's.
alter table donations add column language text;
