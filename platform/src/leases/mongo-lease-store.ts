import { type Collection, MongoServerError } from 'mongodb';
import { acquireMongoClient, type MongoClientLease } from '../mongo/mongo-clients';
import type { LeaseStore } from './lease-store';

interface LeaseDocument {
  _id: string;
  holder: string;
  expiresAt: Date;
}

const DUPLICATE_KEY = 11000;

/**
 * Leases in a MongoDB collection. Expiry is reckoned by the server's clock (`$$NOW`), so processes on
 * machines whose clocks disagree still agree on when a lease has run out.
 */
export class MongoLeaseStore implements LeaseStore {
  private constructor(
    private readonly client: MongoClientLease,
    private readonly leases: Collection<LeaseDocument>,
  ) {}

  static async connect(url: string, options: { databaseName?: string } = {}): Promise<MongoLeaseStore> {
    const client = await acquireMongoClient(url);
    return new MongoLeaseStore(
      client,
      client.client.db(options.databaseName).collection<LeaseDocument>('leases'),
    );
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<boolean> {
    try {
      await this.leases.updateOne(
        { _id: name, $or: [{ holder }, { $expr: { $lte: ['$expiresAt', '$$NOW'] } }] },
        [{ $set: { holder, expiresAt: { $add: ['$$NOW', ttlMs] } } }],
        { upsert: true },
      );
      return true;
    } catch (error) {
      // Held by another: the filter matched nothing, and the upsert ran into the existing lease.
      if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
      throw error;
    }
  }

  async release(name: string, holder: string): Promise<void> {
    await this.leases.deleteOne({ _id: name, holder });
  }

  async holderOf(name: string): Promise<string | null> {
    const lease = await this.leases.findOne({ _id: name, $expr: { $gt: ['$expiresAt', '$$NOW'] } });
    return lease?.holder ?? null;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
