import type { Config } from "./config";
import type { Deps } from "./context";
import { migrate, openDatabase } from "./db/database";
import { Tokens } from "./lib/security";
import type { Logger } from "./log";
import { BankTransferPayments } from "./services/bank-transfer-payments";
import { Lifecycle } from "./services/lifecycle";
import { setNotificationMailSettings } from "./services/notification-mail";
import { type PaymentProvider, SandboxPayments } from "./services/payments";
import { PayPalPayments } from "./services/paypal-payments";
import { setMediaSigningSecret } from "./services/private-media";
import { DbRateLimiter } from "./services/rate-limit";
import { DeferredRealtime, type Realtime } from "./services/realtime";
import { RoutedPayments } from "./services/routed-payments";
import { type Storage, storageFromConfig } from "./services/storage";
import { StripePayments } from "./services/stripe-payments";
import { VisitCounter } from "./services/visits";

/** Opens the database, applies migrations and wires the services. */
export async function buildDeps(
  config: Config,
  log: Logger,
  overrides: {
    storage?: Storage;
    payments?: PaymentProvider;
    realtime?: Realtime;
    inMemory?: boolean;
    /** What an in-memory database starts from (openDatabase's `template`). */
    template?: Blob;
    /** A server process starts "starting" (server.ts); an app built for tests is ready at once. */
    lifecycle?: Lifecycle;
  } = {},
): Promise<Deps> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: overrides.inMemory ? null : config.dataDir,
    ...(overrides.template ? { template: overrides.template } : {}),
  });
  await migrate(db, log);
  setMediaSigningSecret(config.jwtSecret);
  setNotificationMailSettings({ publicUrl: config.publicUrl, secret: config.jwtSecret, log });
  return {
    db,
    config,
    log,
    tokens: new Tokens(config.jwtSecret, config.tokenTtlSeconds),
    limiter: new DbRateLimiter(db),
    storage: overrides.storage ?? (await storageFromConfig(config)),
    payments: overrides.payments ?? paymentsFromConfig(config),
    realtime: overrides.realtime ?? new DeferredRealtime(),
    visits: new VisitCounter(db, log, undefined, { secret: config.jwtSecret }),
    lifecycle: overrides.lifecycle ?? new Lifecycle("ready"),
  };
}

/**
 * The sandbox for every method, but Stripe for cards and Apple Pay (Google Pay is a card in
 * Stripe's Payment Element) when its keys are set, PayPal (Orders v2) when its are, and bank transfers to the platform's account
 * when BANK_TRANSFER_IBAN is set.
 */
export function paymentsFromConfig(
  config: Pick<Config, "stripe" | "paypal" | "bankTransfer" | "publicUrl">,
  sandbox: SandboxPayments = new SandboxPayments(),
): PaymentProvider {
  if (!config.stripe && !config.paypal && !config.bankTransfer) return sandbox;
  const stripe = config.stripe ? new StripePayments(config.stripe) : null;
  const paypal = config.paypal ? new PayPalPayments(config.paypal, config.publicUrl) : null;
  const bank = config.bankTransfer ? new BankTransferPayments(config.bankTransfer) : null;
  return new RoutedPayments(sandbox, {
    ...(stripe ? { STRIPE: stripe, APPLE_PAY: stripe } : {}),
    ...(paypal ? { PAYPAL: paypal } : {}),
    ...(bank ? { BANK: bank } : {}),
  });
}
