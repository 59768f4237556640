-- Issue 28: a message not read within a while is e-mailed to its receiver (services/unread-message-
-- mail.ts), once: `mailed` marks the messages an e-mail already told of (or that were read first).
alter table messages add column mailed boolean not null default false;
-- The messages of before are not news any more.
update messages set mailed = true;
create index messages_unmailed on messages (created_at) where not readed and not mailed;
