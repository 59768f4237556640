-- Issue 17: several server instances on one PostgreSQL.
-- A lease per scheduled job (services/lease.ts): only its holder runs the job; taken with one
-- upsert when free, expired or already the holder's, renewed while the holder lives, deleted when
-- it stops.
CREATE TABLE IF NOT EXISTS job_leases (
  job text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now()
);

-- Each run of a scheduled job: where and when it ran and what it sent (kept 30 days).
CREATE TABLE IF NOT EXISTS scheduled_runs (
  id bigserial PRIMARY KEY,
  job text NOT NULL,
  holder text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  sent integer,
  error text
);
CREATE INDEX IF NOT EXISTS scheduled_runs_job_started ON scheduled_runs (job, started_at);

-- @socket.io/postgres-adapter: events too large for a NOTIFY (8000 bytes) or holding binary data
-- travel through this table (its own schema, as the adapter's documentation gives it).
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
