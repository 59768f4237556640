-- Issue 29: each provider's webhook event is applied once. A delivery whose id is here already
-- (Stripe retries, replays) changes nothing.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  payment_id text,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
