-- Issue 25: a campaign's owner hears of new followers, a post's author of karma and comments, one
-- notification a campaign or post and kind rather than one per action (services/notify-groups.ts).
-- group_key names what the notification gathers ("POST_KARMA:42"); actor_ids the members who did
-- it, the latest first ("Maria and 3 others gave karma to your post"). Other notifications keep a
-- null key and no actors.
ALTER TABLE notifications ADD COLUMN group_key text;
ALTER TABLE notifications ADD COLUMN actor_ids integer[] NOT NULL DEFAULT '{}';
-- The open group of a kind and a target is looked up by its member and key, unread ones only.
CREATE INDEX notifications_open_group ON notifications (user_id, group_key, id DESC)
  WHERE group_key IS NOT NULL AND NOT read;
