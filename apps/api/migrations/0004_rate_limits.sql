-- Rate-limit counters (login and sign-up attempts), kept in the database so that a limit holds
-- across restarts and across every server process on one database. One row per key (a hash of
-- the route, the client address and, for logins, the account): a fixed window of `hits` that ends
-- at `reset_at`, counted with one atomic upsert. Rows past their window are deleted by a sweep.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
