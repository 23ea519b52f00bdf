import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { startTestShop, type TestShop } from '../support/test-shop';

/** Further than any log gets: what a client bent on slowing the shop down may send. */
const PAST_EVERYTHING_WRITTEN = '999999999999';

describe('x-read-after past the head of the log', () => {
  let shop: TestShop;
  let cookie: string;

  beforeAll(async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    const customer = await signedUp(shop);
    cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });

  afterAll(async () => {
    await shop.stop();
  });

  const stillBehindWarnings = () =>
    shop.logLines.filter((line) => line.includes('read model still behind')).length;

  it.each([
    ['a query of read models', 'account.profile'],
    ['a public catalogue query', 'catalog.categories'],
  ])(
    'answers %s once the read models have what was written, without waiting for more',
    async (_kind, path) => {
      const warningsBefore = stillBehindWarnings();
      const response = await fetch(`${shop.baseUrl}/trpc/${path}`, {
        headers: { cookie, 'x-read-after': PAST_EVERYTHING_WRITTEN },
      });

      expect(response.status).toBe(200);
      expect(stillBehindWarnings()).toBe(warningsBefore);
    },
  );
});
