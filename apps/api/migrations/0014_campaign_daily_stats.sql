-- Issue 13: the owner's metrics count per day (services/visits.ts, routes/campaigns.ts).
--
-- A campaign's visits, unique visitors and shares per UTC day. The visit counter adds each day's
-- batch with one upsert (visits = visits + excluded.visits) in the transaction that adds the
-- campaign's total (campaigns.visits); a share adds 1 to its day with campaigns.share_count.
-- Days before this migration have no row: their visits are only in the campaign's total.
CREATE TABLE IF NOT EXISTS campaign_daily_stats (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  day date NOT NULL,
  visits integer NOT NULL DEFAULT 0 CHECK (visits >= 0),
  unique_visits integer NOT NULL DEFAULT 0 CHECK (unique_visits >= 0),
  shares integer NOT NULL DEFAULT 0 CHECK (shares >= 0),
  PRIMARY KEY (campaign_id, day)
);

-- Who visited a campaign today, only so each visitor adds 1 to the day's unique_visits once:
-- a member, or a guest by client address and User-Agent, as an HMAC-SHA256 (first 16 bytes, hex)
-- under a key derived from JWT_SECRET, salted with the day, so no address or id is stored and a
-- visitor's rows of two days cannot be matched. Inserted with ON CONFLICT DO NOTHING; rows older
-- than yesterday are deleted by the scheduler's visitor-cleanup job (hourly).
CREATE TABLE IF NOT EXISTS campaign_daily_visitors (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor char(32) NOT NULL,
  PRIMARY KEY (campaign_id, day, visitor)
);
