import type { Collection, MongoClient } from 'mongodb';
import type { WriteScope } from './mongo-collection';
import { type Fence, FencedOutError } from './read-store';

type FenceDocument = { _id: string; token: number; writtenAt?: Date };

/**
 * Fence tokens as documents of one internal collection. A fenced write runs in a transaction that first
 * touches its fence's document, conditional on the token: a later claim either commits first (the write finds
 * another token and is refused) or conflicts with the transaction (which the driver retries, and then refuses).
 * Transactions need a replica set, which the distributed mode runs.
 */
export class MongoFences {
  constructor(
    private readonly client: MongoClient,
    private readonly fences: Collection<FenceDocument>,
  ) {}

  async claim(name: string): Promise<Fence> {
    const claimed = await this.fences.findOneAndUpdate(
      { _id: name },
      { $inc: { token: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    if (!claimed) throw new Error(`claiming the fence ${name} returned no document`);
    return { name, token: claimed.token };
  }

  /** Writes made through it commit only while `fence` is the latest claimed for its name. */
  scopeOf(fence: Fence): WriteScope {
    return (write) =>
      this.client.withSession((session) =>
        session.withTransaction(async () => {
          const current = await this.fences.updateOne(
            { _id: fence.name, token: fence.token },
            { $set: { writtenAt: new Date() } },
            { session },
          );
          if (current.matchedCount !== 1) throw new FencedOutError(fence);
          return write(session);
        }),
      );
  }
}
