-- Issue 12: the presenters count and look up related rows per item presented (page-marks.ts);
-- these lookups had no index of their own and read the whole table once per item.
CREATE INDEX IF NOT EXISTS follows_campaign ON follows (campaign_id);
CREATE INDEX IF NOT EXISTS post_comments_post ON post_comments (post_id, created_at DESC);
CREATE INDEX IF NOT EXISTS withdraw_notes_withdraw ON withdraw_notes (withdraw_id);
