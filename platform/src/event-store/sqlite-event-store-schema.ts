import type Database from 'better-sqlite3';

/** 'fsync': a commit survives power loss. 'os': it survives a process crash only (benchmarks, tests). */
export type SqliteDurability = 'fsync' | 'os';

const SCHEMA_VERSION = 1;

/** One writer at a time (in any process), readers never blocked: WAL. */
export function configureConnection(db: Database.Database, durability: SqliteDurability): void {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${durability === 'fsync' ? 'FULL' : 'NORMAL'}`);
}

/**
 * `position` is the rowid: within one write transaction at a time it is assigned in commit order, so readers
 * polling `position > last seen` never skip an event. A rolled-back append may leave its positions to the
 * next append; nobody saw them.
 */
export function migrate(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version === SCHEMA_VERSION) return;
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `Event store ${db.name} has schema version ${version}; this code knows ${SCHEMA_VERSION}`,
      );
    }
    db.exec(`
      CREATE TABLE events (
        position  INTEGER PRIMARY KEY,
        id        TEXT NOT NULL UNIQUE,
        stream_id TEXT NOT NULL,
        revision  INTEGER NOT NULL,
        type      TEXT NOT NULL,
        data      TEXT NOT NULL,
        metadata  TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      ) STRICT;
    `);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

export type EventRow = [
  position: bigint,
  id: string,
  streamId: string,
  revision: bigint,
  type: string,
  data: string,
  metadata: string,
];

const EVENT_COLUMNS = 'position, id, stream_id, revision, type, data, metadata';

export type EventStatements = ReturnType<typeof prepareStatements>;

export function prepareStatements(db: Database.Database) {
  return {
    lastRevision: db
      .prepare<[streamId: string], bigint>(
        'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      )
      .pluck()
      .safeIntegers(),
    insert: db
      .prepare<
        [id: string, streamId: string, revision: bigint, type: string, data: string, metadata: string]
      >('INSERT INTO events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)')
      .safeIntegers(),
    streamFrom: db
      .prepare<[streamId: string, fromRevision: bigint], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`,
      )
      .raw()
      .safeIntegers(),
    after: db
      .prepare<[after: bigint, limit: number], EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw()
      .safeIntegers(),
    headPosition: db.prepare<[], bigint | null>('SELECT max(position) FROM events').pluck().safeIntegers(),
  };
}
