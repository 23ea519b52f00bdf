import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIL_QUEUE } from '@verdant/projections/reactions/jobs';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { signedUp } from '../support/customers';
import {
  describeIntegrationStores,
  EMBEDDED_STORES,
  externalStoresEnvironment,
} from '../support/external-stores';
import { runEntryPoint } from '../support/processes';
import { startTestShop, type TestShop } from '../support/test-shop';

const URLS = {
  EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false',
  MONGODB_URL: 'mongodb://127.0.0.1:27017',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('the stores the integration suites run against', () => {
  it('are embedded when no URL is set', () => {
    expect(externalStoresEnvironment('/tmp/verdant-shop-a', {})).toEqual({});
    expect(describeIntegrationStores({})).toBe(
      'integration suites: event store embedded (set EVENTSTORE_URL to run them against KurrentDB); ' +
        'read store, sessions, keys and leases embedded (set MONGODB_URL to run them against MongoDB); ' +
        'job queue and rate limits embedded (set REDIS_URL to run them against Redis)',
    );
  });

  it('are the servers the URLs name, each shop in a namespace of its own: a stream prefix, a database, a key prefix', () => {
    const shopA = externalStoresEnvironment('/tmp/verdant-shop-a', URLS);
    const shopB = externalStoresEnvironment('/tmp/verdant-shop-b', URLS);

    expect(shopA).toEqual({
      ...URLS,
      EVENTSTORE_STREAM_PREFIX: expect.stringMatching(/^t[0-9a-f]{12}-$/),
      MONGODB_DATABASE: expect.stringMatching(/^verdant_test_[0-9a-f]{12}$/),
      REDIS_KEY_PREFIX: expect.stringMatching(/^verdant_test_[0-9a-f]{12}$/),
    });
    for (const name of ['EVENTSTORE_STREAM_PREFIX', 'MONGODB_DATABASE', 'REDIS_KEY_PREFIX'] as const)
      expect(shopB[name]).not.toBe(shopA[name]);
    // The processes of one shop, and the shop reopened on its folder, share its namespace.
    expect(externalStoresEnvironment('/tmp/verdant-shop-a/../verdant-shop-a', URLS)).toEqual(shopA);
    expect(describeIntegrationStores(URLS)).toBe(
      'integration suites: event store on KurrentDB (EVENTSTORE_URL); read store, sessions, keys and ' +
        'leases on MongoDB (MONGODB_URL); job queue and rate limits on Redis (REDIS_URL)',
    );
  });

  it('only the one whose URL is set is external', () => {
    expect(Object.keys(externalStoresEnvironment('/tmp/shop', { MONGODB_URL: URLS.MONGODB_URL }))).toEqual([
      'MONGODB_URL',
      'MONGODB_DATABASE',
    ]);
  });
});

describe('processes started by the suites', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const printedStores = async (environment: Record<string, string>) => {
    const run = runEntryPoint('tests/support/print-stores.fixture.ts', environment);
    expect(await run.exited).toBe(0);
    return JSON.parse(run.stdout()) as Record<string, string | null>;
  };

  it("get the URLs in their data folder's namespace, or none without a data folder, or none when told", async () => {
    for (const [name, value] of Object.entries(URLS)) vi.stubEnv(name, value);
    const dataDir = join(tmpdir(), 'verdant-fleet-x');

    expect(await printedStores({ DATA_DIR: dataDir })).toEqual(externalStoresEnvironment(dataDir, URLS));
    expect(await printedStores({})).toMatchObject({
      EVENTSTORE_URL: null,
      MONGODB_URL: null,
      REDIS_URL: null,
    });
    expect(await printedStores({ DATA_DIR: dataDir, ...EMBEDDED_STORES })).toMatchObject(EMBEDDED_STORES);
  });
});

/**
 * The Redis leg for real, on the suite's own redis-server: set REDIS_URL as `npm test` would be run with it,
 * and the test shops run their job queue there, each under its own key prefix.
 */
describe('test shops with REDIS_URL set', () => {
  const shops: TestShop[] = [];
  afterEach(async () => {
    for (const shop of shops.splice(0)) await shop.stop();
    vi.unstubAllEnvs();
  });

  it('work their jobs on that Redis, and see none of another shop’s jobs there', async () => {
    vi.stubEnv('REDIS_URL', inject('redisUrl'));
    shops.push(await startTestShop({ SEED_DEMO_DATA: 'false' }));
    shops.push(await startTestShop({ SEED_DEMO_DATA: 'false' }));
    const [first, second] = shops as [TestShop, TestShop];

    const customer = await signedUp(first);
    const { user } = await customer.client.auth.session.query();

    expect(first.shop.stores.engines.jobQueue).toBe('bullmq');
    expect(first.shop.config.redisKeyPrefix).toMatch(/^verdant_test_/);
    expect(second.shop.config.redisKeyPrefix).not.toBe(first.shop.config.redisKeyPrefix);
    expect(await first.mailTo(customer.details.email)).toHaveLength(1);
    const welcome = `welcome-mail-${user!.id}`;
    expect(await first.shop.stores.jobQueue.getJob(MAIL_QUEUE, welcome)).toMatchObject({
      state: 'completed',
    });
    expect(await second.shop.stores.jobQueue.getJob(MAIL_QUEUE, welcome)).toBeNull();
  });

  it('stay embedded when the suite is run without the URLs', async () => {
    for (const name of Object.keys(URLS)) vi.stubEnv(name, '');
    const shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    shops.push(shop);
    expect(shop.shop.stores.engines).toEqual({
      eventStore: 'sqlite',
      readStore: 'embedded',
      jobQueue: 'sqlite',
    });
  });
});
