import Database from 'better-sqlite3';

/**
 * Holds the embedded event log's write lock from another connection, as a stuck or hostile process would,
 * until released: for tests of what the shop does when it cannot write.
 */
export function holdEventLogWriteLock(file: string): { release(): void } {
  const db = new Database(file);
  db.prepare('BEGIN IMMEDIATE').run();
  return {
    release() {
      db.prepare('ROLLBACK').run();
      db.close();
    },
  };
}
