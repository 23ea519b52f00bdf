import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type { CommandContext } from '../command-handling/handle-command';
import type { Shop } from '../shop';

/** Sign-up needs a mobile number; the bootstrapped admin gets this one until they change it in Settings. */
export const PLACEHOLDER_ADMIN_PHONE = '9000000000';
export const DEMO_ADMIN_EMAIL = 'admin@verdant.local';

const systemContext = (): CommandContext => ({
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { userId: null, role: 'system' },
});

/** The account with this email gets the admin role; it is created first when it does not exist. */
export async function ensureAdmin(
  shop: Shop,
  email: string,
  password: string,
): Promise<{ created: boolean }> {
  let accountId = await shop.accounts.accountIdByEmail(email);
  const created = accountId === null;
  if (accountId === null) {
    const registered = await shop.accounts.register(
      { fullName: 'Shop Admin', email, phone: PLACEHOLDER_ADMIN_PHONE, password, confirmPassword: password },
      systemContext(),
    );
    accountId = registered.accountId;
  }
  await shop.accounts.grantAdminRole(accountId, systemContext());
  return { created };
}

/** ADMIN_EMAIL and ADMIN_PASSWORD, when set, name an admin that exists after every start. */
export async function ensureConfiguredAdmin(shop: Shop, logger: Logger): Promise<void> {
  const admin = shop.config.admin;
  if (!admin) return;
  const { created } = await ensureAdmin(shop, admin.email, admin.password);
  logger.info({ created }, 'configured admin account ready');
}

/**
 * A development shop opens with an admin one can sign in as: a fresh random password, printed once at the
 * first start. Production never gets one; it uses ADMIN_EMAIL / ADMIN_PASSWORD or `npm run admin:grant`.
 */
export async function createDemoAdmin(shop: Shop): Promise<void> {
  const password = randomBytes(12).toString('base64url');
  await ensureAdmin(shop, DEMO_ADMIN_EMAIL, password);
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
