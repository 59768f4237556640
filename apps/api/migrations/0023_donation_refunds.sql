-- Issue 29: refunds. A donation's `amount` and `tip` are what still counts (the campaign's raised
-- amount and balances sum them, unchanged); `refunded` is what was given back, in the donor's
-- currency. Refunded in full, the donation is REFUNDED and counts nowhere.
ALTER TABLE donations ADD COLUMN refunded integer NOT NULL DEFAULT 0 CHECK (refunded >= 0);
-- A donation whose gift is refunded counts nothing: its amount may be 0 then.
ALTER TABLE donations DROP CONSTRAINT IF EXISTS donations_amount_check;
ALTER TABLE donations ADD CONSTRAINT donations_amount_check
  CHECK (amount >= 0);
ALTER TABLE donations DROP CONSTRAINT IF EXISTS donations_payment_status_check;
ALTER TABLE donations ADD CONSTRAINT donations_payment_status_check
  CHECK (payment_status IN ('PROCESSING', 'PROCESSED', 'FAILED', 'CANCELLED', 'REFUNDED'));

-- Each refund, from staff (created_by) or from the provider's own dashboard (created_by null):
-- PENDING while the provider has not said it is done, SUCCEEDED, or FAILED (then given back to
-- the donation's count). `amount` is in the donor's currency; `campaign_amount` and
-- `campaign_tip` are what it took from the donation's count and tip, in the campaign's currency.
CREATE TABLE donation_refunds (
  id serial PRIMARY KEY,
  donation_id integer NOT NULL REFERENCES donations (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  campaign_amount integer NOT NULL CHECK (campaign_amount >= 0),
  campaign_tip integer NOT NULL CHECK (campaign_tip >= 0),
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'SUCCEEDED', 'FAILED')),
  provider_refund_id text UNIQUE,
  failure text,
  -- Staff's Idempotency-Key: the same request sent again answers this refund, never a second one.
  request_key text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX donation_refunds_donation ON donation_refunds (donation_id, created_at);
CREATE UNIQUE INDEX donation_refunds_request ON donation_refunds (donation_id, request_key);
