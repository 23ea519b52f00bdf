import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

const IDS_PER_FILL = 256;
const randomPool = Buffer.alloc(16 * IDS_PER_FILL);
let poolOffset = randomPool.length;

/** Sixteen random bytes from a pool filled once per 256 ids: asking the system for each id costs more. */
function pooledRandomBytes(): Uint8Array {
  if (poolOffset === randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  poolOffset += 16;
  return randomPool.subarray(poolOffset - 16, poolOffset);
}

/**
 * A new event's id: a UUID ordered by the millisecond it was made in (version 7). The log's unique index on
 * ids then grows at its end as the log itself does: a commit writes one index page for all its events, not a
 * random page per event.
 */
export const newEventId = (): string => v7({ rng: pooledRandomBytes });
