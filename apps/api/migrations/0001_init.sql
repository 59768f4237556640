-- Causeway schema. Money is bigint minor units everywhere; timestamps are timestamptz
-- (the API answers Unix seconds).

CREATE TABLE currencies (
  id integer PRIMARY KEY,
  name text NOT NULL,
  abbreviation text NOT NULL UNIQUE,
  sign text NOT NULL,
  min_value bigint NOT NULL,
  popular boolean NOT NULL DEFAULT false,
  zero_based boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  is_default boolean NOT NULL DEFAULT false,
  stripe_fee bigint NOT NULL DEFAULT 0,
  stripe_fee_percent numeric(6, 3) NOT NULL DEFAULT 0,
  payout_currency_id integer NOT NULL,
  -- How many payout-currency minor units one unit of this currency buys, times 1e6.
  rate_to_payout_micros bigint NOT NULL DEFAULT 1000000,
  taxes jsonb NOT NULL DEFAULT '[]',
  methods jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE media (
  id serial PRIMARY KEY,
  owner_id integer,
  kind text NOT NULL CHECK (kind IN ('image', 'file')),
  name text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  mime_type text NOT NULL,
  size integer NOT NULL,
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL DEFAULT '',
  only_name boolean NOT NULL DEFAULT false,
  bio text NOT NULL DEFAULT '',
  email_verified boolean NOT NULL DEFAULT false,
  email_verification_code text,
  type text NOT NULL CHECK (type IN ('personal', 'business')),
  fbid text,
  avatar_media_id integer REFERENCES media (id),
  default_avatar_color text NOT NULL DEFAULT '#3f7be0',
  can_username_change boolean NOT NULL DEFAULT true,
  donations_visible boolean NOT NULL DEFAULT true,
  location jsonb,
  timezone text,
  gender text CHECK (gender IN ('male', 'female')),
  birthday text CHECK (birthday ~ '^\d{4}-\d{2}-\d{2}$'),
  phone text,
  language text NOT NULL DEFAULT 'en',
  register_step integer NOT NULL DEFAULT 1,
  roles text[] NOT NULL DEFAULT '{ROLE_USER}',
  business_mission text NOT NULL DEFAULT '',
  representative_name text NOT NULL DEFAULT '',
  bulstat text NOT NULL DEFAULT '',
  organization text NOT NULL DEFAULT '',
  business_sectors integer[] NOT NULL DEFAULT '{}',
  organization_size integer,
  cover_media_id integer REFERENCES media (id),
  email_subscriptions jsonb NOT NULL DEFAULT '{}',
  -- Bumped by logout and password changes: tokens carrying an older version are refused.
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE password_resets (
  hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);

CREATE TABLE email_outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  template text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('category', 'disease')),
  status text NOT NULL DEFAULT 'active'
);

CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  short_url text UNIQUE,
  content text NOT NULL DEFAULT '',
  total_amount bigint NOT NULL CHECK (total_amount >= 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  payout_currency_id integer NOT NULL REFERENCES currencies (id),
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  type text NOT NULL CHECK (type IN ('medical', 'other')),
  category_id integer REFERENCES categories (id),
  disease_id integer REFERENCES categories (id),
  beneficent_type text NOT NULL DEFAULT 'individual',
  beneficent jsonb,
  video text,
  documents jsonb NOT NULL DEFAULT '[]',
  in_favour_of integer REFERENCES campaigns (id),
  deleted boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  verified boolean NOT NULL DEFAULT false,
  urgent boolean NOT NULL DEFAULT false,
  finished boolean NOT NULL DEFAULT false,
  successful boolean NOT NULL DEFAULT false,
  trust_club boolean NOT NULL DEFAULT false,
  attention_required boolean NOT NULL DEFAULT false,
  can_withdraw boolean NOT NULL DEFAULT true,
  share_count integer NOT NULL DEFAULT 0,
  visits integer NOT NULL DEFAULT 0
);
CREATE INDEX campaigns_created_by ON campaigns (created_by);

CREATE TABLE campaign_images (
  campaign_id integer NOT NULL REFERENCES campaigns (id),
  media_id integer NOT NULL REFERENCES media (id),
  main boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, media_id)
);

CREATE TABLE follows (
  user_id integer NOT NULL REFERENCES users (id),
  campaign_id integer NOT NULL REFERENCES campaigns (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, campaign_id)
);

CREATE TABLE donations (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id),
  donor_user_id integer REFERENCES users (id),
  donator_type text NOT NULL CHECK (donator_type IN ('USER', 'OTHER', 'CAMPAIGN', 'ORGANIZATION')),
  donator_name text,
  email text,
  campaign_from_id integer REFERENCES campaigns (id),
  is_anon boolean NOT NULL DEFAULT false,
  payment_status text NOT NULL CHECK (payment_status IN ('PROCESSING', 'PROCESSED')),
  payment_id text NOT NULL UNIQUE,
  payment_method text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  tip bigint NOT NULL DEFAULT 0 CHECK (tip >= 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  initiated_amount bigint NOT NULL,
  initiated_tip bigint NOT NULL DEFAULT 0,
  initiated_currency_id integer NOT NULL REFERENCES currencies (id),
  thank_you boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX donations_campaign ON donations (campaign_id, payment_status);

CREATE TABLE withdraw_reasons (
  id integer PRIMARY KEY,
  text text NOT NULL
);

CREATE TABLE bank_directory (
  country text NOT NULL,
  bank_code text NOT NULL,
  bic text NOT NULL,
  bank text NOT NULL,
  PRIMARY KEY (country, bank_code)
);

CREATE TABLE providers (
  id serial PRIMARY KEY,
  iban text NOT NULL UNIQUE,
  bic text NOT NULL,
  bank text NOT NULL,
  country text NOT NULL,
  holder_name text NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies (id)
);

CREATE TABLE bank_accounts (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id),
  state text NOT NULL CHECK (state IN ('PENDING', 'APPROVED', 'REFUSED')),
  deleted boolean NOT NULL DEFAULT false,
  iban text NOT NULL,
  holder_name text NOT NULL,
  bic text NOT NULL,
  bank text NOT NULL,
  country text NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies (id),
  documents jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- At most one live (not deleted) account per campaign.
CREATE UNIQUE INDEX bank_accounts_live ON bank_accounts (campaign_id) WHERE NOT deleted;

CREATE TABLE withdrawals (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id),
  kind text NOT NULL CHECK (kind IN ('service', 'personal', 'transfer')),
  amount bigint NOT NULL CHECK (amount > 0),
  tax bigint NOT NULL CHECK (tax >= 0),
  total bigint NOT NULL CHECK (total = amount + tax),
  currency_id integer NOT NULL REFERENCES currencies (id),
  state text NOT NULL CHECK (state IN ('PAYED', 'REFUSED', 'PENDING', 'WAITING_DOCUMENTS')),
  reasons integer[] NOT NULL DEFAULT '{}',
  receiver_name text,
  clinic_name text,
  hospital_name text,
  comment text NOT NULL DEFAULT '',
  invoices jsonb NOT NULL DEFAULT '[]',
  invoice_not_available boolean NOT NULL DEFAULT false,
  reference text,
  provider jsonb,
  bank_account_id integer REFERENCES bank_accounts (id),
  transfer_to_campaign_id integer REFERENCES campaigns (id),
  transfer_donation_id integer REFERENCES donations (id),
  motivational_message text,
  created_by integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_campaign ON withdrawals (campaign_id, state);

CREATE TABLE withdraw_notes (
  id serial PRIMARY KEY,
  withdraw_id integer NOT NULL REFERENCES withdrawals (id),
  text text NOT NULL,
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'FOR_REVIEW', 'COMPLETED')),
  author_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A money-moving request answered once per (user, key): a retry gets the stored answer.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

CREATE TABLE posts (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  campaign_id integer REFERENCES campaigns (id),
  title text,
  content text NOT NULL,
  raw_content text NOT NULL,
  is_anonymous boolean NOT NULL DEFAULT false,
  edited boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  image_ids integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_campaign ON posts (campaign_id, created_at DESC);
CREATE INDEX posts_user ON posts (user_id, created_at DESC);

CREATE TABLE post_karma (
  post_id integer NOT NULL REFERENCES posts (id),
  user_id integer NOT NULL REFERENCES users (id),
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE post_bookmarks (
  post_id integer NOT NULL REFERENCES posts (id),
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE post_comments (
  id serial PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id),
  parent_id integer REFERENCES post_comments (id),
  user_id integer NOT NULL REFERENCES users (id),
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE report_types (
  id integer PRIMARY KEY,
  item_type text NOT NULL CHECK (item_type IN ('post', 'campaign', 'user')),
  name text NOT NULL
);

CREATE TABLE reports (
  id serial PRIMARY KEY,
  item_type text NOT NULL,
  item_id integer NOT NULL,
  type_id integer NOT NULL REFERENCES report_types (id),
  reporter_id integer REFERENCES users (id),
  description text NOT NULL,
  email text,
  name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  sender_id integer NOT NULL REFERENCES users (id),
  receiver_id integer NOT NULL REFERENCES users (id),
  message text NOT NULL,
  readed boolean NOT NULL DEFAULT false,
  -- The badge: a message stays "unseen" until the receiver clicks the messages icon.
  seen boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_pair ON messages (least(sender_id, receiver_id), greatest(sender_id, receiver_id), created_at DESC);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  type text NOT NULL,
  text text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  seen boolean NOT NULL DEFAULT false,
  read boolean NOT NULL DEFAULT false,
  is_opened boolean NOT NULL DEFAULT false,
  viewed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC);
