import type { ShopConfig } from '@verdant/infrastructure/config/config';
import { Argon2PasswordHasher } from '@verdant/infrastructure/identity/argon2-password-hasher';
import { EmailFingerprinter } from '@verdant/infrastructure/identity/email-fingerprint';
import { loadIdentitySecret } from '@verdant/infrastructure/identity/identity-secret';
import { OneTimeCodes, recoveryCodeKey } from '@verdant/infrastructure/identity/one-time-codes';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type { MailSender } from '@verdant/infrastructure/mail/mail-sender';
import type { Stores } from '@verdant/infrastructure/open-stores';
import { type PaymentGateways, paymentGateways } from '@verdant/infrastructure/payments/payment-gateways';
import { allProjections } from '@verdant/projections';
import type { ReactionStatus } from '@verdant/projections/reactions/reaction-runner';
import { ReadModels } from '@verdant/projections/read-models';
import { CheckpointMonitor } from '@verdant/projections/runner/checkpoint-monitor';
import { feedFromTheLog, openRuntime } from '@verdant/projections/runner/open-runtime';
import type { ProjectionMonitor } from '@verdant/projections/runner/projection-status';
import { BannerCommands } from './catalog/banner-commands';
import { CategoryCommands } from './catalog/category-commands';
import { ProductCommands } from './catalog/product-commands';
import { AggregateCache } from './command-handling/aggregate-cache';
import type { EventSourcing } from './command-handling/handle-command';
import { StreamLocks } from './command-handling/stream-locks';
import { EngagementCommands } from './engagement/engagement-commands';
import { AccountCommands } from './identity/account-commands';
import { EmailVerificationLinks } from './identity/email-verification';
import { PasswordChange } from './identity/password-change';
import { PasswordReset } from './identity/password-reset';
import { PasswordResetLinks } from './identity/password-reset-links';
import { SessionManager, STOREFRONT_SESSION } from './identity/session-manager';
import { pruneSessionsHourly } from './identity/session-pruning';
import { SignIn } from './identity/sign-in';
import { TwoFactorEnrolments } from './identity/two-factor-enrolment';
import { startJobWorkers } from './job-workers';
import { ReportBuilds } from './reports/report-builds';
import { CartCoupons } from './sales/cart-coupons';
import { Checkout } from './sales/checkout';
import { CouponCommands } from './sales/coupon-commands';
import { OrderCommands } from './sales/order-commands';
import { OrderHistory } from './sales/order-history';
import { Payments } from './sales/payments';
import { CartCommands } from './shopping/cart-commands';
import { WishlistCommands } from './shopping/wishlist-commands';

/** Everything a request can reach: the stores, the command services and the read models. */
export interface Shop {
  config: ShopConfig;
  stores: Stores;
  eventSourcing: EventSourcing;
  readModels: ReadModels;
  projections: ProjectionMonitor;
  /** The reactions to new events, when this process runs them (with the projections). */
  reactions: { status(): ReactionStatus[] } | null;
  categories: CategoryCommands;
  products: ProductCommands;
  banners: BannerCommands;
  accounts: AccountCommands;
  carts: CartCommands;
  wishlists: WishlistCommands;
  coupons: CouponCommands;
  cartCoupons: CartCoupons;
  orders: OrderCommands;
  orderHistory: OrderHistory;
  reportBuilds: ReportBuilds;
  checkout: Checkout;
  payments: Payments;
  paymentGateways: PaymentGateways;
  /** The SMTP server mail is sent through; null when mail stays in the outbox. */
  mailSender: MailSender | null;
  engagement: EngagementCommands;
  signIn: SignIn;
  twoFactorEnrolments: TwoFactorEnrolments;
  sessions: SessionManager;
  verificationLinks: EmailVerificationLinks;
  passwordChange: PasswordChange;
  passwordReset: PasswordReset;
  resetLinks: PasswordResetLinks;
  close(): Promise<void>;
}

/** Folded states kept per kind of aggregate: a few megabytes of carts, wishlists and catalogue entries. */
const STREAMS_KEPT_PER_AGGREGATE = 10_000;

export async function openShop(config: ShopConfig, logger: Logger): Promise<Shop> {
  const runtime = await openRuntime(config, { logger: logger.child({ component: 'stores' }) });
  const { stores, codec, registry } = runtime;
  const eventSourcing: EventSourcing = {
    eventStore: stores.eventStore,
    codec,
    aggregates: new AggregateCache(STREAMS_KEPT_PER_AGGREGATE),
    locks: new StreamLocks(),
  };
  // The read models and reactions are fed here unless a projections worker feeds them.
  const feeds =
    config.projections === 'in-process'
      ? feedFromTheLog(runtime, { logger, onActivated: (name) => readModels.forget(name) })
      : null;
  const monitor =
    feeds?.projections ??
    new CheckpointMonitor(stores.eventStore, stores.readStore, registry, allProjections);
  const readModels = new ReadModels(stores.readStore, registry, monitor);
  feeds?.start();

  const identitySecret = loadIdentitySecret(config.identitySecret, config.dataDir);
  const fingerprints = new EmailFingerprinter(identitySecret);
  const passwords = new Argon2PasswordHasher();
  const engagement = new EngagementCommands(eventSourcing, fingerprints, stores.personalDataKeys, readModels);
  const accounts = new AccountCommands({
    eventSourcing,
    fingerprints,
    passwords,
    personalDataKeys: stores.personalDataKeys,
    sessions: stores.sessions,
    mailOutbox: stores.mailOutbox,
    correspondence: engagement,
  });
  const verificationLinks = new EmailVerificationLinks(identitySecret, config.publicUrl);
  const oneTimeCodes = new OneTimeCodes(recoveryCodeKey(identitySecret));
  const cartCoupons = new CartCoupons(eventSourcing, readModels);
  // A gateway's client library loads only when the gateway is configured.
  const gateways = paymentGateways({
    dataDir: config.dataDir,
    razorpay: config.razorpay
      ? new (await import('@verdant/infrastructure/payments/razorpay-gateway')).RazorpayGateway(
          config.razorpay,
        )
      : null,
    stripe: config.stripe
      ? new (await import('@verdant/infrastructure/payments/stripe-gateway')).StripeGateway(config.stripe)
      : null,
    testMode: config.paymentsTestMode,
  });
  // Like a gateway's, the SMTP client loads only when a server is configured.
  const mailSender = config.smtp
    ? new (await import('@verdant/infrastructure/mail/smtp-mail-sender')).SmtpMailSender(config.smtp)
    : null;
  const orders = new OrderCommands(eventSourcing);
  const payments = new Payments(
    eventSourcing,
    orders,
    readModels,
    gateways,
    logger.child({ component: 'payments' }),
    { payWithinMs: config.unpaidOrderMinutes * 60_000 },
  );
  const reportBuilds = new ReportBuilds(
    eventSourcing,
    stores.readStore,
    stores.jobQueue,
    logger.child({ component: 'reports' }),
  );

  const signIn = new SignIn(accounts, passwords, fingerprints, stores.sessions, {
    adminSignInCode: config.adminSignInCode,
    oneTimeCodes,
    logger: logger.child({ component: 'sign-in' }),
  });
  const sessions = new SessionManager(stores.sessions, {
    storefront: STOREFRONT_SESSION,
    'back-office': config.backOfficeSession,
  });
  const resetLinks = new PasswordResetLinks(identitySecret, config.publicUrl);
  const pruning = pruneSessionsHourly(stores.sessions, logger.child({ component: 'sessions' }));
  const shop: Shop = {
    config,
    stores,
    eventSourcing,
    readModels,
    projections: monitor,
    reactions: feeds?.reactions ?? null,
    categories: new CategoryCommands(eventSourcing),
    products: new ProductCommands(eventSourcing),
    banners: new BannerCommands(eventSourcing),
    accounts,
    carts: new CartCommands(eventSourcing, cartCoupons),
    wishlists: new WishlistCommands(eventSourcing),
    coupons: new CouponCommands(eventSourcing),
    cartCoupons,
    orders,
    orderHistory: new OrderHistory(eventSourcing, readModels),
    reportBuilds,
    checkout: new Checkout(eventSourcing, readModels, cartCoupons, () => [
      'cod',
      ...payments.availableMethods(),
    ]),
    payments,
    paymentGateways: gateways,
    mailSender,
    engagement,
    signIn,
    twoFactorEnrolments: new TwoFactorEnrolments(oneTimeCodes, accounts, identitySecret),
    sessions,
    verificationLinks,
    passwordChange: new PasswordChange({ accounts, signIn, passwords, sessions }),
    passwordReset: new PasswordReset({ eventSourcing, accounts, passwords, sessions, links: resetLinks }),
    resetLinks,
    async close() {
      pruning.stop();
      await jobWorkers?.close();
      await feeds?.stop();
      gateways.close();
      await mailSender?.close();
      await stores.close();
    },
  };
  const jobWorkers =
    config.workers === 'in-process'
      ? await startJobWorkers(
          { ...shop, unpaidOrderMinutes: config.unpaidOrderMinutes },
          logger.child({ component: 'jobs' }),
        )
      : null;
  return shop;
}
