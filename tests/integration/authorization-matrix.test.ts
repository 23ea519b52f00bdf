import { randomUUID } from 'node:crypto';
import { systemContext } from '@verdant/platform';
import { SESSION_COOKIES } from '@verdant/server/identity/session-cookie';
import type { ProcedureMeta } from '@verdant/server/trpc/init';
import { appRouter } from '@verdant/server/trpc/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { startTestShop, TEST_ADMIN, type TestBrowser, type TestShop } from '../support/test-shop';

/**
 * Who may call what, read from the router itself: every procedure declares its access (public, a customer
 * signed in on the storefront, an admin signed in to the back office), the table in
 * docs/authorization-matrix.md is written from it, and each kind of caller is tried against every procedure.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ ADMIN_SIGNIN_CODE: 'green-thumb' });
});

afterAll(async () => {
  await shop.stop();
});

interface Procedure {
  path: string;
  type: 'query' | 'mutation';
  access: ProcedureMeta['access'];
}

const procedures: Procedure[] = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: Procedure['type']; meta?: ProcedureMeta } }
  >,
).map(([path, procedure]) => ({ path, type: procedure._def.type, access: procedure._def.meta?.access }));

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function status(path: string, type: string, cookies = new Map<string, string>()) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: cookieHeader(cookies),
  };
  const response =
    type === 'query'
      ? await fetch(`${shop.baseUrl}/trpc/${path}?input=${encodeURIComponent('{}')}`, { headers })
      : await fetch(`${shop.baseUrl}/trpc/${path}`, { method: 'POST', headers, body: '{}' });
  return response.status;
}

const refused = (code: number) => code === 401 || code === 403;

/** An admin's account signed in through the storefront's own sign-in: a customer's session. */
async function adminOnTheStorefront(): Promise<TestBrowser> {
  await shop.adminBrowser();
  const browser = shop.browser();
  await browser.client.auth.signIn.mutate({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
  return browser;
}

describe('the authorization matrix', () => {
  it('declares who may call every procedure, and keeps the back office to admins', async () => {
    expect(procedures.filter((procedure) => procedure.access === undefined)).toEqual([]);
    const openBackOffice = procedures.filter(
      ({ path, access }) =>
        path.startsWith('admin.') && !path.startsWith('admin.auth.') && access !== 'admin',
    );
    expect(openBackOffice).toEqual([]);
    expect(procedures.filter(({ access }) => access === 'admin').map(({ path }) => path)).toEqual(
      procedures
        .filter(({ path }) => path.startsWith('admin.') && !path.startsWith('admin.auth.'))
        .map(({ path }) => path),
    );

    const table = [
      '# Who may call what',
      '',
      'Written by `tests/integration/authorization-matrix.test.ts` from the API router; each row is tried',
      'against a visitor, a customer, an admin signed in on the storefront, a storefront session passed off',
      "as the back office's, and an admin signed in to the back office.",
      '',
      '| procedure | type | visitor | customer (storefront session) | admin (back-office session) |',
      '| --- | --- | --- | --- | --- |',
      ...procedures.map(({ path, type, access }) => {
        const mark = (allowed: boolean) => (allowed ? 'yes' : 'no');
        return `| \`${path}\` | ${type} | ${mark(access === 'public')} | ${mark(access !== 'admin')} | ${mark(access !== 'customer')} |`;
      }),
      '',
    ].join('\n');
    await expect(table).toMatchFileSnapshot('../../docs/authorization-matrix.md');
  });

  it('refuses every admin procedure to anyone without a back-office session', async () => {
    const customer = await signedUp(shop);
    const adminAsCustomer = await adminOnTheStorefront();
    // The admin's storefront token, passed off as the back office's cookie.
    const forged = new Map([
      [SESSION_COOKIES['back-office'], adminAsCustomer.cookies.get(SESSION_COOKIES.storefront)!],
    ]);

    for (const { path, type } of procedures.filter(({ access }) => access === 'admin')) {
      const statuses = {
        visitor: await status(path, type),
        customer: await status(path, type, customer.cookies),
        adminOnTheStorefront: await status(path, type, adminAsCustomer.cookies),
        forged: await status(path, type, forged),
      };
      expect({ path, statuses }).toEqual({
        path,
        statuses: { visitor: 401, customer: 401, adminOnTheStorefront: 401, forged: 401 },
      });
    }
  });

  it('refuses every customer procedure to a visitor and to a back-office session alone', async () => {
    const admin = await shop.adminBrowser();
    const backOfficeOnly = new Map(
      [...admin.cookies].filter(([name]) => name === SESSION_COOKIES['back-office']),
    );
    expect(backOfficeOnly.size).toBe(1);

    for (const { path, type } of procedures.filter(({ access }) => access === 'customer')) {
      const statuses = {
        visitor: await status(path, type),
        backOffice: await status(path, type, backOfficeOnly),
      };
      expect({ path, statuses }).toEqual({ path, statuses: { visitor: 401, backOffice: 401 } });
    }
  });

  it('lets each caller through the queries it may call', async () => {
    // Queries only: they change nothing, so calling each one with an empty input is safe.
    const customer = await signedUp(shop);
    const admin = await shop.adminBrowser();
    for (const { path, type, access } of procedures.filter((procedure) => procedure.type === 'query')) {
      const caller =
        access === 'admin' ? admin.cookies : access === 'customer' ? customer.cookies : undefined;
      expect({ path, refused: refused(await status(path, type, caller)) }).toEqual({ path, refused: false });
    }
  });

  it('refuses a back-office session whose account is no longer an admin', async () => {
    const admin = await shop.adminBrowser();
    const accountId = (await admin.client.admin.auth.session.query()).user!.id;
    await shop.shop.identity.accounts.revokeAdminRole(accountId, systemContext(randomUUID()));
    try {
      expect(await status('admin.users.list', 'query', admin.cookies)).toBe(403);
      expect((await admin.client.admin.auth.session.query()).user?.isAdmin).toBe(false);
    } finally {
      await shop.shop.identity.accounts.grantAdminRole(accountId, systemContext(randomUUID()));
    }
  });
});
