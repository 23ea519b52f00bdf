import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../support/customers';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop';

/**
 * Password guessing as an attacker would try it: all at once, in one tRPC batch or in parallel requests.
 * Each attempt is counted before its password is checked, so at most five passwords of an account are ever
 * checked in the window, and nothing after the limit opens a session.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ ADMIN_SIGNIN_CODE: 'green-thumb', SEED_DEMO_DATA: 'false' });
});

afterAll(async () => {
  await shop.stop();
});

const post = (path: string, body: unknown, query = '') =>
  fetch(`${shop.baseUrl}/trpc/${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A new customer whose email starts with these two letters, which is all the log keeps of it. */
async function customerWhoseEmailStartsWith(letters: string) {
  const details = newCustomer();
  const email = `${letters}${details.email}`;
  await shop.browser().client.auth.signUp.mutate({ ...details, email });
  return email;
}

/** The log's sign-in lines for the account whose masked email starts so. */
function signInLog(maskedEmailStart: string) {
  const lines = shop.logLines
    .map((line) => JSON.parse(line) as { msg?: string; account?: string })
    .filter((line) => line.account?.startsWith(maskedEmailStart));
  const count = (message: string) => lines.filter((line) => line.msg === message).length;
  return { checked: count('sign-in failed') + count('signed in'), lockedOut: count('sign-in locked out') };
}

describe('guessing passwords all at once', () => {
  it('refuses forty sign-ins sent in one batch without checking any', async () => {
    const email = await customerWhoseEmailStartsWith('ba');
    const guesses = Object.fromEntries(
      Array.from({ length: 40 }, (_, index) => [index, { email, password: `guess-${index}` }]),
    );

    const response = await post(Array(40).fill('auth.signIn').join(','), guesses, '?batch=1');

    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const answers = (await response.json()) as { error: { message: string } }[];
    expect(answers).toHaveLength(40);
    expect(new Set(answers.map((answer) => answer.error.message))).toEqual(
      new Set(['At most 10 calls may be sent in one request.']),
    );
    expect(signInLog('ba***')).toEqual({ checked: 0, lockedOut: 0 });
  });

  it('refuses a sign-in batched with anything else, even a batch of two', async () => {
    const email = await customerWhoseEmailStartsWith('bb');
    const response = await post(
      'auth.signIn,auth.signOut',
      { 0: { email, password: 'guess' }, 1: undefined },
      '?batch=1',
    );

    expect(response.status).toBe(400);
    const answers = (await response.json()) as { error: { message: string } }[];
    expect(answers.map((answer) => answer.error.message)).toEqual([
      'This call must be sent on its own, not in a batch with others.',
      'This call must be sent on its own, not in a batch with others.',
    ]);
    expect(signInLog('bb***').checked).toBe(0);
  });

  it('refuses the other limited calls inside a batch too', async () => {
    for (const path of ['auth.signUp', 'admin.auth.signIn', 'contact.submit', 'newsletter.subscribe']) {
      const response = await post(`${path},auth.signOut`, { 0: {}, 1: undefined }, '?batch=1');
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
    }
    const check = await fetch(
      `${shop.baseUrl}/trpc/coupons.check,catalog.categories?batch=1&input=${encodeURIComponent('{"0":{"code":"X","lines":[]}}')}`,
    );
    expect(check.status).toBe(400);
  });

  it('checks at most five passwords of forty sent in parallel, and opens no session after', async () => {
    const email = await customerWhoseEmailStartsWith('ab');

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => post('auth.signIn', { email, password: `guess-${index}` })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(35).fill(429),
    ]);
    expect(signInLog('ab***')).toEqual({ checked: 5, lockedOut: 35 });
    // Logged without the email itself, and without any password tried.
    const log = shop.logLines.join('');
    expect(log).not.toContain(email);
    expect(log).not.toContain('guess-17');
    const rightPassword = await post('auth.signIn', { email, password: newCustomer().password });
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.headers.getSetCookie()).toEqual([]);
  });

  it('counts parallel admin sign-ins with guessed codes the same way', async () => {
    await shop.adminBrowser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post('admin.auth.signIn', { ...TEST_ADMIN, secretCode: `guess-${index}` }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(15);
    const rightCode = await post('admin.auth.signIn', { ...TEST_ADMIN, secretCode: 'green-thumb' });
    expect(rightCode.status).toBe(429);
    expect(rightCode.headers.getSetCookie()).toEqual([]);
  });
});
