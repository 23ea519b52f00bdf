import { createHash } from 'node:crypto';
import { resolve } from 'node:path';

/** The external stores' URLs: set in the environment, the integration suites run against those servers. */
export const STORE_URL_VARIABLES = ['EVENTSTORE_URL', 'MONGODB_URL', 'REDIS_URL'] as const;

/**
 * For a test that is about the embedded stores' files (it opens them, locks them or looks into them): its
 * shop keeps every store in DATA_DIR whatever the environment names. An empty URL is an unset one.
 */
export const EMBEDDED_STORES: Record<string, string> = { EVENTSTORE_URL: '', MONGODB_URL: '', REDIS_URL: '' };

type Environment = Record<string, string | undefined>;

/**
 * The environment that puts a shop on the external stores the given environment names, each in a namespace
 * of its own: a stream prefix on EventStoreDB, a database on MongoDB, a key prefix on Redis. The namespace
 * follows from the data folder, so the processes of one shop (and the shop reopened on its folder) share
 * it, while every fresh folder gets a fresh one. Empty when no URL is set: the stores stay embedded.
 */
export function externalStoresEnvironment(
  dataDir: string,
  environment: Environment = process.env,
): Record<string, string> {
  const id = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  const { EVENTSTORE_URL, MONGODB_URL, REDIS_URL } = environment;
  return {
    ...(EVENTSTORE_URL ? { EVENTSTORE_URL, EVENTSTORE_STREAM_PREFIX: `t${id}-` } : {}),
    ...(MONGODB_URL ? { MONGODB_URL, MONGODB_DATABASE: `verdant_test_${id}` } : {}),
    ...(REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: `verdant_test_${id}` } : {}),
  };
}

/**
 * The stores exactly as the environment names them, with no namespace of a test's: for a process that must
 * share the stores of one started outside these helpers (the e2e server).
 */
export function storesAsInherited(environment: Environment = process.env): Record<string, string> {
  return {
    EVENTSTORE_URL: environment.EVENTSTORE_URL ?? '',
    EVENTSTORE_STREAM_PREFIX: environment.EVENTSTORE_STREAM_PREFIX ?? '',
    MONGODB_URL: environment.MONGODB_URL ?? '',
    MONGODB_DATABASE: environment.MONGODB_DATABASE ?? 'verdant',
    REDIS_URL: environment.REDIS_URL ?? '',
    REDIS_KEY_PREFIX: environment.REDIS_KEY_PREFIX ?? '',
  };
}

/** The environment without the stores' URLs: what a test names is all a process it starts gets. */
export function withoutStoreUrls(environment: Environment): Environment {
  const rest = { ...environment };
  for (const name of STORE_URL_VARIABLES) delete rest[name];
  return rest;
}

/** Which stores the integration suites run against, in one line, for the start of a run. */
export function describeIntegrationStores(environment: Environment = process.env): string {
  const engines = [
    ['event store', 'EVENTSTORE_URL', 'KurrentDB'],
    ['read store, sessions, keys and leases', 'MONGODB_URL', 'MongoDB'],
    ['job queue and rate limits', 'REDIS_URL', 'Redis'],
  ].map(([what, variable, engine]) =>
    environment[variable as string]
      ? `${what} on ${engine} (${variable})`
      : `${what} embedded (set ${variable} to run them against ${engine})`,
  );
  return `integration suites: ${engines.join('; ')}`;
}

/** The namespaces handed out in this test file, removed from the shared servers when it ends. */
const handedOut = new Map<string, Record<string, string>>();

/** `externalStoresEnvironment`, remembering the namespaces to remove once the test file is done. */
export function isolatedStores(dataDir: string): Record<string, string> {
  const stores = externalStoresEnvironment(dataDir);
  if (Object.keys(stores).length > 0) handedOut.set(resolve(dataDir), stores);
  return stores;
}

/** The servers the suite was started with: a test that names others for a while leaves them alone. */
const suiteServers = new Set(STORE_URL_VARIABLES.map((name) => process.env[name]).filter(Boolean));

/**
 * Drops the MongoDB databases and Redis keys of every namespace handed out on the suite's servers (streams
 * stay on EventStoreDB, unseen by other prefixes). A failure is reported, not raised: the tests have passed
 * or failed by then, and what is left is only clutter on a test server.
 */
export async function dropHandedOutNamespaces(): Promise<void> {
  const namespaces = [...handedOut.values()];
  handedOut.clear();
  const onSuiteServer = (url: string | undefined): url is string =>
    url !== undefined && suiteServers.has(url);
  const drops = namespaces.map((stores) => ({
    mongodb: onSuiteServer(stores.MONGODB_URL)
      ? { url: stores.MONGODB_URL, databaseName: stores.MONGODB_DATABASE ?? '' }
      : undefined,
    redis: onSuiteServer(stores.REDIS_URL)
      ? { url: stores.REDIS_URL, keyPrefix: stores.REDIS_KEY_PREFIX ?? '' }
      : undefined,
  }));
  if (!drops.some(({ mongodb, redis }) => mongodb || redis)) return;
  const { dropSharedServerNamespaces } = await import('@verdant/platform/testing');
  for (const drop of drops) {
    await dropSharedServerNamespaces(drop).catch((error: unknown) =>
      console.warn(`a test shop's namespace was left on the shared servers: ${String(error)}`),
    );
  }
}
