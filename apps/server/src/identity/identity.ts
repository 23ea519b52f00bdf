import type { EventSourcing, Logger, ReadModels, ShopConfig } from '@verdant/platform';
import {
  Argon2PasswordHasher,
  type EmailFingerprinter,
  OneTimeCodes,
  recoveryCodeKey,
} from '@verdant/platform/identity';
import type { Stores } from '@verdant/platform/runtime';
import { CustomerQueries } from '../customers/customer-queries';
import type { EngagementCommands } from '../engagement/engagement-commands';
import { AccountCommands, type AccountCommandsDependencies } from './account-commands';
import { AccountQueries } from './account-queries';
import { EmailVerificationLinks } from './email-verification';
import { PasswordChange } from './password-change';
import { PasswordReset } from './password-reset';
import { PasswordResetLinks } from './password-reset-links';
import { SessionManager, STOREFRONT_SESSION } from './session-manager';
import { SignIn } from './sign-in';
import { TwoFactorEnrolments } from './two-factor-enrolment';

/** Accounts, signing in (with the admin's second factor), sessions, and the links mails carry. */
export interface Identity {
  accounts: AccountCommands;
  signIn: SignIn;
  twoFactorEnrolments: TwoFactorEnrolments;
  sessions: SessionManager;
  verificationLinks: EmailVerificationLinks;
  passwordChange: PasswordChange;
  passwordReset: PasswordReset;
  resetLinks: PasswordResetLinks;
  queries: { accounts: AccountQueries; customers: CustomerQueries };
}

export function openIdentity(deps: {
  eventSourcing: EventSourcing;
  readModels: ReadModels;
  stores: Stores;
  config: ShopConfig;
  identitySecret: string;
  fingerprints: EmailFingerprinter;
  /** Erasing an account erases the visitor's newsletter and contact messages too. */
  correspondence: Pick<EngagementCommands, 'eraseEmail'>;
  claimPhotos: AccountCommandsDependencies['claimPhotos'];
  logger: Logger;
}): Identity {
  const { eventSourcing, readModels, stores, config, identitySecret } = deps;
  const passwords = new Argon2PasswordHasher();
  const accounts = new AccountCommands({
    eventSourcing,
    fingerprints: deps.fingerprints,
    passwords,
    personalDataKeys: stores.personalDataKeys,
    sessions: stores.sessions,
    mailOutbox: stores.mailOutbox,
    correspondence: deps.correspondence,
    claimPhotos: deps.claimPhotos,
  });
  const oneTimeCodes = new OneTimeCodes(recoveryCodeKey(identitySecret));
  const signIn = new SignIn(accounts, passwords, deps.fingerprints, stores.sessions, {
    adminSignInCode: config.adminSignInCode,
    oneTimeCodes,
    logger: deps.logger.child({ component: 'sign-in' }),
  });
  const sessions = new SessionManager(stores.sessions, {
    storefront: STOREFRONT_SESSION,
    'back-office': config.backOfficeSession,
  });
  const resetLinks = new PasswordResetLinks(identitySecret, config.publicUrl);
  return {
    accounts,
    signIn,
    twoFactorEnrolments: new TwoFactorEnrolments(oneTimeCodes, accounts, identitySecret),
    sessions,
    verificationLinks: new EmailVerificationLinks(identitySecret, config.publicUrl),
    passwordChange: new PasswordChange({ accounts, signIn, passwords, sessions }),
    passwordReset: new PasswordReset({ eventSourcing, accounts, passwords, sessions, links: resetLinks }),
    resetLinks,
    queries: { accounts: new AccountQueries(readModels), customers: new CustomerQueries(readModels) },
  };
}
