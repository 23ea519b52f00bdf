import { randomUUID } from 'node:crypto';
import { loadConfig } from '@verdant/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedUp } from '../support/customers';
import { refusal } from '../support/refusal';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop';

const SECRET_CODE = 'green-thumb';
const LOCKED_OUT = 'Too many sign-in attempts. Please try again in 15 minutes.';
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

const someoneUnknown = () => `nobody.${randomUUID()}@example.in`;

let lastOctet = 0;
/** A client address of its own for each use, so that no test's failures lock another test out. */
const newClientAddress = () => `203.0.113.${++lastOctet}`;

/** The session cookie a sign-up is answered with, for a request carrying these headers. */
async function sessionCookieFor(shop: TestShop, headers: Record<string, string>) {
  const response = await fetch(`${shop.baseUrl}/trpc/auth.signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(newCustomer()),
  });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('verdant_session='));
  expect(cookie).toBeDefined();
  return cookie;
}

describe('the TRUST_PROXY setting', () => {
  it('trusts no proxy unless told, and reads a flag or proxy addresses', () => {
    const trusted = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trusted()).toBe(false);
    expect(trusted('')).toBe(false);
    expect(trusted('true')).toBe(true);
    expect(trusted('10.0.0.0/8, 127.0.0.1, ::1, uniquelocal')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'uniquelocal',
    ]);
    for (const unreadable of ['yes', '2', 'proxy.example.in', '10.0.0.0/8,', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: unreadable }), unreadable).toThrow(/TRUST_PROXY: must be/);
    }
  });
});

describe('behind a trusted TLS-terminating proxy', () => {
  let shop: TestShop;
  /** A browser whose requests reach the shop through the proxy, which names the browser's address. */
  const viaProxy = (clientAddress: string) =>
    shop.browser({ 'x-forwarded-for': clientAddress, 'x-forwarded-proto': 'https' });

  beforeAll(async () => {
    shop = await startTestShop({ TRUST_PROXY: 'loopback', ADMIN_SIGNIN_CODE: SECRET_CODE });
  });

  afterAll(async () => {
    await shop.stop();
  });

  it('marks the session cookie Secure when the browser reached the proxy over https', async () => {
    expect(await sessionCookieFor(shop, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/i);
    expect(await sessionCookieFor(shop, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/i);
  });

  it('locks out the address failing across many emails, not every shopper behind the proxy', async () => {
    const { details } = await signedUp(shop);
    const credentials = { email: details.email, password: details.password };
    const attacker = newClientAddress();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      const error = await refusal(
        viaProxy(attacker).client.auth.signIn.mutate({ email: someoneUnknown(), password: 'guessing' }),
      );
      expect(error.message).toBe('Invalid email or password');
    }

    const locked = await refusal(viaProxy(attacker).client.auth.signIn.mutate(credentials));

    expect(locked.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.message).toBe(LOCKED_OUT);
    const neighbour = viaProxy(newClientAddress());
    await neighbour.client.auth.signIn.mutate(credentials);
    expect((await neighbour.client.auth.session.query()).user?.email).toBe(details.email);
  });

  it('counts wrong admin secret codes against the account, like wrong passwords', async () => {
    const { details } = await signedUp(shop);
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT; attempt++) {
      const error = await refusal(
        viaProxy(newClientAddress()).client.admin.auth.signIn.mutate({
          email: details.email,
          password: details.password,
          secretCode: 'brown-thumb',
        }),
      );
      expect(error.message).toBe('Invalid admin secret code');
    }

    const locked = await refusal(
      viaProxy(newClientAddress()).client.auth.signIn.mutate({
        email: details.email,
        password: details.password,
      }),
    );

    expect(locked.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.message).toBe(LOCKED_OUT);
  });

  it('counts wrong admin secret codes against the address, across many emails', async () => {
    await shop.adminBrowser();
    const attacker = newClientAddress();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      const error = await refusal(
        viaProxy(attacker).client.admin.auth.signIn.mutate({
          email: someoneUnknown(),
          password: 'guessing',
          secretCode: 'brown-thumb',
        }),
      );
      expect(error.message).toBe('Invalid admin secret code');
    }
    const adminSignIn = { ...TEST_ADMIN, secretCode: SECRET_CODE };

    const locked = await refusal(viaProxy(attacker).client.admin.auth.signIn.mutate(adminSignIn));

    expect(locked.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.message).toBe(LOCKED_OUT);
    const admin = viaProxy(newClientAddress());
    await admin.client.admin.auth.signIn.mutate(adminSignIn);
    expect((await admin.client.admin.auth.session.query()).user?.isAdmin).toBe(true);
  });
});

describe('without a trusted proxy', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop();
  });

  afterAll(async () => {
    await shop.stop();
  });

  it('ignores a client that claims https or another address in forwarding headers', async () => {
    expect(await sessionCookieFor(shop, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/i);

    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      await refusal(
        shop
          .browser({ 'x-forwarded-for': newClientAddress() })
          .client.auth.signIn.mutate({ email: someoneUnknown(), password: 'guessing' }),
      );
    }
    const { details } = await signedUp(shop);

    const locked = await refusal(
      shop
        .browser({ 'x-forwarded-for': newClientAddress() })
        .client.auth.signIn.mutate({ email: details.email, password: details.password }),
    );

    expect(locked.message).toBe(LOCKED_OUT);
  });
});

describe('with an https public address', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ PUBLIC_URL: 'https://shop.example.in' });
  });

  afterAll(async () => {
    await shop.stop();
  });

  it('marks the session cookie Secure whatever the request says', async () => {
    expect(await sessionCookieFor(shop, {})).toMatch(/; Secure/i);
  });
});
