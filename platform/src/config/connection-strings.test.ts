import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('connection strings in the configuration', () => {
  it('takes the highly available forms: seed lists of several hosts and DNS discovery', () => {
    for (const [MONGODB_URL, used] of [
      ['mongodb://localhost:27017', 'mongodb://localhost:27017/?serverSelectionTimeoutMS=5000'],
      [
        'mongodb://a:27017,b:27017,c:27017/?replicaSet=rs0',
        'mongodb://a:27017,b:27017,c:27017/?replicaSet=rs0&serverSelectionTimeoutMS=5000',
      ],
      [
        'mongodb+srv://user:secret@cluster0.example.net/?retryWrites=true',
        'mongodb+srv://user:secret@cluster0.example.net/?retryWrites=true&serverSelectionTimeoutMS=5000',
      ],
    ])
      expect(loadConfig({ MONGODB_URL }).mongodbUrl).toBe(used);
    for (const EVENTSTORE_URL of [
      'esdb://localhost:2113?tls=false',
      'esdb://a:2113,b:2113,c:2113',
      'esdb+discover://cluster.example.net:2113?nodePreference=leader',
    ])
      expect(loadConfig({ EVENTSTORE_URL }).eventStoreUrl).toBe(EVENTSTORE_URL);
  });

  it('waits for a MongoDB server at most half a projection lease, unless the URL says how long', () => {
    expect(
      loadConfig({
        MONGODB_URL: 'mongodb://m',
        PROJECTION_LEASE_TTL_MS: '3000',
        PROJECTION_LEASE_RENEW_MS: '1000',
      }).mongodbUrl,
    ).toBe('mongodb://m/?serverSelectionTimeoutMS=1500');
    const own = 'mongodb://m/?serverselectiontimeoutms=900';
    expect(
      loadConfig({ MONGODB_URL: own, PROJECTION_LEASE_TTL_MS: '3000', PROJECTION_LEASE_RENEW_MS: '1000' })
        .mongodbUrl,
    ).toBe(own);
  });

  it('refuses what the engine would refuse, naming the setting, and treats blank as unset', () => {
    expect(() => loadConfig({ MONGODB_URL: 'http://a:27017' })).toThrow(
      /MONGODB_URL.*MongoDB connection string/,
    );
    expect(() => loadConfig({ MONGODB_URL: 'mongodb+srv://a:27017,b:27017' })).toThrow(/MONGODB_URL/);
    expect(() => loadConfig({ EVENTSTORE_URL: 'mongodb://a:2113' })).toThrow(/EVENTSTORE_URL.*EventStoreDB/);
    expect(loadConfig({ MONGODB_URL: ' ', EVENTSTORE_URL: '' })).toMatchObject({
      mongodbUrl: undefined,
      eventStoreUrl: undefined,
    });
  });
});

describe('namespaces on a shared server', () => {
  it('takes a stream prefix and a Redis key prefix, and has none when they are unset or blank', () => {
    expect(
      loadConfig({ EVENTSTORE_STREAM_PREFIX: 't1a2b-', REDIS_KEY_PREFIX: 'verdant_test_1a2b' }),
    ).toMatchObject({ eventStoreStreamPrefix: 't1a2b-', redisKeyPrefix: 'verdant_test_1a2b' });
    for (const blank of [{}, { EVENTSTORE_STREAM_PREFIX: ' ', REDIS_KEY_PREFIX: '' }]) {
      expect(loadConfig(blank)).toMatchObject({
        eventStoreStreamPrefix: undefined,
        redisKeyPrefix: undefined,
      });
    }
  });

  it("refuses a prefix that could reach the server's own streams or another key's pattern", () => {
    expect(() => loadConfig({ EVENTSTORE_STREAM_PREFIX: '$ce-' })).toThrow(/EVENTSTORE_STREAM_PREFIX/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'shop:*' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
