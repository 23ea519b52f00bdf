import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { acquireMongoClient, type MongoClientLease } from '../mongo/mongo-clients';
import type { Session, SessionKind, SessionStore, SignInAttempts } from './session-store';

interface SessionDocument {
  _id: string;
  accountId: string;
  /** Absent on sessions made before kinds were recorded: those count as the storefront's. */
  kind?: SessionKind;
  createdAt: Date;
  expiresAt: Date;
  absoluteExpiry: Date;
  revokedAt: Date | null;
}

/** A key's counted attempts, in one document so that counting and adding one is a single atomic update. */
interface AttemptsDocument {
  _id: string;
  attempts: { id: string; at: Date }[];
  /** When the newest attempt stops mattering: the TTL index removes the document then. */
  forgetAt: Date;
}

/** How long MongoDB keeps a key's attempts after the last one, before its TTL index removes them. */
const ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;

/** Sessions and sign-in failures in MongoDB, expired documents removed by TTL indexes. */
export class MongoSessionStore implements SessionStore, SignInAttempts {
  private constructor(
    private readonly lease: MongoClientLease,
    private readonly sessions: Collection<SessionDocument>,
    private readonly attempts: Collection<AttemptsDocument>,
  ) {}

  static async connect(url: string, options: { databaseName: string }): Promise<MongoSessionStore> {
    const lease = await acquireMongoClient(url);
    try {
      const db: Db = lease.client.db(options.databaseName);
      const sessions = db.collection<SessionDocument>('sessions');
      const attempts = db.collection<AttemptsDocument>('sign_in_attempts');
      await sessions.createIndex({ accountId: 1 });
      await sessions.createIndex({ absoluteExpiry: 1 }, { expireAfterSeconds: 0 });
      await attempts.createIndex({ forgetAt: 1 }, { expireAfterSeconds: 0 });
      return new MongoSessionStore(lease, sessions, attempts);
    } catch (error) {
      await lease.close();
      throw error;
    }
  }

  async create(session: Session): Promise<void> {
    await this.sessions.insertOne({
      _id: session.tokenHash,
      accountId: session.accountId,
      kind: session.kind,
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
      kind: document.kind ?? 'storefront',
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

  async pruneEnded(before: Date): Promise<void> {
    await this.sessions.deleteMany({ $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }] });
  }

  async claim(key: string, at: Date, since: Date, limit: number): Promise<string | null> {
    const id = randomUUID();
    const recent = {
      $filter: { input: { $ifNull: ['$attempts', []] }, cond: { $gt: ['$$this.at', since] } },
    };
    // One update of one document is atomic: the count and the new attempt cannot be split by another's.
    const after = await this.attempts.findOneAndUpdate(
      { _id: key },
      [
        { $set: { attempts: recent } },
        {
          $set: {
            attempts: {
              $cond: [
                { $lt: [{ $size: '$attempts' }, limit] },
                { $concatArrays: ['$attempts', [{ id, at }]] },
                '$attempts',
              ],
            },
            forgetAt: new Date(at.getTime() + ATTEMPT_RETENTION_MS),
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
    return after?.attempts.some((attempt) => attempt.id === id) ? id : null;
  }

  async release(key: string, attemptId: string): Promise<void> {
    await this.attempts.updateOne({ _id: key }, { $pull: { attempts: { id: attemptId } } });
  }

  async clear(key: string): Promise<void> {
    await this.attempts.deleteOne({ _id: key });
  }

  async pruneAttempts(before: Date): Promise<void> {
    await this.attempts.updateMany({}, { $pull: { attempts: { at: { $lt: before } } } });
  }

  async close(): Promise<void> {
    await this.lease.close();
  }
}
