import type { Collection, Db } from 'mongodb';
import { acquireMongoClient, type MongoClientLease } from '../mongo/mongo-clients';
import type { Session, SessionStore, SignInAttempts } from './session-store';

interface SessionDocument {
  _id: string;
  accountId: string;
  createdAt: Date;
  expiresAt: Date;
  absoluteExpiry: Date;
  revokedAt: Date | null;
}

interface FailureDocument {
  key: string;
  at: Date;
}

/** How long MongoDB keeps a failed attempt before its TTL index removes it. */
const FAILURE_RETENTION_SECONDS = 24 * 60 * 60;

/** Sessions and sign-in failures in MongoDB, expired documents removed by TTL indexes. */
export class MongoSessionStore implements SessionStore, SignInAttempts {
  private constructor(
    private readonly lease: MongoClientLease,
    private readonly sessions: Collection<SessionDocument>,
    private readonly failures: Collection<FailureDocument>,
  ) {}

  static async connect(url: string, options: { databaseName: string }): Promise<MongoSessionStore> {
    const lease = await acquireMongoClient(url);
    try {
      const db: Db = lease.client.db(options.databaseName);
      const sessions = db.collection<SessionDocument>('sessions');
      const failures = db.collection<FailureDocument>('sign_in_failures');
      await sessions.createIndex({ accountId: 1 });
      await sessions.createIndex({ absoluteExpiry: 1 }, { expireAfterSeconds: 0 });
      await failures.createIndex({ key: 1, at: 1 });
      await failures.createIndex({ at: 1 }, { expireAfterSeconds: FAILURE_RETENTION_SECONDS });
      return new MongoSessionStore(lease, sessions, failures);
    } catch (error) {
      await lease.close();
      throw error;
    }
  }

  async create(session: Session): Promise<void> {
    await this.sessions.insertOne({
      _id: session.tokenHash,
      accountId: session.accountId,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      absoluteExpiry: session.absoluteExpiry,
      revokedAt: null,
    });
  }

  async findActive(tokenHash: string, now: Date): Promise<Session | null> {
    const document = await this.sessions.findOne({
      _id: tokenHash,
      revokedAt: null,
      expiresAt: { $gt: now },
    });
    if (!document) return null;
    return {
      tokenHash: document._id,
      accountId: document.accountId,
      createdAt: document.createdAt,
      expiresAt: document.expiresAt,
      absoluteExpiry: document.absoluteExpiry,
    };
  }

  async extend(tokenHash: string, expiresAt: Date): Promise<void> {
    await this.sessions.updateOne({ _id: tokenHash, revokedAt: null }, [
      { $set: { expiresAt: { $min: [expiresAt, '$absoluteExpiry'] } } },
    ]);
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.sessions.updateOne({ _id: tokenHash, revokedAt: null }, { $set: { revokedAt: new Date() } });
  }

  async revokeAllOf(accountId: string): Promise<void> {
    await this.sessions.updateMany({ accountId, revokedAt: null }, { $set: { revokedAt: new Date() } });
  }

  async recordFailure(key: string, at: Date): Promise<void> {
    await this.failures.insertOne({ key, at });
  }

  async failuresSince(key: string, since: Date): Promise<number> {
    return this.failures.countDocuments({ key, at: { $gt: since } });
  }

  async clear(key: string): Promise<void> {
    await this.failures.deleteMany({ key });
  }

  async close(): Promise<void> {
    await this.lease.close();
  }
}
