-- Issue 14: the scheduled notifications (services/scheduler.ts). One row per job, campaign and
-- period (an ISO week "2025-W47", a month "2025-11"): a job that runs twice in a period, on one
-- instance or on several at once, inserts its row once and notifies once.
CREATE TABLE IF NOT EXISTS scheduled_notifications (
  job text NOT NULL,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  period text NOT NULL,
  notification_id integer REFERENCES notifications (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, campaign_id, period)
);
