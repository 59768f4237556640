import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** A column with a database default: optional on insert. */
type Def<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, T | string | undefined, T | string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CurrenciesTable {
  id: number;
  name: string;
  abbreviation: string;
  sign: string;
  min_value: number;
  popular: Def<boolean>;
  zero_based: Def<boolean>;
  active: Def<boolean>;
  is_default: Def<boolean>;
  stripe_fee: Def<number>;
  stripe_fee_percent: ColumnType<string, string | number | undefined, string | number>;
  payout_currency_id: number;
  rate_to_payout_micros: Def<number>;
  taxes: Json<{ type: string; value: number; paymentMethod: string }[]>;
  methods: Json<{ id: number; name: string }[]>;
}

export interface MediaTable {
  id: Generated<number>;
  owner_id: number | null;
  kind: "image" | "file";
  name: string;
  storage_key: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  /** A document: served only by a signed path or to its owner and staff (0005). */
  private: Generated<boolean>;
  /** The sha256 of the file's bytes, hex (0012); null for files uploaded before. */
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface LocationValue {
  place_id: string;
  formatted_address: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  name: Def<string>;
  only_name: Def<boolean>;
  bio: Def<string>;
  email_verified: Def<boolean>;
  /** The address the account last proved through a verification link (0009). */
  verified_email: string | null;
  email_verification_code: string | null;
  type: "personal" | "business";
  fbid: string | null;
  avatar_media_id: number | null;
  default_avatar_color: Def<string>;
  can_username_change: Def<boolean>;
  donations_visible: Def<boolean>;
  location: Json<LocationValue | null>;
  timezone: string | null;
  gender: "male" | "female" | null;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  phone: string | null;
  language: Def<string>;
  register_step: Def<number>;
  roles: Def<string[]>;
  business_mission: Def<string>;
  representative_name: Def<string>;
  bulstat: Def<string>;
  organization: Def<string>;
  business_sectors: Def<number[]>;
  organization_size: number | null;
  cover_media_id: number | null;
  email_subscriptions: Json<Record<string, boolean>>;
  token_version: Def<number>;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  hash: string;
  user_id: number;
  expires_at: Timestamp;
  used: Def<boolean>;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  template: string;
  subject: string;
  body: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  type: "category" | "disease";
  status: Def<"active" | "inactive">;
}

export interface BeneficentValue {
  name: string;
  business_name: string | null;
  other: {
    name: string;
    other_type: "campaign" | "person";
    relation?: string | null;
    receiver?: string | null;
    receiver_type?: "individual" | "business" | null;
    target_campaign_id?: number | null;
  } | null;
}

export interface DocumentRef {
  id: number;
  type: string;
}

export interface CampaignsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  short_url: string | null;
  content: Def<string>;
  total_amount: number;
  currency_id: number;
  payout_currency_id: number;
  created_by: number;
  created_at: Timestamp;
  type: "medical" | "other";
  category_id: number | null;
  disease_id: number | null;
  beneficent_type: Def<string>;
  beneficent: Json<BeneficentValue | null>;
  video: string | null;
  documents: Json<DocumentRef[]>;
  in_favour_of: number | null;
  deleted: Def<boolean>;
  active: Def<boolean>;
  verified: Def<boolean>;
  urgent: Def<boolean>;
  finished: Def<boolean>;
  successful: Def<boolean>;
  trust_club: Def<boolean>;
  attention_required: Def<boolean>;
  can_withdraw: Def<boolean>;
  share_count: Def<number>;
  visits: Def<number>;
}

/** A campaign's visits, unique visitors and shares on one UTC day (0014). */
export interface CampaignDailyStatsTable {
  campaign_id: number;
  /** "YYYY-MM-DD" (UTC). */
  day: ColumnType<string, string, string>;
  visits: Def<number>;
  unique_visits: Def<number>;
  shares: Def<number>;
}

/** Today's (and yesterday's) visitors of a campaign, as day-salted HMACs (0014). */
export interface CampaignDailyVisitorsTable {
  campaign_id: number;
  day: ColumnType<string, string, string>;
  visitor: string;
}

export interface CampaignImagesTable {
  campaign_id: number;
  media_id: number;
  main: Def<boolean>;
  position: Def<number>;
}

export interface FollowsTable {
  user_id: number;
  campaign_id: number;
  created_at: Timestamp;
}

export interface DonationsTable {
  id: Generated<number>;
  campaign_id: number;
  donor_user_id: number | null;
  donator_type: "USER" | "OTHER" | "CAMPAIGN" | "ORGANIZATION";
  donator_name: string | null;
  email: string | null;
  campaign_from_id: number | null;
  is_anon: Def<boolean>;
  payment_status: "PROCESSING" | "PROCESSED" | "FAILED" | "CANCELLED";
  payment_id: string;
  payment_method: string;
  amount: number;
  tip: Def<number>;
  currency_id: number;
  initiated_amount: number;
  initiated_tip: Def<number>;
  initiated_currency_id: number;
  thank_you: Def<boolean>;
  /** Where the provider's page sends the donor back (null before migration 0008). */
  return_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WithdrawReasonsTable {
  id: number;
  text: string;
}

export interface BankDirectoryTable {
  country: string;
  bank_code: string;
  bic: string;
  bank: string;
}

export interface ProvidersTable {
  id: Generated<number>;
  iban: string;
  bic: string;
  bank: string;
  country: string;
  holder_name: string;
  currency_id: number;
}

export type BankAccountState = "PENDING" | "APPROVED" | "REFUSED" | "WAITING";

export interface BankAccountsTable {
  id: Generated<number>;
  campaign_id: number;
  state: BankAccountState;
  deleted: Def<boolean>;
  iban: string;
  holder_name: string;
  bic: string;
  bank: string;
  country: string;
  currency_id: number;
  documents: Json<DocumentRef[]>;
  /** The staff note of the last decision. */
  note: Def<string | null>;
  created_at: Timestamp;
}

export type WithdrawState = "PAYED" | "REFUSED" | "PENDING" | "WAITING_DOCUMENTS";
export type WithdrawKind = "service" | "personal" | "transfer";

export interface ProviderValue {
  iban: string;
  bic: string;
  bank: string;
  country: string;
  holder_name: string;
  currency_id: number;
  provider_id: number;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  campaign_id: number;
  kind: WithdrawKind;
  amount: number;
  tax: number;
  total: number;
  currency_id: number;
  state: WithdrawState;
  reasons: Def<number[]>;
  receiver_name: string | null;
  clinic_name: string | null;
  hospital_name: string | null;
  comment: Def<string>;
  invoices: Json<DocumentRef[]>;
  invoice_not_available: Def<boolean>;
  reference: string | null;
  provider: Json<ProviderValue | null>;
  bank_account_id: number | null;
  transfer_to_campaign_id: number | null;
  transfer_donation_id: number | null;
  motivational_message: string | null;
  created_by: number;
  created_at: Timestamp;
}

export interface WithdrawNotesTable {
  id: Generated<number>;
  withdraw_id: number;
  text: string;
  state: Def<"OPEN" | "FOR_REVIEW" | "COMPLETED">;
  author_id: number;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  status: number | null;
  body: Json<unknown>;
  /** SHA-256 of the first request's canonical JSON; null for keys stored before it was kept. */
  request_hash: string | null;
  created_at: Timestamp;
}

export interface PostsTable {
  id: Generated<number>;
  slug: string;
  user_id: number;
  campaign_id: number | null;
  title: string | null;
  content: string;
  raw_content: string;
  is_anonymous: Def<boolean>;
  edited: Def<boolean>;
  deleted: Def<boolean>;
  image_ids: Def<number[]>;
  created_at: Timestamp;
}

export interface PostKarmaTable {
  post_id: number;
  user_id: number;
}

export interface PostBookmarksTable {
  post_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface PostCommentsTable {
  id: Generated<number>;
  post_id: number;
  parent_id: number | null;
  user_id: number;
  content: string;
  created_at: Timestamp;
}

export interface ReportTypesTable {
  id: number;
  item_type: "post" | "campaign" | "user";
  name: string;
}

export interface ReportsTable {
  id: Generated<number>;
  item_type: string;
  item_id: number;
  type_id: number;
  reporter_id: number | null;
  description: string;
  email: string | null;
  name: string | null;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  message: string;
  readed: Def<boolean>;
  seen: Def<boolean>;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  text: string;
  data: Json<Record<string, unknown>>;
  seen: Def<boolean>;
  read: Def<boolean>;
  is_opened: Def<boolean>;
  viewed: Def<boolean>;
  created_at: Timestamp;
}

/** One scheduled notification sent: a job, a campaign and a period, once (0011). */
export interface ScheduledNotificationsTable {
  job: string;
  campaign_id: number;
  period: string;
  notification_id: number | null;
  created_at: Timestamp;
}

/** A currency's rate to the euro from a day on (0012): euro cents per minor unit × 1e6. */
export interface CurrencyRatesTable {
  currency_id: number;
  valid_from: ColumnType<string, string, string>;
  eur_micros: number;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

export interface MigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface Database {
  currencies: CurrenciesTable;
  currency_rates: CurrencyRatesTable;
  media: MediaTable;
  users: UsersTable;
  password_resets: PasswordResetsTable;
  email_outbox: EmailOutboxTable;
  categories: CategoriesTable;
  campaigns: CampaignsTable;
  campaign_images: CampaignImagesTable;
  campaign_daily_stats: CampaignDailyStatsTable;
  campaign_daily_visitors: CampaignDailyVisitorsTable;
  follows: FollowsTable;
  donations: DonationsTable;
  withdraw_reasons: WithdrawReasonsTable;
  bank_directory: BankDirectoryTable;
  providers: ProvidersTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  withdraw_notes: WithdrawNotesTable;
  idempotency_keys: IdempotencyKeysTable;
  posts: PostsTable;
  post_karma: PostKarmaTable;
  post_bookmarks: PostBookmarksTable;
  post_comments: PostCommentsTable;
  report_types: ReportTypesTable;
  reports: ReportsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  scheduled_notifications: ScheduledNotificationsTable;
  rate_limits: RateLimitsTable;
  schema_migrations: MigrationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type CampaignRow = Selectable<CampaignsTable>;
export type CurrencyRow = Selectable<CurrenciesTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type DonationRow = Selectable<DonationsTable>;
export type PostRow = Selectable<PostsTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewWithdrawal = Insertable<WithdrawalsTable>;
