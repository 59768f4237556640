import type { Insertable, Selectable } from "kysely";
import type {
  EmailOutboxTable,
  MediaTable,
  PasswordResetsTable,
  UsersTable,
} from "./tables/accounts";
import type {
  CampaignDailyStatsTable,
  CampaignDailyVisitorsTable,
  CampaignImagesTable,
  CampaignsTable,
  FollowsTable,
} from "./tables/campaigns";
import type { DonationRefundsTable, DonationsTable } from "./tables/donations";
import type {
  BankDirectoryTable,
  CategoriesTable,
  CurrenciesTable,
  CurrencyRatesTable,
  ReportTypesTable,
  WithdrawReasonsTable,
} from "./tables/reference";
import type {
  MessagesTable,
  NotificationsTable,
  PostBookmarksTable,
  PostCommentsTable,
  PostKarmaTable,
  PostsTable,
  ReportsTable,
  ScheduledNotificationsTable,
} from "./tables/social";
import type {
  BankStatementLinesTable,
  IdempotencyKeysTable,
  MigrationsTable,
  PaymentEventsTable,
  RateLimitsTable,
} from "./tables/system";
import type {
  BankAccountsTable,
  ProvidersTable,
  WithdrawalsTable,
  WithdrawNotesTable,
} from "./tables/withdrawals";

// The database's tables as Kysely sees them: each group of tables in its file under tables/.

export type * from "./tables/accounts";
export type * from "./tables/campaigns";
export type * from "./tables/donations";
export type * from "./tables/reference";
export type * from "./tables/social";
export type * from "./tables/system";
export type * from "./tables/withdrawals";

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
  donation_refunds: DonationRefundsTable;
  withdraw_reasons: WithdrawReasonsTable;
  bank_directory: BankDirectoryTable;
  providers: ProvidersTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  withdraw_notes: WithdrawNotesTable;
  idempotency_keys: IdempotencyKeysTable;
  payment_events: PaymentEventsTable;
  bank_statement_lines: BankStatementLinesTable;
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
export type DonationRefundRow = Selectable<DonationRefundsTable>;
export type PostRow = Selectable<PostsTable>;
export type MediaRow = Selectable<MediaTable>;
export type NewWithdrawal = Insertable<WithdrawalsTable>;
