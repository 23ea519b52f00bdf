import { randomBytes, randomUUID } from 'node:crypto';
import type { CommandContext, Logger } from '@verdant/platform';
import type { Shop } from '../shop';

/** Sign-up needs a mobile number; the bootstrapped admin gets this one until they change it in Settings. */
export const PLACEHOLDER_ADMIN_PHONE = '9000000000';
export const DEMO_ADMIN_EMAIL = 'admin@verdant.local';

const systemContext = (): CommandContext => ({
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' },
});

export type AdminAccountOutcome = 'created' | 'already an admin' | 'not an admin';

/**
 * Creates an admin account with this email when no account has it. An account that already has the email is
 * never granted the role here, whatever password was configured: whoever signed up with the email first may
 * not be the shop's owner. Only an operator grants it, with `npm run admin:grant`.
 */
export async function createAdminAccount(
  shop: Shop,
  email: string,
  password: string,
): Promise<AdminAccountOutcome> {
  const existing = await shop.identity.accounts.accountIdByEmail(email);
  if (existing !== null) {
    return (await shop.identity.accounts.accessOf(existing)).isAdmin ? 'already an admin' : 'not an admin';
  }
  const { accountId } = await shop.identity.accounts.register(
    { fullName: 'Shop Admin', email, phone: PLACEHOLDER_ADMIN_PHONE, password, confirmPassword: password },
    systemContext(),
  );
  await shop.identity.accounts.grantAdminRole(accountId, systemContext());
  return 'created';
}

/** ADMIN_EMAIL and ADMIN_PASSWORD, when set, name an admin account created at the first start that needs it. */
export async function ensureConfiguredAdmin(shop: Shop, logger: Logger): Promise<void> {
  const admin = shop.config.admin;
  if (!admin) return;
  const outcome = await createAdminAccount(shop, admin.email, admin.password);
  if (outcome === 'not an admin') {
    logger.warn(
      { outcome },
      `ADMIN_EMAIL names an account that is not an admin, and the shop grants nothing by email alone. ` +
        `If that account is yours, grant it the role: npm run admin:grant -- ${admin.email}`,
    );
    return;
  }
  logger.info({ outcome }, 'configured admin account ready');
}

/**
 * A development shop opens with an admin one can sign in as: a fresh random password, printed once at the
 * first start. Production never gets one; it uses ADMIN_EMAIL / ADMIN_PASSWORD or `npm run admin:grant`.
 */
export async function createDemoAdmin(shop: Shop): Promise<void> {
  const password = randomBytes(12).toString('base64url');
  await createAdminAccount(shop, DEMO_ADMIN_EMAIL, password);
  const code = shop.config.adminSignInCode
    ? 'the ADMIN_SIGNIN_CODE you set'
    : 'any text (set ADMIN_SIGNIN_CODE to require one)';
  console.log(
    [
      '',
      '  Demo admin for this data folder (shown once; keep it):',
      `    email:       ${DEMO_ADMIN_EMAIL}`,
      `    password:    ${password}`,
      `    secret code: ${code}`,
      '    sign in at   /admin/auth',
      '',
    ].join('\n'),
  );
}
