import { randomUUID } from 'node:crypto';
import { dropSharedServerNamespaces } from '@verdant/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { newCustomer } from '../support/customers';
import { refusal } from '../support/refusal';
import { startTestShop, type TestShop } from '../support/test-shop';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

/**
 * Limits per client address on the calls that cost the shop a password hash, a mail or a write. The client's
 * address comes from X-Forwarded-For here (TRUST_PROXY), so each test can be its own visitor.
 */
describe('rate limits', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      RATE_LIMITS: 'signUp=2/1h,contact=1/1h,couponCheck=2/1m,newsletter=1/1h',
    });
  });

  afterAll(async () => {
    await shop.stop();
  });

  const visitor = () =>
    shop.browser({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });

  it('refuses the sign-up past the limit with 429 and the message, and writes nothing', async () => {
    const from = visitor();
    await from.client.auth.signUp.mutate(newCustomer());
    await from.client.auth.signUp.mutate(newCustomer());
    const head = await shop.shop.stores.eventStore.headPosition();
    const third = newCustomer();

    const error = await refusal(from.client.auth.signUp.mutate(third));

    expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(error.data?.httpStatus).toBe(429);
    expect(error.message).toBe(TOO_MANY);
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
    expect(await shop.shop.identity.accounts.accountIdByEmail(third.email)).toBeNull();
  });

  it('counts each address on its own', async () => {
    const first = visitor();
    const message = {
      name: 'Asha',
      email: 'asha@example.in',
      subject: 'Hello',
      message: 'Do you ship ferns?',
    };
    await first.client.contact.submit.mutate(message);
    expect((await refusal(first.client.contact.submit.mutate(message))).message).toBe(TOO_MANY);

    await shop.browser({ 'x-forwarded-for': '198.51.100.77' }).client.contact.submit.mutate(message);
  });

  it('answers 429 with a Retry-After header, as plain HTTP sees it', async () => {
    const address = '192.0.2.55';
    const subscribe = () =>
      fetch(`${shop.baseUrl}/trpc/newsletter.subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: `reader.${randomUUID().slice(0, 8)}@example.in` }),
      });
    expect((await subscribe()).status).toBe(200);

    const limited = await subscribe();

    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3_000);
    expect(await limited.json()).toMatchObject({ error: { message: TOO_MANY } });
  });

  it('limits coupon checks, a query, the same way', async () => {
    const from = visitor();
    const check = () => from.client.coupons.check.query({ code: 'GUESS', lines: [] });
    await check();
    await check();
    expect((await refusal(check())).data?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('rate limits shared through Redis', () => {
  const shops: TestShop[] = [];
  const redisUrl = inject('redisUrl');
  // Two servers of one shop: one Redis namespace, whatever namespace each test shop would have.
  const namespace = `verdant_test_${randomUUID().slice(0, 8)}`;

  afterEach(async () => {
    for (const each of shops.splice(0)) await each.stop();
    await dropSharedServerNamespaces({ redis: { url: redisUrl, keyPrefix: namespace } });
  });

  it('count the calls made to every server of the shop', async () => {
    const settings = {
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'true',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: namespace,
    };
    shops.push(await startTestShop({ ...settings, RATE_LIMITS: 'contact=2/1h' }));
    shops.push(await startTestShop({ ...settings, RATE_LIMITS: 'contact=2/1h' }));
    // A fresh address, so counts left in Redis by an earlier run cannot meet this one's.
    const address = `2001:db8:${randomUUID().slice(0, 4)}::1`;
    const [one, two] = shops.map((each) => each.browser({ 'x-forwarded-for': address }));
    const message = { name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' };

    await one!.client.contact.submit.mutate(message);
    await two!.client.contact.submit.mutate(message);

    expect((await refusal(one!.client.contact.submit.mutate(message))).message).toBe(TOO_MANY);
    expect((await refusal(two!.client.contact.submit.mutate(message))).message).toBe(TOO_MANY);
  });
});

describe('switched off', () => {
  it('lets any number through outside production', async () => {
    const shop = await startTestShop({ SEED_DEMO_DATA: 'false', RATE_LIMITS: 'off' });
    try {
      const from = shop.browser();
      const signedUp: string[] = [];
      for (let index = 0; index < 25; index++) {
        signedUp.push((await from.client.auth.signUp.mutate(newCustomer())).position ?? '');
      }
      expect(signedUp.filter(Boolean)).toHaveLength(25);
    } finally {
      await shop.stop();
    }
  });
});
