import { join } from 'node:path';
import type { ShopConfig } from './config/config';
import type { EventStore } from './event-store/event-store';
import { SqliteEventStore } from './event-store/sqlite-event-store';
import type { FileStorage } from './files/file-storage';
import { LocalFileStorage } from './files/local-file-storage';
import type { JobQueue } from './job-queue/job-queue';
import { SqliteJobQueue } from './job-queue/sqlite-job-queue';
import { type Logger, silentLogger } from './logging/logger';
import type { MailOutbox } from './mail/mail-outbox';
import { SqliteMailOutbox } from './mail/sqlite-mail-outbox';
import type { PersonalDataKeys } from './personal-data/personal-data-keys';
import { SqlitePersonalDataKeys } from './personal-data/sqlite-personal-data-keys';
import { EmbeddedReadStore } from './read-store/embedded-read-store';
import type { ReadStore } from './read-store/read-store';
import type { SessionStore, SignInAttempts } from './sessions/session-store';
import { SqliteSessionStore } from './sessions/sqlite-session-store';

export interface Stores {
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  /** Kept apart from the event log: deleting a customer's key erases their personal data. */
  personalDataKeys: PersonalDataKeys;
  sessions: SessionStore & SignInAttempts;
  mailOutbox: MailOutbox;
  files: FileStorage;
  /** Customers' photos of their claims: personal, served only to their owner and the back office. */
  claimPhotos: FileStorage;
  /** Which engine backs each port, for /healthz and the logs. */
  engines: { eventStore: string; readStore: string; jobQueue: string };
  close(): Promise<void>;
}

/**
 * Opens the adapter for each port that the configuration names: an external engine when its URL is set,
 * otherwise the embedded default, a file under DATA_DIR. Nothing else in the code knows which one runs. An
 * external engine's adapter, and its client library, load only when it is configured: the MongoDB driver
 * alone holds 17 MB from the moment it loads.
 */
export async function openStores(config: ShopConfig, logger: Logger = silentLogger): Promise<Stores> {
  const opened: { close(): Promise<void> }[] = [];
  const remember = <T extends { close(): Promise<void> }>(store: T) => {
    opened.push(store);
    return store;
  };
  const closeAll = async () => {
    for (const store of opened.reverse()) await store.close();
  };
  try {
    const eventStore = remember(await openEventStore(config));
    const readStore = remember(await openReadStore(config));
    const jobQueue = remember(
      config.redisUrl
        ? await (await import('./job-queue/bullmq-job-queue')).BullMqJobQueue.connect(config.redisUrl, {
            prefix: config.redisKeyPrefix,
            // Redis out of reach: ioredis reconnects by itself, and jobs wait for it (their intent is in the log).
            onError: (error) => logger.warn({ err: error }, 'job queue: Redis connection failed'),
          })
        : await SqliteJobQueue.open({ file: join(config.dataDir, 'jobs.sqlite') }),
    );
    const personalDataKeys = remember(await openPersonalDataKeys(config));
    const sessions = remember(
      config.mongodbUrl
        ? await (await import('./sessions/mongo-session-store')).MongoSessionStore.connect(
            config.mongodbUrl,
            {
              databaseName: config.mongodbDatabase,
            },
          )
        : await SqliteSessionStore.open({ file: join(config.dataDir, 'sessions.sqlite') }),
    );
    const mailOutbox = remember(await SqliteMailOutbox.open({ file: join(config.dataDir, 'mail.sqlite') }));
    const files = remember(await LocalFileStorage.open({ directory: join(config.dataDir, 'uploads') }));
    const claimPhotos = remember(
      await LocalFileStorage.open({ directory: join(config.dataDir, 'claim-photos') }),
    );
    return {
      eventStore,
      readStore,
      jobQueue,
      personalDataKeys,
      sessions,
      mailOutbox,
      files,
      claimPhotos,
      engines: {
        eventStore: config.eventStoreUrl ? 'eventstoredb' : 'sqlite',
        readStore: config.mongodbUrl ? 'mongodb' : 'embedded',
        jobQueue: config.redisUrl ? 'bullmq' : 'sqlite',
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

const openEventStore = async (config: ShopConfig): Promise<EventStore> =>
  config.eventStoreUrl
    ? (await import('./event-store/esdb-event-store')).EsdbEventStore.connect(config.eventStoreUrl, {
        maxAppendSize: config.eventStoreMaxAppendSize,
        streamPrefix: config.eventStoreStreamPrefix,
      })
    : SqliteEventStore.open({ file: join(config.dataDir, 'events.sqlite') });

const openReadStore = async (config: ShopConfig): Promise<ReadStore> =>
  config.mongodbUrl
    ? (await import('./read-store/mongo-read-store')).MongoReadStore.connect(config.mongodbUrl, {
        databaseName: config.mongodbDatabase,
      })
    : EmbeddedReadStore.open({ file: join(config.dataDir, 'read-models.sqlite') });

const openPersonalDataKeys = async (config: ShopConfig): Promise<PersonalDataKeys> =>
  config.mongodbUrl
    ? (await import('./personal-data/mongo-personal-data-keys')).MongoPersonalDataKeys.connect(
        config.mongodbUrl,
        { databaseName: config.mongodbDatabase },
      )
    : SqlitePersonalDataKeys.open({ file: join(config.dataDir, 'keys.sqlite') });

/** What replays need: the log to read, the keys to open its personal fields, a read store to write. */
export interface HistoryStores {
  eventStore: EventStore;
  readStore: ReadStore;
  personalDataKeys: PersonalDataKeys;
  close(): Promise<void>;
}

/**
 * The stores a replay (a report, a read model's check) opens, and nothing more: no job queue, mail outbox or
 * session store, so nothing a replay runs can reach a side effect.
 */
export async function openHistoryStores(config: ShopConfig): Promise<HistoryStores> {
  const eventStore = await openEventStore(config);
  try {
    const readStore = await openReadStore(config);
    try {
      const personalDataKeys = await openPersonalDataKeys(config);
      return {
        eventStore,
        readStore,
        personalDataKeys,
        async close() {
          await personalDataKeys.close();
          await readStore.close();
          await eventStore.close();
        },
      };
    } catch (error) {
      await readStore.close();
      throw error;
    }
  } catch (error) {
    await eventStore.close();
    throw error;
  }
}
