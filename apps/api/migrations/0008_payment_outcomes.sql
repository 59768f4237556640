-- A payment that will not be paid ends the donation (issue 10): FAILED (the card was declined or
-- failed its 3-D Secure check) or CANCELLED (the donor gave up on the provider's page). Only
-- PROCESSED donations count anywhere; the others stay for the donor's checkout page.
-- return_url: where the provider's page sends the donor back (DonationPayload.return_url).
ALTER TABLE donations DROP CONSTRAINT IF EXISTS donations_payment_status_check;
ALTER TABLE donations ADD CONSTRAINT donations_payment_status_check
  CHECK (payment_status IN ('PROCESSING', 'PROCESSED', 'FAILED', 'CANCELLED'));
ALTER TABLE donations ADD COLUMN return_url text;
